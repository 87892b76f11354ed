import '../../i18n-setup';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyView, preloaded } from '@/components/shell/lazy-view';

afterEach(cleanup);

const View = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a view whose code is a chunk of its own', () => {
  it('shows loading until its code is there, then the view', async () => {
    const load = preloaded(async () => ({ default: View }));
    render(<LazyView load={load} props={{ name: 'Ada' }} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('renders at once, with no loading frame, when its code was loaded before (the panel boot)', async () => {
    const load = preloaded(async () => ({ default: View }));
    await load();
    render(<LazyView load={load} props={{ name: 'Ada' }} />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads the code once, however often it is asked for', async () => {
    let loads = 0;
    const load = preloaded(async () => {
      loads += 1;
      return { default: View };
    });
    await Promise.all([load(), load()]);
    await load();
    expect(loads).toBe(1);
  });
});

describe('a view whose code cannot be fetched', () => {
  it('says so and offers a reload, instead of loading for ever', async () => {
    const load = preloaded<{ name: string }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(<LazyView load={load} props={{ name: 'Ada' }} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This view could not load');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
