/**
 * Unit and integration tests run their files in one module world per worker (vitest.config.ts › isolate), for
 * speed: this runs before each file and gives it the fresh world an isolated file would have had.
 * A new in-memory IndexedDB, the fake browser emptied, and the project's own modules loaded anew, so
 * no module-level state (the cache connection, listeners, memos) leaks from one file to the next.
 */
// The globals idb checks against (IDBRequest, IDBKeyRange…) for every file, whatever ran before it.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

globalThis.indexedDB = new IDBFactory();
fakeBrowser.reset();
// The fake browser leaves `commands.onCommand` unimplemented (it throws), and the background's
// keyboard feature listens to it: files that start the background get a plain listener list.
const commandListeners = new Set<unknown>();
fakeBrowser.commands.onCommand = {
  addListener: (listener: unknown) => void commandListeners.add(listener),
  removeListener: (listener: unknown) => void commandListeners.delete(listener),
  hasListener: (listener: unknown) => commandListeners.has(listener),
  hasListeners: () => commandListeners.size > 0,
} as unknown as typeof fakeBrowser.commands.onCommand;
vi.resetModules();
if (typeof document !== 'undefined') {
  document.body.replaceChildren();
  // A wait is for a hang, not a measure of speed: on a loaded machine a render that reads the cache
  // took longer than testing-library's default second.
  (await import('@testing-library/preact')).configure({ asyncUtilTimeout: 5000 });
}
