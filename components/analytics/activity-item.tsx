import { i18n } from '#i18n';
import { RelativeTime } from '@/components/ui/relative-time';
import { activityTypeName } from '@/lib/analytics/activity-types';
import type { Activity } from '@/lib/api/schemas/analytics';

/**
 * One entry of the log: what, where, by whom, when. Third-party text is rendered as text, in
 * full: it wraps rather than being cut, and the list measures each row (activity-list.tsx).
 * The list item around it is the list's, which positions it.
 */
export function ActivityItem({ activity, locationName }: { activity: Activity; locationName: string }) {
  const actor = activity.actor.trim() || i18n.t('activity.platform');
  return (
    <div class="activity-item" data-type={activity.type}>
      <p class="activity-item__head">
        <strong class="activity-item__type">{activityTypeName(activity.type)}</strong>
        <span class="activity-item__meta">
          {locationName} · {i18n.t('activity.by', { actor })} · <RelativeTime date={activity.date.iMillis} />
        </span>
      </p>
      {activity.details && <p class="activity-item__details">{activity.details}</p>}
      {activity.content && <p class="activity-item__content">{activity.content}</p>}
    </div>
  );
}
