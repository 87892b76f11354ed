import type { BrowserContext, Page, Worker } from '@playwright/test';

/** A notification the background asked for: its id and the options it passed. */
export interface RecordedNotification {
  id: string;
  options: Record<string, unknown>;
  title?: string;
  message?: string;
}

/**
 * Records every notification the background creates from now on, then lets it through: the API
 * cannot read a notification's text back. Recorded as the call starts; the notification itself
 * appears when the call resolves.
 */
export async function recordNotifications(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const shown: { id: string; options: Record<string, unknown>; title?: string; message?: string }[] = [];
    Object.assign(globalThis, { recordedNotifications: shown });
    const original = chrome.notifications.create.bind(chrome.notifications) as (
      id: string,
      options: chrome.notifications.NotificationOptions,
    ) => Promise<string>;
    (chrome.notifications as unknown as { create: unknown }).create = (
      id: string,
      options: chrome.notifications.NotificationOptions,
    ) => {
      shown.push({ id, options: { ...options }, title: options.title, message: options.message });
      return original(id, options);
    };
  });
}

/** The notifications recorded since `recordNotifications`, in order. */
export function recordedNotifications(worker: Worker): Promise<RecordedNotification[]> {
  return worker.evaluate(
    () => (globalThis as unknown as { recordedNotifications: RecordedNotification[] }).recordedNotifications,
  );
}

/**
 * Clicks button `index` of notification `id` the way the browser does: dispatched from the worker
 * through the listeners the extension registered on `chrome.notifications.onButtonClicked` (the
 * event's `dispatch`, which Chromium's bindings keep for their own use). Unlike a person's click it
 * carries no user gesture, so Chrome refuses `sidePanel.open` and the extension opens the panel's
 * page in a tab, its fallback (nextSidePanelPage finds it).
 */
export async function clickNotificationButton(worker: Worker, id: string, index: number): Promise<void> {
  await worker.evaluate(
    ([notificationId, button]) =>
      (
        chrome.notifications.onButtonClicked as unknown as { dispatch(id: string, index: number): void }
      ).dispatch(notificationId, button),
    [id, index] as const,
  );
}

/** The side panel's page the extension opens next (a tab, where the browser refused the panel). */
export function nextSidePanelPage(context: BrowserContext): Promise<Page> {
  return context.waitForEvent('page', { predicate: (page) => page.url().includes('/sidepanel.html') });
}
