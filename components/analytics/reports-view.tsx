import { SidePanelEmptyView } from '@/components/shell/side-panel-empty-view';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view';

/** The report builder and its results (issue #6). Loaded lazily (components/shell/lazy-view.tsx): keep it the default export. */
export default function ReportsView({ route }: SidePanelViewProps) {
  return <SidePanelEmptyView route={route} />;
}
