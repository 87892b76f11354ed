/**
 * The first-screen feature of the background: keeps the snapshot the popup paints before its first
 * frame true to the cache (first-screen-writer.ts). No messages; wiring only.
 */
import { accountsItem, activeAccountIdItem } from '../accounts/account-items';
import type { BackgroundFeature } from '../background/feature';
import { type ChangedStore, onCacheChange } from '../cache/changes';
import { inboxSortItem } from '../reviews/inbox-sort-setting';
import { firstScreenMayHaveChanged } from './first-screen-writer';

/** The stores the first screen is read from (first-screen-read.ts). */
const FIRST_SCREEN_STORES: readonly ChangedStore[] = [
  'reviews',
  'locations',
  'publishers',
  'drafts',
  'outbox',
];

export const firstScreenFeature: BackgroundFeature<Record<never, never>> = {
  name: 'firstScreen',
  handlers: {},
  start() {
    // The worker's own writes and the pages' (drafts) alike come through the change channel.
    onCacheChange((change) => {
      if (change.stores.some((store) => FIRST_SCREEN_STORES.includes(store))) firstScreenMayHaveChanged();
    });
    accountsItem.watch(firstScreenMayHaveChanged);
    activeAccountIdItem.watch(firstScreenMayHaveChanged);
    // The side panel's part holds its rows in the default order only (panel-screen.ts).
    inboxSortItem.watch(firstScreenMayHaveChanged);
    // A worker that stopped between a change and its store catches up; stores nothing otherwise.
    firstScreenMayHaveChanged();
  },
};
