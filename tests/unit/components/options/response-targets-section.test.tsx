/**
 * Options › Response targets as a person uses it: the two bands saved as typed, a band turned off
 * and on again, a wrong number refused in words, and one account given targets of its own.
 */
import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ResponseTargetsSection } from '@/components/options/response-targets-section';
import { accountsItem } from '@/lib/accounts/account-items';
import { readResponseTargets } from '@/lib/reviews/response-targets';
import { accountSummary } from '../../lib/accounts/fixtures';

const LOW = '2★ or less: answer within (hours)';
const REST = '3★ and more: answer within (hours)';
const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('Options › Response targets', () => {
  it('shows the defaults, saves each band as typed, and refuses a number out of bounds', async () => {
    render(<ResponseTargetsSection />);
    expect(((await screen.findByRole('spinbutton', { name: LOW })) as HTMLInputElement).value).toBe('24');
    expect(field(REST).value).toBe('72');
    // One account: nothing to choose between.
    expect(screen.queryByRole('combobox', { name: 'Targets for' })).toBeNull();

    fireEvent.input(field(LOW), { target: { value: '8' } });
    await waitFor(async () => expect((await readResponseTargets()).all).toEqual({ low: 8, rest: 72 }));
    fireEvent.input(field(REST), { target: { value: '400' } });
    expect(await screen.findByText('Enter a whole number of hours from 1 to 336.')).toBeTruthy();
    expect((await readResponseTargets()).all.rest).toBe(72);
  });

  it('turns a band off, and on again at its default', async () => {
    render(<ResponseTargetsSection />);
    const off = await screen.findByRole('checkbox', { name: 'No target for 3★ and more' });
    fireEvent.click(off);
    await waitFor(async () => expect((await readResponseTargets()).all).toEqual({ low: 24, rest: null }));
    await waitFor(() => expect(field(REST).disabled).toBe(true));
    fireEvent.click(off);
    await waitFor(async () => expect((await readResponseTargets()).all).toEqual({ low: 24, rest: 72 }));
    await waitFor(() => expect(field(REST).disabled).toBe(false));
  });

  it("gives one account targets of its own; the others keep every account's", async () => {
    await accountsItem.setValue([accountSummary('a'), accountSummary('b')]);
    render(<ResponseTargetsSection />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Targets for' }), {
      target: { value: 'b' },
    });
    const own = await screen.findByRole('checkbox', { name: 'Account b has targets of its own' });
    // Until it has its own, it shows every account's, which cannot be edited from here.
    expect(field(LOW).disabled).toBe(true);
    fireEvent.click(own);
    await waitFor(() => expect(field(LOW).disabled).toBe(false));
    fireEvent.input(field(LOW), { target: { value: '4' } });
    await waitFor(async () =>
      expect(await readResponseTargets()).toEqual({
        all: { low: 24, rest: 72 },
        accounts: { b: { low: 4, rest: 72 } },
      }),
    );
    fireEvent.click(own);
    await waitFor(async () => expect((await readResponseTargets()).accounts).toEqual({}));
  });
});
