import { RelativeTime } from '@/components/ui/relative-time';
import { activityActorText, activityKindName } from '@/lib/analytics/activity-types';
import type { Activity } from '@/lib/api/schemas/analytics';

/**
 * One entry of the log: what (in the platform's words: "Review response"), where, by whom (the
 * account itself for what was done through the API, as this extension does), when. Third-party
 * text is rendered as text, in full: it wraps rather than being cut, and the list measures each row
 * (activity-list.tsx). The list item around it is the list's, which positions it.
 */
export function ActivityItem({
  activity,
  locationName,
  accountName,
}: {
  activity: Activity;
  locationName: string;
  /** The account's name, said for actions made through the API. */
  accountName?: string;
}) {
  return (
    <div class="activity-item" data-type={activity.type}>
      <p class="activity-item__head">
        <strong class="activity-item__type">{activityKindName(activity)}</strong>
        <span class="activity-item__meta">
          {locationName} · {activityActorText(activity.actor, accountName)} ·{' '}
          <RelativeTime date={activity.date.iMillis} />
        </span>
      </p>
      {activity.details && <p class="activity-item__details">{activity.details}</p>}
      {activity.content && <p class="activity-item__content">{activity.content}</p>}
    </div>
  );
}
