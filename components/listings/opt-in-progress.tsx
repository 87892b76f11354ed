import { i18n } from '#i18n';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { OptInJob } from '@/lib/listings/listing-cache';
import { jobProgress } from '@/lib/listings/opt-in-progress';

/** The running or last opt-in: a progress bar over its calls and a report line per call. */
export function OptInProgress({ job, onDismiss }: { job: OptInJob; onDismiss: () => void }) {
  const progress = jobProgress(job);
  const running = job.state === 'running';
  const failed = progress.failed > 0;
  return (
    <section class="opt-in-progress" aria-label={i18n.t('listings.optIn.progressLabel')}>
      <ProgressBar
        label={i18n.t('listings.optIn.progressLabel')}
        value={progress.done}
        max={job.total}
        tone={failed ? 'danger' : running ? 'accent' : 'success'}
        valueText={i18n.t('listings.optIn.progress', {
          done: String(progress.done),
          total: String(job.total),
          call: String(Math.min(progress.callsDone + (running ? 1 : 0), progress.calls)),
          calls: String(progress.calls),
        })}
      />
      {running ? (
        <p class="opt-in-progress__note">{i18n.t('listings.optIn.running')}</p>
      ) : (
        <Banner tone={failed ? 'warning' : 'success'} onDismiss={onDismiss}>
          {failed
            ? i18n.t('listings.optIn.doneWithFailures', {
                failed: String(progress.failed),
                total: String(job.total),
              })
            : i18n.t('listings.optIn.done', {
                ok: String(progress.done - progress.failed),
                total: String(job.total),
              })}
        </Banner>
      )}
      <h3 class="opt-in-progress__heading">{i18n.t('listings.optIn.report')}</h3>
      <ol class="opt-in-progress__batches">
        {job.batches.map((batch, index) => (
          <li
            key={`${index}-${batch.locationIds[0]}`}
            class={`opt-in-progress__batch opt-in-progress__batch--${batch.state}`}
          >
            {i18n.t('listings.optIn.batch', {
              index: String(index + 1),
              pairs: String(batch.pairs),
              locations: String(batch.locationIds.length),
              publishers: String(batch.publisherIds.length),
            })}
            {' · '}
            {batch.state === 'pending'
              ? i18n.t('listings.optIn.batchPending')
              : batch.state === 'ok'
                ? i18n.t('listings.optIn.batchOk')
                : i18n.t('listings.optIn.batchFailed', { message: batch.error ?? '' })}
          </li>
        ))}
      </ol>
      {!running && (
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {i18n.t('listings.optIn.dismiss')}
        </Button>
      )}
    </section>
  );
}
