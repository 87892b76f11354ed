import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reputation/headline-figures.css';
import type { ComponentChildren, JSX } from 'preact';
import { filterRouteHash } from '@/components/reviews/inbox/inbox-route';
import { formatWait } from '@/lib/clock/durations';
import type { GroupFigures, ReputationFigures } from '@/lib/reputation/reputation-figures';
import {
  type Change,
  changeOf,
  formatDuration,
  formatPercent,
  formatRating,
  responseRateBasis,
  responseRateOfAll,
} from './format-figures';

type HeadlineSource = GroupFigures &
  Pick<ReputationFigures, 'previous' | 'awaiting' | 'needsAttention'> &
  Partial<Pick<ReputationFigures, 'period'>>;

interface Figure {
  id: string;
  label: string;
  value: string;
  /** What the value counts, or a second, quieter figure after it (p90, the oldest wait). */
  aside?: string;
  change: Change;
  /** The inbox's address of exactly the reviews the value counts, where it counts a set of them. */
  hash?: string;
  /** The inbox's address of exactly the reviews `aside` counts (those a rate is over). */
  asideHash?: string;
  /** A last figure after `aside`, with the inbox's address of the reviews it counts. */
  tail?: { text: string; hash?: string };
}

/** How a figure links to the inbox: a plain link in the side panel, one opening the panel in the popup. */
export type FigureLink = (props: { hash: string; label: string; children: ComponentChildren }) => JSX.Element;

const PanelLink: FigureLink = ({ hash, label, children }) => (
  <a href={hash} title={label}>
    {children}
  </a>
);

/** `children` as a link to `hash` when the figure opens reviews, as plain text otherwise. */
function Linked({
  Link,
  hash,
  label,
  children,
}: {
  Link: FigureLink;
  hash?: string;
  label: string;
  children: ComponentChildren;
}) {
  return hash ? (
    <Link hash={hash} label={label}>
      {children}
    </Link>
  ) : (
    children
  );
}

const NONE = '—';

/** A figure's tail, linked to `filter`'s reviews when there is one. */
const tailOf = (text: string | undefined, filter: Parameters<typeof filterRouteHash>[0] | undefined) =>
  text ? { tail: { text, ...(filter ? { hash: filterRouteHash(filter) } : {}) } } : {};

/**
 * The figures review managers look at first (the four the popup's contract names, and the share
 * answered within the response targets), each with its change on the period before.
 */
export function headlineFigures(figures: HeadlineSource): Figure[] {
  const { previous, awaiting } = figures;
  return [
    {
      id: 'responseRate',
      label: i18n.t('reputation.figures.responseRate'),
      value: figures.responseRate === undefined ? NONE : formatPercent(figures.responseRate),
      aside: responseRateBasis(figures),
      // "of 58 that can be answered": those reviews of the period, Done ones too, as counted; then
      // "(41% of all 87)": every review of the period.
      ...(figures.period && figures.answerable > 0
        ? {
            asideHash: filterRouteHash({
              answerable: true,
              counted: true,
              since: figures.period.start,
              before: figures.period.end,
            }),
          }
        : {}),
      ...tailOf(
        responseRateOfAll(figures),
        figures.period && { counted: true, since: figures.period.start, before: figures.period.end },
      ),
      change: changeOf(figures.responseRate, previous.responseRate, {
        format: (size) => i18n.t('reputation.change.points', Math.round(size)),
        epsilon: 0.5,
      }),
    },
    {
      id: 'averageRating',
      label: i18n.t('reputation.figures.averageRating'),
      value: figures.averageRating === undefined ? NONE : `${formatRating(figures.averageRating)} ★`,
      change: changeOf(figures.averageRating, previous.averageRating, {
        format: formatRating,
        epsilon: 0.05,
      }),
    },
    {
      id: 'medianResponseTime',
      label: i18n.t('reputation.figures.medianResponseTime'),
      value: figures.medianResponseMs === undefined ? NONE : formatDuration(figures.medianResponseMs),
      ...(figures.p90ResponseMs !== undefined
        ? { aside: i18n.t('reputation.figures.p90', { time: formatDuration(figures.p90ResponseMs) }) }
        : {}),
      change: changeOf(figures.medianResponseMs, previous.medianResponseMs, {
        lowerIsBetter: true,
        format: formatDuration,
        epsilon: 60_000,
      }),
    },
    {
      id: 'awaitingResponse',
      label: i18n.t('reputation.figures.awaitingResponse'),
      // Written as the badge's tooltip writes it, which it agrees with.
      value: String(awaiting.count),
      // The Inbox under "Awaiting response": the same reviews (not Done, on publishers that take replies).
      hash: filterRouteHash({ awaiting: true }),
      // A count of now over every review, whatever the period the other figures cover.
      aside:
        awaiting.oldestSince === undefined
          ? i18n.t('reputation.figures.now')
          : i18n.t('reputation.figures.nowOldest', {
              // In the due labels' words, so it agrees with the oldest card's "Overdue by".
              time: formatWait(Date.now() - awaiting.oldestSince),
            }),
      change: changeOf(awaiting.count, awaiting.atPeriodStart, {
        lowerIsBetter: true,
        format: String,
        sincePeriodStart: true,
      }),
    },
    // After the four the popup's contract names, on a row of its own.
    {
      id: 'withinTarget',
      label: i18n.t('reputation.figures.withinTarget'),
      value: figures.withinTarget === undefined ? NONE : formatPercent(figures.withinTarget),
      ...(figures.targeted > 0
        ? {
            aside: i18n.t('reputation.figures.withinTargetOf', figures.targeted),
          }
        : {}),
      change: changeOf(figures.withinTarget, previous.withinTarget, {
        format: (size) => i18n.t('reputation.change.points', Math.round(size)),
        epsilon: 0.5,
      }),
    },
  ];
}

/**
 * The headline as a description list: each label is followed by its value (the accessible names
 * docs/architecture.md › Contracts), then the change in words for screen readers and a short badge.
 */
export function HeadlineFigures({
  figures,
  Link = PanelLink,
}: {
  figures: HeadlineSource;
  Link?: FigureLink;
}) {
  return (
    <dl class="headline-figures">
      {headlineFigures(figures).map((figure) => (
        <div key={figure.id} class="headline-figure" data-figure={figure.id}>
          <dt class="headline-figure__label">{figure.label}</dt>
          <dd class="headline-figure__value">
            <Linked Link={Link} hash={figure.hash} label={i18n.t('reputation.figures.openInInbox')}>
              {figure.value}
            </Linked>
            {figure.aside && (
              <span class="headline-figure__aside">
                {' '}
                <Linked Link={Link} hash={figure.asideHash} label={i18n.t('reputation.figures.openBasis')}>
                  {figure.aside}
                </Linked>
                {figure.tail && (
                  <span class="headline-figure__tail">
                    {/* Read on after the aside, on a line of its own on screen. */ ' '}
                    <Linked
                      Link={Link}
                      hash={figure.tail.hash}
                      label={i18n.t('reputation.figures.openInInbox')}
                    >
                      {figure.tail.text}
                    </Linked>
                  </span>
                )}
              </span>
            )}
          </dd>
          <dd
            class={`headline-figure__change headline-figure__change--${figure.change.tone}`}
            title={figure.change.description}
          >
            {figure.change.badge && <span aria-hidden="true">{figure.change.badge}</span>}
            <span class={figure.change.badge ? 'visually-hidden' : undefined}>
              {figure.change.description}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
