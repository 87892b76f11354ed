import { useEffect, useState } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { useResponseTargets } from '@/components/reviews/due/use-response-targets';
import type { ErrorData } from '@/lib/errors/error-data';
import { ask, sendMessage } from '@/lib/messaging';
import type { PeriodChoice } from '@/lib/reputation/period';
import { type ReputationReport, readReputationHeadline } from '@/lib/reputation/reputation-records';

/**
 * The report for a period, asked of the background, and asked again whenever the background has
 * brought its figures up to date after a sync (the headline snapshot's time), not on every write,
 * and when the response targets change in Options ("needs attention" and "within target" are
 * counted against them).
 */
export function useReputationReport(
  accountId: string,
  choice: PeriodChoice | undefined,
): { report?: ReputationReport; error?: ErrorData; loading: boolean } {
  const headline = useCacheRead(accountId, ['snapshots'], accountId, () => readReputationHeadline(accountId));
  const targets = useResponseTargets();
  const [state, setState] = useState<{ report?: ReputationReport; error?: ErrorData; loading: boolean }>({
    loading: true,
  });
  const choiceKey = JSON.stringify(choice);
  useEffect(() => {
    if (!choice) return;
    let live = true;
    setState((current) => ({ ...current, loading: true }));
    void ask(() => sendMessage('reputationReport', { accountId, period: choice })).then((result) => {
      if (!live) return;
      setState(
        result.ok ? { report: result.value, loading: false } : { error: result.error, loading: false },
      );
    });
    return () => {
      live = false;
    };
  }, [accountId, choiceKey, headline?.computedAt, targets]);
  return state;
}
