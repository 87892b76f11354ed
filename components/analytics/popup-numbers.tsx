import { ViewEmptyState } from '@/components/shell/view-empty-state';

/** The popup's Numbers tab: quick analytics over the last 30 days with data (issue #6). Loaded lazily (components/shell/lazy-view.tsx): keep it the default export. */
export default function PopupNumbers(_props: { accountId: string }) {
  return <ViewEmptyState topic="numbers" />;
}
