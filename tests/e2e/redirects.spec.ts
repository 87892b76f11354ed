import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { ConsentPage, OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';

// A request carrying a credential never follows a redirect, in the browser too: Chromium hands a
// `redirect: 'manual'` fetch back as an opaque redirect, which the extension must recognise and
// explain. Real loopback servers: one answers every request 307 to the other, which records.

interface Redirecting {
  url: string;
  received: string[];
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

async function startRedirecting(): Promise<Redirecting> {
  const received: string[] = [];
  const elsewhere = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"access_token":"stolen","appSpecificAccountId":"x","accountName":"Stolen"}');
  });
  const elsewhereUrl = await listen(elsewhere);
  const redirector = createServer((request, response) => {
    request.resume();
    response.writeHead(307, { location: `${elsewhereUrl}${request.url ?? '/'}` });
    response.end();
  });
  const url = await listen(redirector);
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url,
    received,
    close: async () => void (await Promise.all([close(redirector), close(elsewhere)])),
  };
}

test('a redirect from the token endpoint is refused: the app key and code go nowhere else', async ({
  context,
  openPage,
  emulator,
}) => {
  const redirecting = await startRedirecting();
  try {
    // Sign-in on the emulator; the code exchange goes to the "service", which redirects.
    await OptionsPage.openConfigured(openPage, emulator, { serviceUrl: redirecting.url });
    const popup = await PopupPage.open(openPage);
    const consent = await ConsentPage.openedBy(context, () => popup.connectButton().click());
    await consent.allow();
    await expect(popup.alert()).toContainText(
      `The service at ${new URL(redirecting.url).host} answered the sign-in with a redirect to another address.`,
    );
    expect(redirecting.received).toEqual([]);
  } finally {
    await redirecting.close();
  }
});

test('a redirect from the token broker is refused: the code goes nowhere else', async ({
  context,
  openPage,
  emulator,
}) => {
  const redirecting = await startRedirecting();
  try {
    await OptionsPage.openConfigured(openPage, emulator, { brokerUrl: `${redirecting.url}/token` });
    const popup = await PopupPage.open(openPage);
    const consent = await ConsentPage.openedBy(context, () => popup.connectButton().click());
    await consent.allow();
    await expect(popup.alert()).toContainText(
      `The token broker at ${new URL(redirecting.url).host} answered with a redirect to another address.`,
    );
    expect(redirecting.received).toEqual([]);
  } finally {
    await redirecting.close();
  }
});
