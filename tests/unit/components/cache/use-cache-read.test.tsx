import '../../i18n-setup';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CacheChange } from '@/lib/cache/changes';

const listeners = new Set<(change: CacheChange) => void>();
vi.mock('@/lib/cache/changes', () => ({
  onCacheChange: (listener: (change: CacheChange) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));

const { useCacheRead } = await import('@/components/cache/use-cache-read');

afterEach(cleanup);

/** A read whose answers the test gives, one per call, in any order. */
function manualReads() {
  const answers: ((value: string) => void)[] = [];
  const read = () => new Promise<string>((resolve) => answers.push(resolve));
  return { read, answers };
}

function Shown({ read }: { read: () => Promise<string> }) {
  const value = useCacheRead('acc-1', ['suggestions'], 'acc-1', read);
  return <p>{value ?? 'Loading…'}</p>;
}

const announce = () => {
  for (const listener of listeners) listener({ accountId: 'acc-1', stores: ['suggestions'] });
};

describe('a cache read while the background keeps announcing changes', () => {
  it('shows the first read that answers, though newer reads were asked for meanwhile', async () => {
    const { read, answers } = manualReads();
    render(<Shown read={read} />);
    announce();
    announce();
    expect(answers).toHaveLength(3);
    await act(async () => answers[0]?.('first'));
    expect(screen.getByText('first')).toBeTruthy();
    await act(async () => answers[2]?.('third'));
    expect(screen.getByText('third')).toBeTruthy();
  });

  it('never shows an older read over a newer one that answered first', async () => {
    const { read, answers } = manualReads();
    render(<Shown read={read} />);
    announce();
    await act(async () => answers[1]?.('newer'));
    await act(async () => answers[0]?.('older'));
    expect(screen.getByText('newer')).toBeTruthy();
  });
});
