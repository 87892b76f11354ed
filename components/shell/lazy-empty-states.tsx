import type { ConnectPromptProps } from './connect-prompt';
import { LazyView } from './lazy-view';
import type { ViewEmptyStateProps } from './view-empty-state';

// Module-level, so LazyView sees one loader each. A page with an account and something cached
// (the popup's common open) never shows these, so their code stays out of its first load
// (docs/benchmarks.md); when one is due, it arrives from the extension's own files a few ms later.
const loadConnect = () => import('./connect-prompt').then((module) => ({ default: module.ConnectPrompt }));
const loadEmpty = () => import('./view-empty-state').then((module) => ({ default: module.ViewEmptyState }));

/** The Connect account prompt (connect-prompt.tsx), loaded when shown. */
export function LazyConnectPrompt(props: ConnectPromptProps) {
  return <LazyView load={loadConnect} props={props} loading={null} />;
}

/** "No reviews yet" and its siblings (view-empty-state.tsx), loaded when shown. */
export function LazyViewEmptyState(props: ViewEmptyStateProps) {
  return <LazyView load={loadEmpty} props={props} loading={null} />;
}
