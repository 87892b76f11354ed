import '../../../i18n-setup';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxFilters, SEARCH_DEBOUNCE_MS } from '@/components/reviews/inbox/inbox-filters';
import { activeFilterCount, type ReviewFilter } from '@/lib/reviews/review-filter';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What a person does first: the filters start folded, their controls not drawn. */
const unfold = () => fireEvent.click(screen.getByRole('button', { name: /^Filters \(\d+\)$/ }));

const choices = {
  locations: [{ id: 'loc1', label: 'Downtown' }],
  publishers: [{ id: 'BRANDB', label: 'BRANDB' }],
};

describe('InboxFilters', () => {
  it('counts the filters set, for the narrow panel\'s "Filters (n)" (the search box stays out of the fold)', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ text: 'parking', locationIds: [], awaiting: false, label: '' })).toBe(0);
    expect(activeFilterCount({ minRating: 1, maxRating: 2, done: true, publisherIds: ['BRANDB'] })).toBe(4);
    // A Reputation figure's period is one filter, its chip.
    expect(activeFilterCount({ since: 1, before: 2, counted: true, locationIds: ['loc1'] })).toBe(2);
  });

  it('the filters fold behind one "Filters (n)" button that says whether they are shown', () => {
    render(<InboxFilters filter={{ minRating: 2, unread: true }} onChange={() => {}} {...choices} />);
    const fold = screen.getByRole('button', { name: 'Filters (2)' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(fold.getAttribute('aria-controls') ?? '');
    expect(body?.getAttribute('data-open')).toBe('false');
    // Folded, nothing is drawn behind it: not a control, not a choice.
    expect(body?.childElementCount).toBe(0);
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect(body?.getAttribute('data-open')).toBe('true');
    expect(body?.contains(screen.getByRole('checkbox', { name: 'Done only' }))).toBe(true);
    expect(body?.contains(screen.getByRole('combobox', { name: 'Location' }))).toBe(true);
    fireEvent.click(fold);
    expect(body?.childElementCount).toBe(0);
  });

  it('debounces the text search into one change, keeping the other filters', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<InboxFilters filter={{ minRating: 2 }} onChange={onChange} {...choices} />);
    const search = screen.getByRole('searchbox', { name: 'Search reviews' });
    fireEvent.input(search, { target: { value: 'par' } });
    fireEvent.input(search, { target: { value: 'parking' } });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ minRating: 2, text: 'parking' });
  });

  it('each control sets its part of the filter; Clear empties everything, also a search still waiting', () => {
    vi.useFakeTimers();
    let filter: ReviewFilter = {};
    const onChange = vi.fn((next: ReviewFilter) => {
      filter = next;
    });
    const view = render(<InboxFilters filter={filter} onChange={onChange} {...choices} />);
    const rerender = () => view.rerender(<InboxFilters filter={filter} onChange={onChange} {...choices} />);
    unfold();
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'loc1' } });
    rerender();
    fireEvent.change(screen.getByRole('combobox', { name: 'Stars from' }), { target: { value: '1' } });
    rerender();
    fireEvent.change(screen.getByLabelText('to', { exact: true }), { target: { value: '2' } });
    rerender();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    rerender();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Awaiting response' }));
    rerender();
    expect(filter).toEqual({
      locationIds: ['loc1'],
      minRating: 1,
      maxRating: 2,
      fromDate: '2026-11-01',
      awaiting: true,
    });
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search reviews' }), { target: { value: 'late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    rerender();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(filter).toEqual({});
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveProperty('value', '');
  });

  it('offers folder, country, label, reviewer email and follow-ups only where they choose something', () => {
    let filter: ReviewFilter = {};
    const onChange = vi.fn((next: ReviewFilter) => {
      filter = next;
    });
    const places = {
      folders: [
        { id: '41', label: 'Folder 41' },
        { id: '42', label: 'Folder 42' },
      ],
      countries: [{ id: 'US', label: 'United States' }],
      labels: [{ id: 'Flagship', label: 'Flagship' }],
    };
    const props = () => ({ filter, onChange, ...choices, ...places, emails: true });
    const view = render(<InboxFilters {...props()} />);
    const rerender = () => view.rerender(<InboxFilters {...props()} />);
    unfold();
    // One country decides nothing: no select for it.
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Folder' }), { target: { value: '42' } });
    rerender();
    fireEvent.change(screen.getByRole('combobox', { name: 'Label' }), { target: { value: 'Flagship' } });
    rerender();
    fireEvent.change(screen.getByLabelText('Reviewer email'), { target: { value: ' pat@example.org ' } });
    rerender();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Customer follow-ups' }));
    rerender();
    expect(filter).toEqual({
      folderId: '42',
      label: 'Flagship',
      authorEmail: 'pat@example.org',
      followUps: true,
    });
    view.rerender(<InboxFilters filter={{}} onChange={onChange} {...choices} />);
    expect(screen.queryByLabelText('Reviewer email')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Folder' })).toBeNull();
  });
});
