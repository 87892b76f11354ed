import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { MODEL_DOWNLOAD_GB } from '@/lib/drafting/model-state';
import { i18n } from '@/lib/i18n/translate';
import type { ModelStatus } from './use-model-state';

/**
 * What can be done about Chrome's writing model, in words: download it (its size as Google gives
 * it, since the API gives none), follow a download with its progress, and how the download ended.
 * Nothing while the model is ready or the browser has none: drafts are composed then, and that
 * needs no word here. In the composer (`compact`: the download's terms in its tooltip) and
 * Options › Drafting.
 */
export function ModelDownload({ status, compact = false }: { status: ModelStatus; compact?: boolean }) {
  const { state, progress, outcome } = status;
  const start = () => void status.download();
  if (state === 'downloading' && progress !== undefined) {
    const percent = Math.round(progress * 100);
    return (
      <ProgressBar
        class="model-download__progress"
        label={i18n.t('composer.draft.downloading')}
        value={percent}
        valueText={i18n.t('composer.draft.downloaded', { percent: String(percent) })}
      />
    );
  }
  const line = (text: string, action?: string) => (
    <p class="model-download" role="status">
      {text}
      {action && (
        <Button size="sm" variant="ghost" onClick={start}>
          {action}
        </Button>
      )}
    </p>
  );
  if (outcome === 'available') return line(i18n.t('composer.draft.ready'));
  if (state === 'downloading')
    return line(i18n.t('composer.draft.downloadingElsewhere'), i18n.t('composer.draft.showProgress'));
  if (state !== 'downloadable')
    return outcome === 'failed' ? line(i18n.t('composer.draft.downloadFailed')) : null;
  const hint = i18n.t('composer.draft.downloadHint');
  const problem =
    outcome === 'notAllowed'
      ? i18n.t('composer.draft.notAllowed')
      : outcome === 'failed'
        ? i18n.t('composer.draft.downloadFailed')
        : undefined;
  return (
    <div class="model-download">
      <Button size="sm" variant="secondary" title={compact ? hint : undefined} onClick={start}>
        {i18n.t('composer.draft.download', { size: String(MODEL_DOWNLOAD_GB) })}
      </Button>
      {(problem || !compact) && (
        <p class="model-download__hint" role={problem ? 'status' : undefined}>
          {problem ?? hint}
        </p>
      )}
    </div>
  );
}
