/**
 * Options › Connection as a person fills it in: plain http to a host other than this computer is
 * refused in words at both addresses, before anything is saved or any access asked for; the same
 * hosts over https pass, and the form goes on to ask for their access.
 */
import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ConnectionForm } from '@/components/options/connection-form';
import { connectionSettings } from '@/lib/settings/connection-settings';

const asked: string[][] = [];
// The fake browser's own, put back after each test: this module world is shared with later files.
const { request } = fakeBrowser.permissions;
const { getRedirectURL } = fakeBrowser.identity;

beforeEach(() => {
  fakeBrowser.reset();
  asked.length = 0;
  // The form shows the redirect URI the service must know.
  fakeBrowser.identity.getRedirectURL = () => 'https://extension-id.chromiumapp.org/';
  // The person answers Block to the browser's prompt.
  fakeBrowser.permissions.request = vi.fn(async ({ origins = [] }) => {
    asked.push(origins);
    return false;
  }) as typeof fakeBrowser.permissions.request;
});
afterEach(() => {
  cleanup();
  fakeBrowser.permissions.request = request;
  fakeBrowser.identity.getRedirectURL = getRedirectURL;
});

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

async function fillIn(serviceUrl: string, authUrl: string) {
  render(<ConnectionForm />);
  await screen.findByLabelText('Service URL');
  type('Service URL', serviceUrl);
  type('Sign-in URL', authUrl);
  type('Client ID', 'client');
  fireEvent.click(screen.getByRole('radio', { name: /app's key/ }));
  type('App API key', 'key');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Options › Connection', () => {
  it('refuses plain http on a non-loopback host at both addresses: nothing saved, no access asked', async () => {
    const before = await connectionSettings.getValue();
    await fillIn('http://api.example.com', 'http://www.example.com');
    expect(await screen.findByText(/^Service URL must start with https:\/\//)).toBeTruthy();
    expect(screen.getByText(/^Sign-in URL must start with https:\/\//)).toBeTruthy();
    expect(screen.getByLabelText('Service URL').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Connection settings saved.')).toBeNull();
    expect(asked).toEqual([]);
    expect(await connectionSettings.getValue()).toEqual(before);
  });

  it('lets the same hosts through over https, and asks for the service’s access before saving', async () => {
    const before = await connectionSettings.getValue();
    await fillIn('https://api.example.com', 'https://www.example.com');
    await waitFor(() => expect(asked).toEqual([['https://api.example.com/*']]));
    expect(screen.queryByText(/must start with https:\/\//)).toBeNull();
    // Refused at the prompt: said so, and still nothing saved.
    expect(
      await screen.findByText(
        /^The browser did not allow Review Desk to reach api\.example\.com\. Click Save again/,
      ),
    ).toBeTruthy();
    expect(await connectionSettings.getValue()).toEqual(before);
  });
});
