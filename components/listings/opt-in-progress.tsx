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
  const done = Math.min(progress.done, job.total);
  // "200 of 412 listings": under the bar, and what the bar announces.
  const count = i18n.t('listings.optIn.progress', job.total, { done: String(progress.done) });
  return (
    <section class="opt-in-progress" aria-label={i18n.t('listings.optIn.progressLabel')}>
      <ProgressBar
        label={i18n.t('listings.optIn.progressLabel')}
        value={done}
        max={job.total}
        valueText={count}
        tone={failed ? 'danger' : running ? 'accent' : 'success'}
      />
      {running ? (
        <p class="opt-in-progress__note">{i18n.t('listings.optIn.running')}</p>
      ) : (
        <Banner tone={failed ? 'warning' : 'success'} onDismiss={onDismiss}>
          {failed
            ? i18n.t('listings.optIn.doneWithFailures', job.total, { failed: String(progress.failed) })
            : i18n.t('listings.optIn.done', job.total, { ok: String(progress.done - progress.failed) })}
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
              listings: i18n.t('listings.optIn.listings', batch.pairs),
              locations: i18n.t('listings.optIn.locations', batch.locationIds.length),
              publishers: i18n.t('listings.optIn.publishers', batch.publisherIds.length),
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
