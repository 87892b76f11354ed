import type { JSX } from 'preact';

/**
 * The few icons the UI needs, drawn inline (24-unit grid, currentColor) so they look the same on
 * every OS font and cost a few bytes each. Always decorative: the text next to them names things.
 */
type IconProps = { size?: number; class?: string };

function icon(paths: JSX.Element) {
  return ({ size = 16, class: className }: IconProps) => (
    <svg
      class={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths}
    </svg>
  );
}

export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const SuccessIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const WarningIcon = icon(<path d="M12 4 2.5 20h19L12 4Zm0 6v4m0 3h.01" />);
export const ErrorIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6m0 3.5h.01" />
  </>,
);
export const RefreshIcon = icon(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const BackIcon = icon(<path d="M15 5l-7 7 7 7" />);
export const ExternalIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const SidePanelIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M14 4v16" />
  </>,
);
export const LinkAccountIcon = icon(
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
export const InboxIcon = icon(<path d="M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6l2-8Z" />);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
