import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReportsView from '@/components/analytics/reports-view';
import { openCache } from '@/lib/cache/db';
import { depsFor, fakeApi, fakeSendMessage, useDeps } from '../../lib/analytics/fake-analytics';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

let ACCOUNT = 'acc';
let n = 0;
beforeEach(async () => {
  ACCOUNT = `reports${++n}`;
  const db = await openCache();
  for (const [i, id] of ['loc1', 'loc2'].entries())
    await db.put('locations', { accountId: ACCOUNT, id, locationName: `Branch ${id}`, order: i });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
configure({ asyncUtilTimeout: 15_000 });

const show = (path: string[] = []) =>
  render(<ReportsView route={{ view: 'reports', path }} accountId={ACCOUNT} />);
const checkbox = (group: string, name: RegExp) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name });
const ready = () => screen.findByText(/^Data through Nov 9, 2026/);

// Loaded machines render slowly under fake-indexeddb: room beyond the 5 s default.
describe('Reports view', { timeout: 20_000 }, () => {
  it('defaults the end date to the max date and presets the location from the route', async () => {
    useDeps(depsFor(fakeApi()));
    show(['location', 'loc2']);
    await ready();
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-09');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-08-11');
    const location = screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement;
    expect(location.value).toBe('loc2');
    // Named from the cached locations once they are read.
    expect(await screen.findByRole('option', { name: 'Branch loc2', selected: true })).toBeTruthy();
  });

  it('explains the rules and will not run two BRANDD_ dimensions; the background refuses them too', async () => {
    useDeps(depsFor(fakeApi()));
    show();
    await ready();
    const run = screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement;
    expect(run.disabled).toBe(false);
    fireEvent.click(checkbox('Split by', /^Gender/));
    fireEvent.click(checkbox('Split by', /^Age group/));
    expect(run.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Run in background' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/Choose only one of gender, age or time of day/)).toBeTruthy();
    expect(checkbox('Split by', /^Age group/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(run.closest('form') as HTMLFormElement);
    expect(fakeSendMessage).not.toHaveBeenCalledWith('runReport', expect.anything());
    // One of the two taken away, the form may run again and says nothing is wrong.
    fireEvent.click(checkbox('Split by', /^Gender/));
    expect(run.disabled).toBe(false);
    expect(screen.queryByText(/Choose only one of gender, age or time of day/)).toBeNull();
    expect(checkbox('Split by', /^Age group/).getAttribute('aria-invalid')).not.toBe('true');

    const refused = await fakeSendMessage('runReport', {
      accountId: ACCOUNT,
      request: { metrics: ['SEARCHES'], dimensions: ['BRANDD_GENDER', 'BRANDD_AGE'] },
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/cannot be run: Choose only one/) },
    });
  });

  it('marks BrandA searches as weekly and says when the data ends before the chosen end', async () => {
    useDeps(depsFor(fakeApi()));
    show();
    await ready();
    expect(
      within(checkbox('Metrics', /^BrandA Searches/).closest('label') as HTMLElement).getByText('weekly'),
    ).toBeTruthy();
    fireEvent.click(checkbox('Metrics', /^Searches$/));
    fireEvent.click(checkbox('Metrics', /^Profile Views/));
    fireEvent.click(checkbox('Metrics', /^BrandA Searches/));
    expect(screen.getByText('The data ends on Nov 1, 2026: the report stops there.')).toBeTruthy();
  });

  it('runs synchronously: table, chart and a generated CSV', async () => {
    const api = fakeApi();
    useDeps(depsFor(api));
    show(['location', 'loc1']);
    await ready();
    await screen.findByRole('option', { name: 'Branch loc1', selected: true });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(api.analytics.report).toHaveBeenCalledWith(
      expect.objectContaining({ filters: expect.objectContaining({ locationIds: ['loc1'] }) }),
    );
    expect(result.getAttribute('data-source')).toBe('sync');
    expect(within(result).getByText('91 rows')).toBeTruthy();
    expect(within(result).getByRole('img', { name: 'Searches by day' })).toBeTruthy();
    const table = within(result).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Searches', 'Profile Views']);
    expect(within(table).getAllByRole('row')).toHaveLength(92);

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    fireEvent.click(within(result).getByRole('button', { name: 'Download CSV' }));
    const text = await blobs[0]?.text();
    expect(text?.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('day,Searches,Profile Views');
    expect(text?.trim().split('\r\n')).toHaveLength(92);
  });

  it('runs in the background: PENDING with checks, then the service rows', async () => {
    const api = fakeApi({ pendingPolls: 3 });
    useDeps(depsFor(api));
    show();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Run in background' }));
    expect(await screen.findByText('Preparing report…', { selector: 'strong' })).toBeTruthy();
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(result.getAttribute('data-source')).toBe('service');
    expect(screen.queryByText('Preparing report…', { selector: 'strong' })).toBeNull();
    expect(api.analytics.downloadReport).toHaveBeenCalledWith('https://svc/report.csv', expect.anything());
  });

  it('cancels a report while it is PENDING', async () => {
    useDeps(depsFor(fakeApi({ pendingPolls: 1_000_000 })));
    show();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Run in background' }));
    await screen.findByText(/Checked (once|\d+ times)/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The report was cancelled.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Run in background' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says why the max dates could not be read', async () => {
    useDeps({
      ...depsFor(fakeApi()),
      withApi: async () => Promise.reject(Object.assign(new Error('x'), { name: 'NetworkError' })),
    });
    show();
    expect(await screen.findByText(/could not be reached/)).toBeTruthy();
  });
});

describe('Report table', () => {
  it('names dimension columns and shows locations by name, the id when unknown', async () => {
    const { ReportTable } = await import('@/components/analytics/report-table');
    render(
      <ReportTable
        columns={['location_id', 'age', 'BrandD Daily Checkins']}
        rows={[
          { location_id: 'loc1', age: '18-24', 'BrandD Daily Checkins': 1234 },
          { location_id: 'loc9', age: '65+', 'BrandD Daily Checkins': 5 },
        ]}
        locationName={(id) => (id === 'loc1' ? 'Branch loc1' : id)}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Location',
      'Age group',
      'BrandD Daily Checkins',
    ]);
    const cells = screen.getAllByRole('cell').map((td) => td.textContent);
    expect(cells).toEqual(['Branch loc1', '18-24', '1,234', 'loc9', '65+', '5']);
  });
});
