import { LazyView } from '@/components/shell/lazy-view';
import type { ReplyComposerProps } from './reply-composer';

// Module-level, so LazyView sees one loader. The composer is a chunk of its own: the popup's first
// load stays within its size budget (README › Benchmarks) and fetches it on the first Reply.
const load = () => import('./reply-composer').then((module) => ({ default: module.ReplyComposer }));

/** The reply composer, loaded the first time it is shown. */
export function LazyReplyComposer(props: ReplyComposerProps) {
  return <LazyView load={load} props={props} />;
}
