import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SuggestionsView from '@/components/listings/suggestions-view';
import { fakeSendMessage, useWorld } from '../../lib/listings/fake-listings-background';
import { clearListingsCache, fakeWorld } from '../../lib/listings/fake-world';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

let ACCOUNT = 'acc';
let n = 0;
beforeEach(async () => {
  await clearListingsCache();
  ACCOUNT = `sugg${++n}`;
});
afterEach(cleanup);
// Cold starts of the fake-indexeddb world can take over a second on a loaded machine.

const cards = () => screen.getAllByRole('listitem');

describe('side panel Suggestions', () => {
  it('pending first, each with location, field, current and suggested value side by side', async () => {
    useWorld(fakeWorld().deps);
    render(<SuggestionsView route={{ view: 'suggestions', path: [] }} accountId={ACCOUNT} />);
    await screen.findByRole('heading', { name: 'Uptown Café · Description' });
    expect(cards().map((card) => card.dataset.status)).toEqual([
      'WAITING_ON_CUSTOMER',
      'WAITING_ON_CUSTOMER',
      'ACCEPTED',
    ]);
    const phone = cards()[1] as HTMLElement;
    expect(within(phone).getByRole('heading', { name: 'Downtown Dental · Phone' })).toBeTruthy();
    const values = [...phone.querySelectorAll('dd')];
    expect(values.map((value) => value.textContent)).toEqual(['(412) 555-0100', '(412) 555-0199']);
    // Only the digits that change are marked.
    expect(values.map((value) => value.querySelector('del, ins')?.textContent)).toEqual(['0100', '0199']);
    expect(phone.textContent).toMatch(/Suggested on \w{3} \d{1,2}, \d{4}/);
    expect(within(cards()[2] as HTMLElement).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByText('2 to review')).toBeTruthy();
  });

  it('Accept asks first, then the location shows the new value and the list updates', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<SuggestionsView route={{ view: 'suggestions', path: [] }} accountId={ACCOUNT} />);
    const heading = await screen.findByRole('heading', { name: 'Downtown Dental · Phone' });
    const card = heading.closest('li') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this suggestion?' });
    expect(world.suggestions[0]?.status).toBe('WAITING_ON_CUSTOMER');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(/Accepted\. Downtown Dental's phone now reads "\(412\) 555-0199"/),
    ).toBeTruthy();
    expect(world.suggestions[0]?.status).toBe('ACCEPTED');
    await waitFor(() => expect(screen.getByText('1 to review')).toBeTruthy());
  });

  it('Reject asks first, then the location keeps its value and the list updates', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<SuggestionsView route={{ view: 'suggestions', path: [] }} accountId={ACCOUNT} />);
    const heading = await screen.findByRole('heading', { name: 'Uptown Café · Description' });
    const suggestion = world.suggestions.find((s) => s.fieldName === 'description');
    const location = world.locations.find((l) => l.id === suggestion?.locationId);
    const before = location?.description;
    fireEvent.click(within(heading.closest('li') as HTMLElement).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this suggestion?' });
    expect(suggestion?.status).toBe('WAITING_ON_CUSTOMER');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    // The field is a word of the sentence, not a label: "keeps its description", not "its Description".
    expect(await screen.findByText('Rejected. Uptown Café keeps its description.')).toBeTruthy();
    expect(suggestion?.status).toBe('REJECTED');
    expect(location?.description).toBe(before);
    await waitFor(() => expect(screen.getByText('1 to review')).toBeTruthy());
  });

  it('a suggestion resolved elsewhere is explained, not a crash, and the list shows where it stands', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<SuggestionsView route={{ view: 'suggestions', path: [] }} accountId={ACCOUNT} />);
    const heading = await screen.findByRole('heading', { name: 'Uptown Café · Description' });
    world.suggestions[2]!.status = 'ACCEPTED';
    fireEvent.click(within(heading.closest('li') as HTMLElement).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this suggestion?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/already accepted or rejected elsewhere/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 to review')).toBeTruthy());
  });

  it("a message belongs to its account: switching accounts leaves the first one's outcome behind", async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    const view = render(<SuggestionsView route={{ view: 'suggestions', path: [] }} accountId={ACCOUNT} />);
    const heading = await screen.findByRole('heading', { name: 'Uptown Café · Description' });
    fireEvent.click(within(heading.closest('li') as HTMLElement).getByRole('button', { name: 'Reject' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reject this suggestion?' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(await screen.findByText(/^Rejected\./)).toBeTruthy();
    const first = ACCOUNT;
    view.rerender(<SuggestionsView route={{ view: 'suggestions', path: [] }} accountId={`${first}-other`} />);
    await waitFor(() => expect(screen.queryByText(/^Rejected\./)).toBeNull());
    expect(screen.queryByText(/Uptown Café/)).toBeNull();
  });

  it('a resolved, accepted suggestion shows its old text as "Before", beside "After"', async () => {
    useWorld(fakeWorld().deps);
    render(<SuggestionsView route={{ view: 'suggestions', path: [] }} accountId={ACCOUNT} />);
    await screen.findByRole('heading', { name: 'Uptown Café · Description' });
    const accepted = cards().find((card) => card.dataset.status === 'ACCEPTED') as HTMLElement;
    expect([...accepted.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Before', 'After']);
    const pending = cards()[0] as HTMLElement;
    expect([...pending.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Current value',
      'Suggested value',
    ]);
  });
});
