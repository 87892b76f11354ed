import { LazyView } from '@/components/shell/lazy-view';
import type { ReplyOutboxBlockProps } from './reply-outbox-block';

// Module-level, so LazyView sees one loader. Most cards have no reply leaving: the popup card
// renders this only for a review with one in the outbox, so its code (and the outbox's styles)
// stays out of the popup's first load (README › Benchmarks) until a reply is under way.
const load = () => import('./reply-outbox-block').then((module) => ({ default: module.ReplyOutboxBlock }));

/** The review's replies as they leave, loaded the first time a card has one. */
export function LazyReplyOutboxBlock(props: ReplyOutboxBlockProps) {
  return <LazyView load={load} props={props} />;
}
