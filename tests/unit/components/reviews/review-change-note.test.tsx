import '../../i18n-setup';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { EarlierText } from '@/components/reviews/inbox/earlier-text';
import { ReviewChangeNote } from '@/components/reviews/review-change-note';

afterEach(cleanup);

describe('the edited / removed marker', () => {
  it('shows the first kept rating and the current one; only "Edited" when the rating stayed', () => {
    const { container, rerender } = render(
      <ReviewChangeNote review={{ rating: 4, edits: [{ rating: 2, content: 'Meh', seenAt: 1 }] }} />,
    );
    expect(container.textContent).toBe('Edited ★2 → ★4');
    rerender(<ReviewChangeNote review={{ rating: 4, edits: [{ rating: 4, content: 'Meh', seenAt: 1 }] }} />);
    expect(container.textContent).toBe('Edited');
    rerender(<ReviewChangeNote review={{ rating: 4 }} />);
    expect(container.textContent).toBe('');
  });

  it('a removed review says so, whatever its edits', () => {
    render(
      <ReviewChangeNote
        review={{ rating: 4, status: 'REMOVED', edits: [{ rating: 2, content: '', seenAt: 1 }] }}
      />,
    );
    expect(screen.getByText('Removed by the publisher')).toBeTruthy();
  });

  it('"Show earlier text" discloses what the review said before, newest edit first', () => {
    render(
      <EarlierText
        edits={[
          { rating: 2, content: 'First words.', seenAt: 1_000 },
          { rating: 3, title: 'Better', content: 'Second words.', seenAt: 2_000 },
        ]}
      />,
    );
    fireEvent.click(screen.getByText('Show earlier text'));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items[0]).toContain('Second words.');
    expect(items[0]).toContain('Better');
    expect(items[1]).toContain('First words.');
  });
});
