/// <reference types="chrome" />
import type { Worker } from '@playwright/test';

/** What the toolbar button says: its badge's text and its tooltip. */
export const badgeOf = (worker: Worker) =>
  worker.evaluate(async () => ({
    text: await chrome.action.getBadgeText({}),
    title: await chrome.action.getTitle({}),
  }));

/** The badge's tooltip alone. */
export const badgeTitle = (worker: Worker) => worker.evaluate(() => chrome.action.getTitle({}));

/**
 * Options › The toolbar badge counts, set in storage as the options page saves it: `awaiting` for
 * the specs that check the badge against the Inbox's awaiting count (the default counts what needs
 * action now).
 */
export function setBadgeMode(worker: Worker, badgeMode: 'action' | 'awaiting' | 'unread'): Promise<void> {
  return worker.evaluate(async (mode) => {
    const key = 'settings.reviews.notifications';
    const { [key]: stored } = await chrome.storage.local.get(key);
    await chrome.storage.local.set({ [key]: { ...(stored as object), badgeMode: mode } });
  }, badgeMode);
}

/** "3 new since you last looked, 2 overdue 1–2★" read back as numbers (0 for "Nothing new…"). */
export function actionCounts(title: string): { fresh: number; overdue: number } | undefined {
  const match = title.match(/^(Nothing|\d+) new since you last looked, (nothing|\d+) overdue/);
  if (!match) return undefined;
  const number = (word: string) => (/^\d+$/.test(word) ? Number(word) : 0);
  return { fresh: number(match[1]), overdue: number(match[2]) };
}
