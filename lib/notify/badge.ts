/**
 * The toolbar badge, the one module that sets it (sign-in trouble included): what it shows is a
 * pure function of the state, applied by a tiny function. Priority: an account that needs sign-in
 * ("!" red), then no network in the browser ("…" grey), then a sync that fails or cannot reach the
 * service ("×" amber, its tooltip in the headers' words: lib/sync/sync-status-words.ts), then the
 * count, blank at zero: by default what needs action now (the reviews new since the person last
 * looked, lib/reviews/looked.ts, and the overdue 1–2★ ones), or, as set, every review awaiting a
 * reply, or the unread ones. The tooltip says what it counts, with the numbers.
 */

import { browser } from '#imports';
import { formatList } from '../i18n/format';
import { i18n } from '../i18n/translate';
import type { BadgeMode } from '../reviews/review-settings';

export interface BadgeState {
  /** Connected accounts, whatever their status. */
  accounts: number;
  /** Names of accounts that need sign-in again. */
  needsSignIn: readonly string[];
  /** The browser has no network. */
  offline: boolean;
  /** A failing account's sync status on one line ("Sync failed · last synced … — why"), if any. */
  syncTrouble?: string;
  mode: BadgeMode;
  /** Over every account: what the mode counts (`action`: `fresh` and `overdue` together). */
  count: number;
  /** `action` only: new since the person last looked, and overdue 1–2★ ones not among them. */
  action?: { fresh: number; overdue: number };
}

export interface BadgeView {
  text: string;
  color: string;
  title: string;
}

export const BADGE_COLORS = {
  count: '#1a73e8',
  needsSignIn: '#c5221f',
  offline: '#5f6368',
  error: '#b06000',
} as const;

/** Wider than three characters does not fit the badge. */
export const countText = (count: number): string => (count <= 0 ? '' : count > 99 ? '99+' : String(count));

export function badgeView(state: BadgeState): BadgeView {
  if (state.accounts === 0)
    return { text: '', color: BADGE_COLORS.count, title: i18n.t('reviews.badge.noAccount') };
  if (state.needsSignIn.length)
    return {
      text: '!',
      color: BADGE_COLORS.needsSignIn,
      title: i18n.t('reviews.badge.needsSignIn', { accounts: formatList(state.needsSignIn) }),
    };
  if (state.offline)
    return { text: '…', color: BADGE_COLORS.offline, title: i18n.t('reviews.badge.offline') };
  if (state.syncTrouble) return { text: '×', color: BADGE_COLORS.error, title: state.syncTrouble };
  return { text: countText(state.count), color: BADGE_COLORS.count, title: countTitle(state) };
}

/** "3 new since you last looked, 2 overdue 1–2★", or "231 reviews awaiting a response". */
function countTitle({ mode, count, action }: BadgeState): string {
  if (mode !== 'action') return i18n.t(`reviews.badge.${mode}`, count);
  const { fresh, overdue } = action ?? { fresh: count, overdue: 0 };
  return i18n.t('reviews.badge.action', {
    fresh: i18n.t('reviews.badge.actionFresh', fresh),
    overdue: i18n.t('reviews.badge.actionOverdue', overdue),
  });
}

// MV3 has `action`; Firefox MV2 has `browserAction` with the same methods.
const toolbarButton = () => browser.action ?? browser.browserAction;

export async function applyBadge(view: BadgeView): Promise<void> {
  const button = toolbarButton();
  if (!button) return;
  await Promise.all([
    button.setBadgeBackgroundColor({ color: view.color }),
    button.setBadgeText({ text: view.text }),
    button.setTitle({ title: view.title }),
  ]);
}
