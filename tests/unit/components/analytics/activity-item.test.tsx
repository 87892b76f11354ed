import '../../i18n-setup';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityItem } from '@/components/analytics/activity-item';
import type { Activity } from '@/lib/api/schemas/analytics';

afterEach(cleanup);

const entry = (patch: Partial<Activity>): Activity => ({
  date: { iMillis: Date.now() - 3_600_000 },
  locationId: 'loc1',
  details: '',
  content: '',
  type: 'SOCIAL_POST',
  actor: '',
  ...patch,
});

const head = (activity: Activity, accountName?: string) =>
  render(
    <ActivityItem activity={activity} locationName="Downtown" accountName={accountName} />,
  ).container.querySelector('.activity-item__head')?.textContent ?? '';

describe('an activity entry names the action and who did it as the manager would', () => {
  it('a reply to a review, sent through the API, is "Review response" by the account, not "Social post … by API"', () => {
    const text = head(
      entry({ details: 'Replied to a review on BrandB', content: 'Thank you, Jordan!', actor: 'API' }),
      'Hartmann Local Brands',
    );
    expect(text).toMatch(/^Review response/);
    expect(text).toContain('Downtown · by Hartmann Local Brands, through the API ·');
    expect(text).not.toMatch(/Social post|by API/);
  });

  it('without the account\'s name, "you"; a social post stays one; a named person and the platform as before', () => {
    expect(head(entry({ details: 'Replied to a review on BrandB', actor: 'API' }))).toContain(
      'by you, through the API',
    );
    expect(head(entry({ details: 'Posted to BrandB', actor: 'Maria Lopez' }))).toMatch(
      /^Social post.*by Maria Lopez/,
    );
    expect(head(entry({ type: 'LISTING_LIVE', details: 'Listing is live on BrandB' }))).toMatch(
      /^Listing went live.*by the platform/,
    );
  });
});
