import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/ui/spinner.css';
import type { ReportJob } from '@/lib/analytics/analytics-records';

/** The asynchronous report as the background reports it: PENDING with Cancel, or why it stopped. */
export function ReportJobStatus({
  job,
  cancelling,
  onCancel,
}: {
  job: ReportJob;
  cancelling: boolean;
  onCancel: () => void;
}) {
  if (job.state === 'pending')
    return (
      <div class="report-job" data-state="pending">
        <span class="spinner-wrap" role="status">
          <span class="spinner" aria-hidden="true" />
          <span class="visually-hidden">{i18n.t('reports.job.pending')}</span>
        </span>
        <p class="report-job__text">
          <strong>{i18n.t('reports.job.pending')}</strong> {i18n.t('reports.job.checks', job.polls)}
        </p>
        <Button size="sm" busy={cancelling} onClick={onCancel}>
          {i18n.t('reports.job.cancel')}
        </Button>
      </div>
    );
  if (job.state === 'failed')
    return <Banner tone="error">{i18n.t('reports.job.failed', { reason: job.error ?? '' })}</Banner>;
  if (job.state === 'cancelled') return <Banner tone="info">{i18n.t('reports.job.cancelled')}</Banner>;
  return null;
}
