import { SidePanelEmptyView } from '@/components/shell/side-panel-empty-view';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view';

/** Publisher suggestions to accept or reject (issue #6). Loaded lazily (components/shell/lazy-view.tsx): keep it the default export. */
export default function SuggestionsView({ route }: SidePanelViewProps) {
  return <SidePanelEmptyView route={route} />;
}
