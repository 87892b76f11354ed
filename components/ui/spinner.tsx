import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/ui/spinner.css';

/** A centred spinner with a visible caption, for a region still loading its first content. */
export function LoadingBlock({ label = i18n.t('common.loading') }: { label?: string }) {
  return (
    <div class="loading-block" role="status">
      <span class="spinner spinner--lg" aria-hidden="true" />
      <span class="loading-block__label">{label}</span>
    </div>
  );
}
