import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LocationsView from '@/components/listings/locations-view';
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
  ACCOUNT = `loc${++n}`;
});
afterEach(cleanup);
// Cold starts of the fake-indexeddb world can take over a second on a loaded machine.

describe('side panel Locations', () => {
  it('lists the locations; search narrows them; each links to listings, reviews and numbers', async () => {
    useWorld(fakeWorld({ locations: 5 }).deps);
    render(<LocationsView route={{ view: 'locations', path: [] }} accountId={ACCOUNT} />);
    await screen.findByRole('heading', { name: 'Downtown Dental' });
    expect(screen.getByText('5 locations')).toBeTruthy();
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search locations' }), {
      target: { value: 'café denver' },
    });
    expect(screen.getByText('1 location')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Downtown Dental' })).toBeNull();
    const links = within(screen.getByRole('navigation', { name: 'Open Uptown Café' }));
    expect(links.getByRole('link', { name: 'Listings' }).getAttribute('href')).toBe(
      '#/listings/location/1002',
    );
    expect(links.getByRole('link', { name: 'Reviews' }).getAttribute('href')).toBe('#/inbox/location/1002');
    expect(links.getByRole('link', { name: 'Numbers' }).getAttribute('href')).toBe('#/reports/location/1002');
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search locations' }), {
      target: { value: 'nowhere' },
    });
    expect(screen.getByText('No location matches "nowhere".')).toBeTruthy();
  });

  it('a hostile location name and website show as plain text, never as markup or a javascript: link', async () => {
    const world = fakeWorld({ locations: 2 });
    Object.assign(world.locations[0] as object, { locationName: HOSTILE, websiteUrl: 'javascript:alert(2)' });
    useWorld(world.deps);
    const { container } = render(
      <LocationsView route={{ view: 'locations', path: [] }} accountId={ACCOUNT} />,
    );
    expect(await screen.findByRole('heading', { name: HOSTILE })).toBeTruthy();
    expect(container.querySelector('img[src="x"], [onerror], a[href^="javascript:" i]')).toBeNull();
  });
});

const HOSTILE = '<img src=x onerror=alert(1)>Hostile Bakery';
