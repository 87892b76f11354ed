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
  /** All accounts: every account, counted together and each apart. */
  accountIds?: readonly string[],
): { report?: ReputationReport; error?: ErrorData; loading: boolean } {
  const scope = accountIds && accountIds.length > 1 ? accountIds : [accountId];
  // Any account's headline moving (after its sync) asks again.
  const headline = useCacheRead(scope, ['snapshots'], scope.join('\n'), async () => {
    const each = await Promise.all(scope.map(readReputationHeadline));
    return { computedAt: Math.max(0, ...each.map((one) => one?.computedAt ?? 0)) };
  });
  const targets = useResponseTargets();
  const [state, setState] = useState<{ report?: ReputationReport; error?: ErrorData; loading: boolean }>({
    loading: true,
  });
  const choiceKey = JSON.stringify(choice);
  useEffect(() => {
    if (!choice) return;
    let live = true;
    setState((current) => ({ ...current, loading: true }));
    const many = scope.length > 1 ? { accountIds: [...scope] } : {};
    void ask(() => sendMessage('reputationReport', { accountId, ...many, period: choice })).then((result) => {
      if (!live) return;
      setState(
        result.ok ? { report: result.value, loading: false } : { error: result.error, loading: false },
      );
    });
    return () => {
      live = false;
    };
  }, [scope.join('\n'), choiceKey, headline?.computedAt, targets]);
  return state;
}
