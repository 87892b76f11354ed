import type { ComponentChildren } from 'preact';
import { openSidePanel } from '@/lib/open-side-panel';

/**
 * A link from the popup to a side-panel view: a real link (its address says where it goes), whose
 * click opens the panel at that view (lib/open-side-panel.ts: inside the click, before any await).
 */
export function SidePanelLink({
  hash,
  class: className,
  label,
  children,
}: {
  hash: string;
  class?: string;
  /** The link's accessible name, where its text alone does not say it. */
  label?: string;
  children: ComponentChildren;
}) {
  return (
    <a
      class={className}
      aria-label={label}
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
