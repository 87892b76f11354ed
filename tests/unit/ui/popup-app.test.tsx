import './i18n-setup';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/entrypoints/popup/app';

afterEach(cleanup);

describe('popup App', () => {
  it('before connecting: the three tabs, and a Connect account button explaining what it does', () => {
    const onConnect = vi.fn();
    render(<App connected={false} onConnect={onConnect} />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Reviews', 'Listings', 'Numbers']);
    expect(screen.getByRole('heading', { name: 'Connect your account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect account' }));
    expect(onConnect).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Open side panel' })).toBeTruthy();
  });

  it('every tab explains connecting until an account is connected', () => {
    render(<App connected={false} onConnect={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Numbers' }));
    expect(screen.getByRole('button', { name: 'Connect account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('once connected with nothing synced: honest empty states per tab and the Refresh button', async () => {
    const onRefresh = vi.fn();
    render(<App connected onConnect={() => {}} sync={{ state: 'idle', onRefresh }} />);
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
    expect(screen.getByText("We'll notify you the moment a new review arrives.")).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Listings' }));
    expect(await screen.findByRole('heading', { name: 'No listings yet' })).toBeTruthy();
    expect(screen.getByText('Not synced yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
