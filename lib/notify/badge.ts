/**
 * The toolbar badge, the one module that sets it (sign-in trouble included): what it shows is a
 * pure function of the state, applied by a tiny function. Priority: an account that needs sign-in
 * ("!" red), then no network in the browser ("…" grey), then a sync that fails or cannot reach the
 * service ("×" amber, its tooltip in the headers' words: lib/sync/sync-status-words.ts), then the
 * count of reviews awaiting a reply (or unread, or overdue, as set), which is blank at zero; the
 * tooltip says what it counts, with the number.
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
  /** Reviews awaiting a reply (or unread, or overdue) over every account. */
  count: number;
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
  return {
    text: countText(state.count),
    color: BADGE_COLORS.count,
    title: i18n.t(`reviews.badge.${state.mode}`, state.count),
  };
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
