import { abortableDelay } from './abortable-delay';
import { REPORT_FAILED_STATUS } from './catalog';
import { ApiError, TimeoutError } from './errors';
import type { ReportStatus } from './schemas/analytics';
import type { CallOptions } from './transport';

export interface WaitForReportOptions extends CallOptions {
  /** Called after every status check with the status and the 1-based check number. @default undefined */
  onPoll?: (status: ReportStatus, attempt: number) => void;
  /** Wait before the first check; reports usually finish within seconds (service.md › Report). @default 1000 */
  initialDelayMs?: number;
  /** The longest wait between two checks; the wait doubles up to it. @default 15000 */
  maxDelayMs?: number;
  /** Give up (with a `TimeoutError`) after this long. @default 300000 */
  timeoutMs?: number;
}

/**
 * Polls a report's status until DONE (service.md › Report (asynchronous)). FAILED, or any status
 * this client does not know, stops at once with an error (conventions.md › Analytics): polling on
 * would never end.
 */
export async function waitForReport(
  getStatus: (options: CallOptions) => Promise<ReportStatus>,
  options: WaitForReportOptions = {},
): Promise<ReportStatus & { status: 'DONE' }> {
  const { signal, onPoll, initialDelayMs = 1000, maxDelayMs = 15_000, timeoutMs = 300_000 } = options;
  const deadline = Date.now() + timeoutMs;
  let wait = initialDelayMs;
  for (let attempt = 1; ; attempt++) {
    const left = deadline - Date.now();
    if (left <= 0)
      throw new TimeoutError(
        `The report was not ready after ${minutes(timeoutMs)}. It may still finish: check again later, or ask for a shorter date range.`,
        { timeoutMs, retryable: true },
      );
    await abortableDelay(Math.min(wait, left), signal);
    const report = await getStatus({ signal });
    onPoll?.(report, attempt);
    if (report.status === 'DONE') {
      if (!report.url)
        throw new ApiError(
          'The service says the report is done but gave no link to it. Run the report again.',
          {
            retryable: true,
          },
        );
      return { ...report, status: 'DONE' };
    }
    if (report.status !== 'PENDING') throw stoppedError(report.status);
    wait = Math.min(maxDelayMs, Math.max(1, wait * 2));
  }
}

function stoppedError(status: string): ApiError {
  if (status === REPORT_FAILED_STATUS)
    return new ApiError(
      'The service could not build the report (status FAILED). Try again; if it fails again, choose a shorter date range or fewer metrics.',
      { retryable: true },
    );
  return new ApiError(
    `The service reports the report as "${status}", a status this extension does not know, so it stopped waiting. Try again later; if it keeps happening, the extension may need an update.`,
  );
}

function minutes(ms: number): string {
  const [amount, unit] =
    ms >= 60_000 ? [Math.round(ms / 60_000), 'minute'] : [Math.max(1, Math.round(ms / 1000)), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
