import { SidePanelEmptyView } from '@/components/shell/side-panel-empty-view';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view';

/** The activity log (issue #6). Loaded lazily (components/shell/lazy-view.tsx): keep it the default export. */
export default function ActivityView({ route }: SidePanelViewProps) {
  return <SidePanelEmptyView route={route} />;
}
