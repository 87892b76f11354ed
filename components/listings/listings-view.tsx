import { SidePanelEmptyView } from '@/components/shell/side-panel-empty-view';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view';

/** Listings by location or publisher, opt-in (issue #6). Loaded lazily (components/shell/lazy-view.tsx): keep it the default export. */
export default function ListingsView({ route }: SidePanelViewProps) {
  return <SidePanelEmptyView route={route} />;
}
