/**
 * Where the background stores the popup's first screen. Firefox's background is a page with the
 * extension origin's localStorage. Chrome's service worker has none: it opens an offscreen
 * document (entrypoints/first-screen-store, made for LOCAL_STORAGE) that stores the snapshot
 * carried in its URL as it loads, and closes it again; it runs only when the snapshot changed
 * (first-screen-writer.ts), never on an idle poll.
 */
import { storeFirstScreen } from './first-screen-snapshot';

const PAGE = '/first-screen-store.html';

export async function storeFromBackground(text: string | null): Promise<void> {
  if (typeof globalThis.localStorage !== 'undefined') {
    storeFirstScreen(text);
    return;
  }
  const offscreen = chrome.offscreen;
  // A document a previous worker left open (it died between the two calls): close it first, so
  // the one created now is the one carrying this snapshot.
  await offscreen.closeDocument().catch(() => {});
  // createDocument resolves once the page has loaded, and the page stores before its load ends.
  await offscreen.createDocument({
    url: `${PAGE}#${encodeURIComponent(text ?? '')}`,
    reasons: [offscreen.Reason.LOCAL_STORAGE],
    justification: "Stores the popup's first screen where the popup reads it before its first frame.",
  });
  await offscreen.closeDocument();
}
