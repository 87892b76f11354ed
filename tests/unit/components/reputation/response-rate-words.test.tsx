/**
 * The response rate says what it counts wherever it stands: the headline (popup and side panel
 * share it) right after its value, the per-location table beside the count it is over, and the
 * table's CSV with the same numbers. Figures come from computeFigures over review facts, as the
 * background computes them.
 */
import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupTable } from '@/components/reputation/group-table';
import { HeadlineFigures } from '@/components/reputation/headline-figures';
import { resolvePeriod } from '@/lib/reputation/period';
import { computeFigures } from '@/lib/reputation/reputation-figures';
import type { ReviewFact } from '@/lib/reputation/review-facts';
import { NO_THEMES } from '@/lib/themes/theme-masks';

const HOUR = 3_600_000;
const NOW = new Date(2026, 10, 25, 12, 0).getTime();
const THIRTY = resolvePeriod({ kind: 'last', days: 30 }, NOW)!;

let n = 0;
/** `count` reviews of a location two days ago: on BRANDB (takes replies) or BRANDA (takes none). */
function reviews(
  count: number,
  kind: 'answered' | 'waiting' | 'unanswerable',
  locationId = 'L1',
): ReviewFact[] {
  const publishedAt = NOW - 48 * HOUR;
  return Array.from({ length: count }, () => ({
    id: String(++n),
    locationId,
    publisherId: kind === 'unanswerable' ? 'BRANDA' : 'BRANDB',
    rating: 4,
    publishedAt,
    answerable: kind !== 'unanswerable',
    themes: NO_THEMES,
    ...(kind === 'answered' ? { firstReplyAt: publishedAt + 2 * HOUR } : {}),
    ...(kind === 'waiting' ? { waitingSince: publishedAt } : {}),
  }));
}

const figuresOf = (facts: ReviewFact[]) =>
  computeFigures(facts, THIRTY, { now: NOW, bands: { low: 24, rest: 72 } });

/** The text that follows a label in the headline (its value, then what it counts). */
const valueAfter = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.trim();

afterEach(cleanup);

describe('the headline response rate', () => {
  it('is over the reviews that can be answered, with the share of every review after it', () => {
    // 78 reviews: 49 on publishers that take replies, 32 of them answered.
    render(
      <HeadlineFigures
        figures={figuresOf([
          ...reviews(32, 'answered'),
          ...reviews(17, 'waiting'),
          ...reviews(29, 'unanswerable'),
        ])}
      />,
    );
    expect(valueAfter('Response rate')).toBe('65% of 49 that can be answered (41% of all 78)');
  });

  it('when every review can be answered, says so plainly', () => {
    render(<HeadlineFigures figures={figuresOf([...reviews(2, 'answered'), ...reviews(1, 'waiting')])} />);
    expect(valueAfter('Response rate')).toBe('67% of all 3 reviews');
  });

  it('when none can be answered, has no rate and says why', () => {
    render(<HeadlineFigures figures={figuresOf(reviews(2, 'unanswerable'))} />);
    expect(valueAfter('Response rate')).toBe(
      '— none of the 2 reviews can be answered: their publishers take no replies',
    );
  });

  it('with no reviews, has no rate and nothing to explain', () => {
    render(<HeadlineFigures figures={figuresOf([])} />);
    expect(valueAfter('Response rate')).toBe('—');
  });

  it('awaiting response is a count of now over every review, its change since the period began', () => {
    render(<HeadlineFigures figures={figuresOf(reviews(3, 'waiting'))} />);
    expect(valueAfter('Awaiting response')).toMatch(/^3 \(now, all time; oldest waiting \d+ days?\)$/);
    const figure = screen.getByText('Awaiting response', { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(figure).getByText('up 3 since the period began')).toBeTruthy();
  });
});

describe('the share answered within target', () => {
  it('follows the four, with what it counts: answered in time of those answered or past their target', () => {
    // Reviews of two days ago (4★, due in 72 h): 2 answered in 2 h, 1 still inside its target.
    render(<HeadlineFigures figures={figuresOf([...reviews(2, 'answered'), ...reviews(1, 'waiting')])} />);
    expect(valueAfter('Answered within target')).toBe('100% of 2 answered or past their target');
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels.at(-1)).toBe('Answered within target');
  });
});

describe('the per-location table and its CSV', () => {
  // "8 reviews beside 100 %" read as 8 answered; 3 of them could be.
  const figures = figuresOf([
    ...reviews(3, 'answered', 'north'),
    ...reviews(5, 'unanswerable', 'north'),
    ...reviews(1, 'answered', 'south'),
    ...reviews(3, 'waiting', 'south'),
  ]);
  const nameOf = (id: string) => (id === 'north' ? 'North Shop' : 'South Shop');

  it("writes each row's response rate with the reviews that can be answered, which it is over", () => {
    render(<GroupTable kind="locations" rows={figures.byLocation} nameOf={nameOf} fileName="x.csv" />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
    expect(headers).toEqual([
      'Location',
      'Reviews',
      'Average rating ▲',
      'Response rate',
      'Median response time',
    ]);
    const cells = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/North Shop/)).toEqual(['8', '4.0', '100% of 3', '2 h']);
    expect(cells(/South Shop/)).toEqual(['4', '4.0', '25% of 4', '2 h']);
    expect(
      screen.getByText(
        'Response rate: of the reviews that can be answered, those on publishers that take replies.',
      ),
    ).toBeTruthy();
  });

  // Changed deliberately: the CSV gained "Answered within target (%)" (Options › Response targets).
  it('downloads the same columns and numbers, the rate named by what it counts', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    render(<GroupTable kind="locations" rows={figures.byLocation} nameOf={nameOf} fileName="x.csv" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const lines = (await blobs[0].text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Location,Reviews,Average rating,Reviews that can be answered,Response rate (% of those that can be answered),Median response time (hours),Answered within target (%)',
    );
    // South's three waiting reviews are two days old, still inside their 72 h: not counted yet.
    expect(lines.slice(1).sort()).toEqual(['North Shop,8,4,3,100,2,100', 'South Shop,4,4,4,25,2,100']);
    vi.restoreAllMocks();
  });
});
