import { useEffect, useState } from 'preact/hooks';
import { parseRoute, type SidePanelRoute } from './side-panel-route';

/** The current side panel route, following hash changes (links, Back/Forward, deep links). */
export function useHashRoute(): SidePanelRoute {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    // The same route keeps its object, so what is memoized on it (the view) is not rendered again.
    const update = () =>
      setRoute((now) => {
        const next = parseRoute(window.location.hash);
        return next.view === now.view && next.path.join('/') === now.path.join('/') ? now : next;
      });
    window.addEventListener('hashchange', update);
    // The hash may have changed between the first render and this effect.
    update();
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
