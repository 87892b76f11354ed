import { i18n } from '#i18n';
import '@/assets/styles/ui/spinner.css';

/** A small spinner beside the text it stands with; `label` says, for screen readers, what is loading. */
export function Spinner({ label }: { label: string }) {
  return (
    <span class="spinner-wrap" role="status">
      <span class="spinner" aria-hidden="true" />
      <span class="visually-hidden">{label}</span>
    </span>
  );
}

/** A centred spinner with a visible caption, for a region still loading its first content. */
export function LoadingBlock({ label = i18n.t('common.loading') }: { label?: string }) {
  return (
    <div class="loading-block" role="status">
      <span class="spinner spinner--lg" aria-hidden="true" />
      <span class="loading-block__label">{label}</span>
    </div>
  );
}
