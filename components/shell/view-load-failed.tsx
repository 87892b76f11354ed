import { Button } from '@/components/ui/button';
import { i18n } from '@/lib/i18n/translate';

/**
 * What shows where a view's code could not be fetched. That is most often code an update replaced
 * while the page was open: the page's own files name the new ones, so a reload, not a retry, brings
 * the view. Laid out as the loading block it replaces; no banner, whose code the popup's first
 * load would carry.
 */
export function ViewLoadFailed() {
  return (
    <div class="loading-block" role="alert">
      <strong>{i18n.t('common.viewFailed.title')}</strong>
      <span>{i18n.t('common.viewFailed.body')}</span>
      <Button onClick={() => location.reload()}>{i18n.t('common.viewFailed.reload')}</Button>
    </div>
  );
}
