/**
 * A figure that counts a set of reviews links to exactly those in the inbox (the counts agree:
 * reputation.spec.ts clicks them against the emulator's data; review-index.test.ts holds the
 * Overdue filter to needs attention's rule).
 */
import '../../i18n-setup';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadlineFigures } from '@/components/reputation/headline-figures';
import { NeedsAttention } from '@/components/reputation/needs-attention';
import { resolvePeriod } from '@/lib/reputation/period';
import { computeFigures } from '@/lib/reputation/reputation-figures';
import { NO_THEMES } from '@/lib/themes/theme-masks';

const NOW = new Date(2026, 10, 25, 12, 0).getTime();
const waiting = Array.from({ length: 3 }, (_, i) => ({
  id: String(i),
  locationId: 'L1',
  publisherId: 'BRANDB',
  rating: 1,
  publishedAt: NOW - 48 * 3_600_000,
  waitingSince: NOW - 48 * 3_600_000,
  answerable: true,
  themes: NO_THEMES,
}));

afterEach(cleanup);

describe('figures that name a set of reviews', () => {
  it('"Awaiting response 3" opens the inbox under Awaiting response, in the side panel and from the popup', () => {
    const figures = computeFigures(waiting, resolvePeriod({ kind: 'last', days: 30 }, NOW)!, {
      now: NOW,
      bands: { low: 24, rest: 72 },
    });
    render(<HeadlineFigures figures={figures} />);
    const link = screen.getByRole('link', { name: '3' });
    expect(link.getAttribute('href')).toBe('#/inbox/filter/awaiting');
    expect(link.getAttribute('title')).toBe('Open these reviews in the inbox');
    // The label is still followed by its value (docs/architecture.md › Accessible names).
    expect(screen.getByText('Awaiting response', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(
      /^3 /,
    );
    cleanup();
    render(
      <HeadlineFigures
        figures={figures}
        Link={({ hash, children }) => <a href={`/sidepanel.html${hash}`}>{children}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: '3' }).getAttribute('href')).toBe(
      '/sidepanel.html#/inbox/filter/awaiting',
    );
  });

  it('"3 reviews need attention" opens the inbox under Past response target; nothing links at none', () => {
    render(<NeedsAttention count={3} targets="2★ or less within 24 h" />);
    expect(screen.getByRole('link', { name: /^3 reviews need attention/ }).getAttribute('href')).toBe(
      '#/inbox/filter/overdue',
    );
    cleanup();
    render(<NeedsAttention count={0} targets="2★ or less within 24 h" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
