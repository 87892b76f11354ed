import { useEffect } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { SidePanelLink } from '@/components/shell/side-panel-link';
import { routeHash } from '@/components/shell/side-panel-route';
import { i18n } from '@/lib/i18n/translate';
import { ask, sendMessage } from '@/lib/messaging';
import { readReputationHeadline } from '@/lib/reputation/reputation-records';
import { BasisLine } from './basis-line';
import { type FigureLink, HeadlineFigures } from './headline-figures';

/**
 * A figure's link from the popup opens the side panel at it. Named by its figure ("210"), as in the
 * side panel, where what it opens is its tooltip: a name in other words would hide the number.
 */
const PopupFigureLink: FigureLink = ({ hash, children }) => (
  <SidePanelLink hash={hash}>{children}</SidePanelLink>
);

/**
 * The top of the popup's Numbers tab: response rate, average rating, median response time and
 * what awaits a response, over the last 30 days, from the snapshot the background keeps after
 * every sync (shown at once), brought up to date on open.
 */
export function PopupReputation({ accountId }: { accountId: string }) {
  const headline = useCacheRead(accountId, ['snapshots'], accountId, () => readReputationHeadline(accountId));
  useEffect(() => {
    void ask(() => sendMessage('refreshReputationHeadline', { accountId }));
  }, [accountId]);
  if (!headline) return null;
  return (
    <section class="popup-reputation" aria-labelledby="popup-reputation-heading">
      <h2 id="popup-reputation-heading" class="popup-numbers__heading">
        {i18n.t('reputation.popupHeading')}
      </h2>
      <HeadlineFigures figures={headline.figures} Link={PopupFigureLink} />
      <BasisLine
        reviews={headline.figures.basis.reviews}
        since={headline.figures.basis.since}
        backfill={headline.backfill}
      />
      <SidePanelLink class="popup-numbers__reports" hash={routeHash('reputation')}>
        {i18n.t('reputation.openView')}
      </SidePanelLink>
    </section>
  );
}
