import { SidePanelEmptyView } from '@/components/shell/side-panel-empty-view';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view';

/** The side panel's inbox: filters, the list, the thread and the composer (issue #5). Loaded lazily (components/shell/lazy-view.tsx): keep it the default export. */
export default function InboxView({ route }: SidePanelViewProps) {
  return <SidePanelEmptyView route={route} />;
}
