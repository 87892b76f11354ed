import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatNumber } from '@/lib/i18n/format';
import { nameList } from '@/lib/i18n/name-list';
import { i18n } from '@/lib/i18n/translate';
import type { OptInBatchReport, OptInJob } from '@/lib/listings/listing-cache';
import { jobProgress } from '@/lib/listings/opt-in-progress';
import type { Names } from '@/lib/names/display-name';

/** What one call sent, by name: "Downtown Dental at Brand A Maps", or the locations and publishers. */
export function batchLine(batch: OptInBatchReport, index: number, names: Names): string {
  const part = String(index + 1);
  const [locationId, publisherId] = [batch.locationIds[0], batch.publisherIds[0]];
  if (batch.pairs === 1 && locationId !== undefined && publisherId !== undefined)
    return i18n.t('listings.optIn.batchOne', {
      index: part,
      location: names.location(locationId),
      publisher: names.publisher(publisherId),
    });
  return i18n.t('listings.optIn.batch', {
    index: part,
    listings: i18n.t('listings.optIn.listings', batch.pairs),
    locations: nameList(batch.locationIds.map(names.location)),
    publishers: nameList(batch.publisherIds.map(names.publisher)),
  });
}

/**
 * The running or last opt-in: a progress bar over its calls and a report line per call, naming
 * the listings it sent.
 */
export function OptInProgress({
  job,
  names,
  onDismiss,
}: {
  job: OptInJob;
  names: Names;
  onDismiss: () => void;
}) {
  const progress = jobProgress(job);
  const running = job.state === 'running';
  const failed = progress.failed > 0;
  const done = Math.min(progress.done, job.total);
  // "200 of 412 listings": under the bar, and what the bar announces.
  const count = i18n.t('listings.optIn.progress', job.total, { done: formatNumber(progress.done) });
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
            ? i18n.t('listings.optIn.doneWithFailures', job.total, { failed: formatNumber(progress.failed) })
            : i18n.t('listings.optIn.done', job.total, { ok: formatNumber(progress.done - progress.failed) })}
        </Banner>
      )}
      <h3 class="opt-in-progress__heading">{i18n.t('listings.optIn.report')}</h3>
      <ol class="opt-in-progress__batches">
        {job.batches.map((batch, index) => (
          <li
            key={`${index}-${batch.locationIds[0]}`}
            class={`opt-in-progress__batch opt-in-progress__batch--${batch.state}`}
          >
            {batchLine(batch, index, names)}
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
