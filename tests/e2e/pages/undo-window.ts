import type { Worker } from '@playwright/test';

/**
 * Sets Options › "Undo window (seconds)" through the worker's storage (lib/outbox/undo-settings.ts),
 * for tests about what happens to a reply once it is on its way rather than about Undo.
 */
export async function setUndoWindow(worker: Worker, seconds: number): Promise<void> {
  await worker.evaluate(
    (value) => chrome.storage.local.set({ 'settings.reviews.undoSeconds': value }),
    seconds,
  );
}
