import '../../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { InboxFilters } from '@/components/reviews/inbox/inbox-filters';
import { useFiltersFold } from '@/components/reviews/inbox/use-filters-fold';
import { filtersOpenItem } from '@/lib/reviews/filters-fold-setting';

/** The filters as the inbox list draws them: their fold kept by the page (use-filters-fold.ts). */
function KeptFilters() {
  const [open, setOpen] = useFiltersFold();
  return (
    <InboxFilters
      filter={{ unread: true }}
      onChange={() => {}}
      locations={[]}
      publishers={[]}
      open={open}
      onOpenChange={setOpen}
    />
  );
}

const fold = () => screen.getByRole('button', { name: 'Filters (1)' });

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('the filters\' fold, "Filters (n)"', () => {
  it('is open on the first use only, then as the person left it', async () => {
    render(<KeptFilters />);
    await waitFor(() => expect(fold().getAttribute('aria-expanded')).toBe('true'));
    expect(await filtersOpenItem.getValue()).toBe(false);
    cleanup();

    // The next opening: folded.
    render(<KeptFilters />);
    await waitFor(async () => expect(await filtersOpenItem.getValue()).toBe(false));
    expect(fold().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(fold());
    expect(fold().getAttribute('aria-expanded')).toBe('true');
    await waitFor(async () => expect(await filtersOpenItem.getValue()).toBe(true));
    cleanup();

    // Left open: open again.
    render(<KeptFilters />);
    await waitFor(() => expect(fold().getAttribute('aria-expanded')).toBe('true'));
  });

  it('a click before the remembered state is read stands', async () => {
    await filtersOpenItem.setValue(false);
    render(<KeptFilters />);
    fireEvent.click(fold());
    await waitFor(async () => expect(await filtersOpenItem.getValue()).toBe(true));
    expect(fold().getAttribute('aria-expanded')).toBe('true');
  });
});
