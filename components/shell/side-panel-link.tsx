import type { ComponentChildren } from 'preact';
import { openSidePanel } from '@/lib/open-side-panel';

/**
 * A link from the popup to a side-panel view: a real link (its address says where it goes), whose
 * click opens the panel at that view (lib/open-side-panel.ts: inside the click, before any await).
 */
export function SidePanelLink({
  hash,
  class: className,
  children,
}: {
  hash: string;
  class?: string;
  children: ComponentChildren;
}) {
  return (
    <a
      class={className}
      href={`/sidepanel.html${hash}`}
      onClick={(event) => {
        event.preventDefault();
        void openSidePanel(hash);
      }}
    >
      {children}
    </a>
  );
}
