import { useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reputation/reputation-view.css';
import { useAccountLookup } from '@/components/account/use-account-lookup';
import { useCachedDirectory } from '@/components/reviews/inbox/use-cached-directory';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view-props';
import { Banner } from '@/components/ui/banner';
import { LoadingBlock } from '@/components/ui/spinner';
import { DEFAULT_PERIOD, localDay, type PeriodChoice } from '@/lib/reputation/period';
import { groupTableFileName } from '@/lib/reputation/reputation-csv';
import { BasisLine } from './basis-line';
import { type GroupKind, GroupTable, groupRouteHash } from './group-table';
import { HeadlineFigures } from './headline-figures';
import { MentionedThemes } from './mentioned-themes';
import { NeedsAttention } from './needs-attention';
import { PeriodPicker } from './period-picker';
import { RatingBars } from './rating-bars';
import { targetsText } from './targets-text';
import { UnreadLanguagesNote } from './unread-languages-note';
import { useReputationReport } from './use-reputation-report';
import { WeeklyTrend } from './weekly-trend';

/**
 * Side panel › Reputation: every figure for a period, computed in the background from the cached
 * reviews (no request to the service): the headline with its changes, what needs attention, the
 * rating distribution, the weekly trend, what customers mention, and the figures per location
 * or publisher. Loaded lazily (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function ReputationView({ accountId, accountIds }: SidePanelViewProps) {
  const [choice, setChoice] = useState<PeriodChoice>(DEFAULT_PERIOD);
  const [groups, setGroups] = useState<GroupKind>('locations');
  const { report, error, loading } = useReputationReport(accountId, choice, accountIds);
  const { names } = useCachedDirectory(accountIds ?? accountId);
  const accountOf = useAccountLookup();
  const byAccount = report?.byAccount;
  // With All accounts, a table per account beside those per location and per publisher.
  const kinds: GroupKind[] = byAccount
    ? ['locations', 'publishers', 'accounts']
    : ['locations', 'publishers'];
  const shown = byAccount || groups !== 'accounts' ? groups : 'locations';

  return (
    <section class="reputation-view" aria-busy={loading || undefined}>
      <header class="reputation-view__head">
        <h2 class="reputation-view__title">{i18n.t('reputation.heading')}</h2>
        <PeriodPicker value={choice} onChange={setChoice} />
      </header>
      {error && <Banner tone="error">{error.message}</Banner>}
      {!report ? (
        loading && <LoadingBlock label={i18n.t('reputation.loading')} />
      ) : (
        <>
          <BasisLine
            reviews={report.figures.basis.reviews}
            since={report.figures.basis.since}
            backfill={report.backfill}
          />
          <HeadlineFigures figures={report.figures} />
          <NeedsAttention count={report.figures.needsAttention} targets={targetsText(report.bands)} />
          <div class="reputation-view__charts">
            <section aria-labelledby="reputation-distribution">
              <h3 id="reputation-distribution">{i18n.t('reputation.distribution.heading')}</h3>
              <RatingBars distribution={report.figures.distribution} />
            </section>
            <section aria-labelledby="reputation-trend">
              <h3 id="reputation-trend">{i18n.t('reputation.trend.heading')}</h3>
              <WeeklyTrend weeks={report.figures.weekly} />
            </section>
          </div>
          <section aria-labelledby="reputation-themes">
            <h3 id="reputation-themes">{i18n.t('reputation.themes.heading')}</h3>
            <p class="reputation-note">{i18n.t('reputation.themes.privacy')}</p>
            <MentionedThemes themes={report.themes} period={report.figures.period} />
            <UnreadLanguagesNote languages={report.unreadLanguages} />
          </section>
          <section aria-labelledby="reputation-groups">
            <div class="reputation-view__groups-head">
              <h3 id="reputation-groups">{i18n.t('reputation.table.heading')}</h3>
              <fieldset class="reputation-view__toggle">
                <legend class="visually-hidden">{i18n.t('reputation.table.heading')}</legend>
                {kinds.map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    class="reputation-view__toggle-button"
                    aria-pressed={shown === kind}
                    onClick={() => setGroups(kind)}
                  >
                    {i18n.t(`reputation.table.by.${kind}`)}
                  </button>
                ))}
              </fieldset>
            </div>
            <GroupTable
              kind={shown}
              rows={
                shown === 'accounts'
                  ? (byAccount ?? [])
                  : shown === 'locations'
                    ? report.figures.byLocation
                    : report.figures.byPublisher
              }
              nameOf={
                shown === 'accounts'
                  ? (id) => accountOf(id)?.name ?? id
                  : shown === 'locations'
                    ? names.location
                    : names.publisher
              }
              fileName={groupTableFileName(
                shown,
                localDay(report.figures.period.start),
                localDay(report.figures.period.end - 1),
              )}
              onOpen={(id) => {
                location.hash = groupRouteHash(shown, id, report.figures.period);
              }}
            />
          </section>
        </>
      )}
    </section>
  );
}
