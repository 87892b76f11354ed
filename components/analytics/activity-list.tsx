import { useEffect, useRef } from 'preact/hooks';
import { useVirtualRows } from '@/components/ui/use-virtual-rows';
import type { Activity } from '@/lib/api/schemas/analytics';
import { i18n } from '@/lib/i18n/translate';
import { ActivityItem } from './activity-item';

/** A first guess at an entry's height (two lines); each row is then measured as it renders. */
export const ESTIMATED_ROW_HEIGHT = 60;
/** Ask for the next page once the rendered rows reach this close to the last loaded entry. */
export const NEAR_END_ROWS = 20;

export interface ActivityListProps {
  activities: Activity[];
  /** Every matching entry, or -1 when the service does not say (aria-setsize). */
  setSize: number;
  /** A location's name by id (lib/names: a readable stand-in until the name is cached). */
  locationName: (id: string) => string;
  /** The account's name, said for actions made through the API. */
  accountName?: string;
  /** Called while the person is near the end of what is loaded; absent when nothing should load. */
  onNearEnd?: () => void;
  /** The id of the heading that names the scrolling region. */
  labelledBy: string;
}

/**
 * The loaded log as a virtualized ordered list: only the entries in view (and a few around them)
 * are in the DOM, however many pages have been read. Entries wrap, so every rendered row is
 * measured (`data-index` + `measureElement`) and re-measured when its size changes.
 */
export function ActivityList({
  activities,
  setSize,
  locationName,
  accountName,
  onNearEnd,
  labelledBy,
}: ActivityListProps) {
  const scroller = useRef<HTMLElement>(null);
  const rows = useVirtualRows({
    count: activities.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 8,
  });
  // A row measured above the view for the first time shifts what is below it; the virtualizer
  // writes scrollTop to hold the view still. While scrolling forward that write cancels the
  // browser's smooth scroll (End or Page Down would stop short) and those rows are leaving sight
  // anyway, so it corrects only when still or scrolling back, as it would by default.
  rows.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, virtualizer) => {
    if (virtualizer.scrollDirection === 'forward') return false;
    const top = virtualizer.scrollOffset ?? 0;
    return virtualizer.itemSizeCache.has(item.key)
      ? item.end <= top && virtualizer.scrollDirection !== 'backward'
      : item.start < top;
  };
  const items = rows.getVirtualItems();
  const last = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && last >= 0 && last >= activities.length - 1 - NEAR_END_ROWS) onNearEnd();
  });
  return (
    // Focusable and named so the log scrolls from the keyboard although its entries hold no control.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section class="activity-scroll" ref={scroller} tabIndex={0} aria-labelledby={labelledBy}>
      <ol
        class="activity-list"
        aria-label={i18n.t('activity.listLabel')}
        style={{ height: `${rows.getTotalSize()}px` }}
      >
        {items.map((item) => {
          const activity = activities[item.index];
          if (!activity) return null;
          return (
            // The key is the index: the log has no ids (lib/api/schemas/analytics.ts › Activity),
            // and entries are only appended while these filters stand (a new filter remounts the
            // list), so an index always names the same entry. Content is no key: two identical
            // actions in the same millisecond are legitimate and would collide.
            <li
              key={item.key}
              class="activity-list__row"
              data-index={item.index}
              ref={rows.measureElement}
              aria-posinset={item.index + 1}
              aria-setsize={setSize}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ActivityItem
                activity={activity}
                locationName={locationName(activity.locationId)}
                accountName={accountName}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
