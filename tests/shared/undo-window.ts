/**
 * Sets Options › "Undo window (seconds)" through the extension's storage
 * (lib/outbox/undo-settings.ts), from the service worker (Playwright) or an extension page
 * (puppeteer, Firefox), for flows about what happens once a reply is on its way rather than about
 * Undo. `chrome.storage` is there in both browsers.
 */
export interface ExtensionHost {
  evaluate(set: (seconds: number) => Promise<void>, seconds: number): Promise<unknown>;
}

export async function setUndoWindow(host: ExtensionHost, seconds: number): Promise<void> {
  await host.evaluate(
    (value) => chrome.storage.local.set({ 'settings.reviews.undoSeconds': value }),
    seconds,
  );
}
