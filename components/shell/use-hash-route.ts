import { useEffect, useState } from 'preact/hooks';
import { parseRoute, type SidePanelRoute } from './side-panel-route';

/** The current side panel route, following hash changes (links, Back/Forward, deep links). */
export function useHashRoute(): SidePanelRoute {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', update);
    // The hash may have changed between the first render and this effect.
    update();
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
