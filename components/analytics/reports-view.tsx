import { useEffect, useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/analytics/reports.css';
import { useCacheRead } from '@/components/cache/use-cache-read';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view-props';
import { Banner } from '@/components/ui/banner';
import { readReportJob } from '@/lib/analytics/analytics-cache';
import type { ReportResult } from '@/lib/analytics/analytics-records';
import { formRequest, initialForm, type ReportForm } from '@/lib/analytics/report-form';
import type { MaxDates } from '@/lib/api/schemas/analytics';
import type { ErrorData } from '@/lib/errors/error-data';
import { ask, sendMessage } from '@/lib/messaging';
import { ReportFormView } from './report-form';
import { ReportJobStatus } from './report-job-status';
import { ReportResults } from './report-results';
import { useLocations } from './use-locations';

/**
 * The report builder and its results (UI.md › Reports). `#/reports/location/<id>` presets the
 * location (the locations view links there). A synchronous run answers here; a background run is
 * the `reportJob` snapshot, which the background polls to the end even if this panel closes.
 * Loaded lazily (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function ReportsView({ route, accountId }: SidePanelViewProps) {
  const preset = route.path[0] === 'location' ? (route.path[1] ?? '') : '';
  const [maxDates, setMaxDates] = useState<MaxDates>();
  const [form, setForm] = useState<ReportForm>(() => initialForm(undefined, preset));
  const [error, setError] = useState<ErrorData>();
  const [busy, setBusy] = useState<'sync' | 'async'>();
  const [cancelling, setCancelling] = useState(false);
  const [syncResult, setSyncResult] = useState<ReportResult>();
  const [shown, setShown] = useState<'sync' | 'job'>('job');
  const job = useCacheRead(accountId, ['snapshots'], accountId, () => readReportJob(accountId));
  const { options: locations, locationName } = useLocations(accountId);

  useEffect(() => {
    let live = true;
    void ask(() => sendMessage('reportMaxDates', { accountId })).then((result) => {
      if (!live) return;
      if (!result.ok) return setError(result.error);
      setMaxDates(result.value);
      // The default end is the max date; dates the person already typed stay.
      setForm((current) => {
        const defaults = initialForm(result.value, current.locationId);
        return { ...current, start: current.start || defaults.start, end: current.end || defaults.end };
      });
    });
    return () => {
      live = false;
    };
  }, [accountId]);
  useEffect(() => setForm((current) => ({ ...current, locationId: preset })), [preset]);

  const run = (mode: 'sync' | 'async') => {
    setBusy(mode);
    setError(undefined);
    const request = formRequest(form);
    if (mode === 'sync')
      void ask(() => sendMessage('runReport', { accountId, request })).then((result) => {
        setBusy(undefined);
        if (!result.ok) return setError(result.error);
        setSyncResult(result.value);
        setShown('sync');
      });
    else
      void ask(() => sendMessage('startReportJob', { accountId, request })).then((result) => {
        setBusy(undefined);
        if (!result.ok) return setError(result.error);
        setShown('job');
      });
  };
  const cancel = () => {
    setCancelling(true);
    void ask(() => sendMessage('cancelReportJob', { accountId })).then((result) => {
      setCancelling(false);
      if (!result.ok) setError(result.error);
    });
  };

  const result = shown === 'sync' ? syncResult : job?.state === 'done' ? job.result : undefined;
  return (
    <div class="reports-view">
      <h1 class="reports-view__heading">{i18n.t('reports.heading')}</h1>
      {error && <Banner tone="error">{error.message}</Banner>}
      {!maxDates && !error && <p class="report-form__hint">{i18n.t('reports.form.loadingDates')}</p>}
      <ReportFormView
        form={form}
        onChange={setForm}
        maxDates={maxDates}
        locations={locations}
        busy={busy}
        jobPending={job?.state === 'pending'}
        onRun={run}
      />
      {shown === 'job' && job && <ReportJobStatus job={job} cancelling={cancelling} onCancel={cancel} />}
      {result && <ReportResults result={result} locationName={locationName} />}
    </div>
  );
}
