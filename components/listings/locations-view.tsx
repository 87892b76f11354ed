import { SidePanelEmptyView } from '@/components/shell/side-panel-empty-view';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view';

/** The account's locations with search (issue #6). Loaded lazily (components/shell/lazy-view.tsx): keep it the default export. */
export default function LocationsView({ route }: SidePanelViewProps) {
  return <SidePanelEmptyView route={route} />;
}
