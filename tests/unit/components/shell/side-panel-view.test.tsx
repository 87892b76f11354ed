import '../../i18n-setup';
import { act, cleanup, render } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidePanelView } from '@/components/shell/side-panel-view';
import { useHashRoute } from '@/components/shell/use-hash-route';

// The inbox's code, as a view that counts its renders.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/reviews/inbox-view', () => ({
  default: ({ route }: { route: { path: string[] } }) => {
    renders.count += 1;
    return <p>Inbox {route.path.join('/')}</p>;
  },
}));

afterEach(cleanup);

describe('the side panel view', () => {
  it('renders again when its route changes, not when the page around it does', async () => {
    window.location.hash = '#/inbox';
    let bump = () => {};
    function Page() {
      const route = useHashRoute();
      const [tick, setTick] = useState(0);
      bump = () => setTick((n) => n + 1);
      return (
        <div data-tick={tick}>
          <SidePanelView route={route} accountId="acc" />
        </div>
      );
    }
    const { findByText } = render(<Page />);
    await findByText('Inbox');
    const settled = renders.count;
    // The page's own state (its session, sync status, badges) changing.
    act(() => bump());
    act(() => bump());
    expect(renders.count).toBe(settled);
    // The same address announced again keeps the route.
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(renders.count).toBe(settled);
    window.location.hash = '#/inbox/review/r1';
    await findByText('Inbox review/r1');
    expect(renders.count).toBe(settled + 1);
  });
});
