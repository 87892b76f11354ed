import type { ComponentChildren, Ref } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { formatNumber, regionName } from '@/lib/i18n/format';
import { nameList } from '@/lib/i18n/name-list';
import { i18n } from '@/lib/i18n/translate';
import type { Names } from '@/lib/names/cached-names';
import { type PlaceLookup, placeChoices } from '@/lib/reviews/place-facts';
import { isEmptyFilter, type ReviewFilter } from '@/lib/reviews/review-filter';
import type { ReviewIndex } from '@/lib/reviews/review-index';
import type { ReviewScope } from '@/lib/reviews/review-keys';
import type { ReviewSort } from '@/lib/reviews/review-sort';
import { type AccountLookup, useAccountLookup } from '../../account/use-account-lookup';
import { ExportCsvButton } from './export-csv-button';
import { type FilterChoice, InboxFilters, type InboxFiltersProps } from './inbox-filters';
import { InboxToolbar } from './inbox-toolbar';
import { OlderLeftOut } from './older-left-out';
import { type ListItem, ReviewList, type ReviewListHandle } from './review-list';
import { useFiltersFold } from './use-filters-fold';
import { usePendingReplies } from './use-inbox-reads';
import type { OffsetSlices } from './use-offset-slices';
import type { ReviewIndexState } from './use-review-index';
import { useReviewSlices } from './use-review-slices';

export interface InboxListProps {
  /** The account listed, or every account with All accounts (review-keys.ts). */
  scope: ReviewScope;
  /** Over the list: what its counts count, per account (All accounts). */
  counts?: ComponentChildren;
  state: ReviewIndexState;
  /** The matches of `filter`, in `sort` order (empty until the index is built). */
  ids: readonly string[];
  /** The unfiltered list by offset, shown while the index is built. */
  offset: OffsetSlices;
  filter: ReviewFilter;
  onFilter(filter: ReviewFilter): void;
  sort: ReviewSort;
  onSort(sort: ReviewSort): void;
  /** Reviews with a saved draft reply: their rows say "Draft". */
  drafts?: ReadonlySet<string>;
  /** How many of the matches are unread (Mark all read). */
  unread: number;
  onMarkAllRead(): void;
  names: Names;
  /** The cached locations' folder, country and labels, for those filters' choices. */
  places: PlaceLookup;
  selectedId?: string;
  /** The review open in the thread pane. */
  openId?: string;
  handle: Ref<ReviewListHandle>;
  onHelp(): void;
}

type Choices = Pick<
  InboxFiltersProps,
  'accounts' | 'locations' | 'publishers' | 'folders' | 'countries' | 'labels' | 'emails' | 'themes'
>;

const NO_CHOICES: Choices = { locations: [], publishers: [] };

/** What each filter offers: what the listed reviews hold, by name; the cached locations' facts. */
function filterChoices(
  index: ReviewIndex | undefined,
  names: Names,
  places: PlaceLookup,
  accountOf: AccountLookup,
): Choices {
  const distinct = index?.distinct();
  const label =
    (lookup: (id: string) => string) =>
    (id: string): FilterChoice => ({ id, label: lookup(id) });
  const byLabel = (a: FilterChoice, b: FilterChoice) => a.label.localeCompare(b.label);
  const { folders, countries, labels } = placeChoices(places);
  return {
    // In the switcher's order, as the accounts are listed.
    accounts: (distinct?.accountIds ?? []).map(label((id) => accountOf(id)?.name ?? id)),
    locations: (distinct?.locationIds ?? []).map(label(names.location)).sort(byLabel),
    publishers: (distinct?.publisherIds ?? []).map(label(names.publisher)).sort(byLabel),
    // By the locations in it, by name: the service gives a folder an id, not a name.
    folders: folders.map(({ id, locationIds }) => ({
      id,
      label: i18n.t('inbox.filters.folderName', {
        id,
        locations: nameList(locationIds.map(names.location).sort((a, b) => a.localeCompare(b))),
      }),
    })),
    // Country names in the language in use ("United States" for US, "Vereinigte Staaten").
    countries: countries.map((id) => ({ id, label: regionName(id) })),
    labels: labels.map((id) => ({ id, label: id })),
    emails: distinct?.emails ?? false,
    themes: distinct?.themes,
  };
}

/** One formatter for every count: making one is slow next to formatting with it. */
const number = (value: number) => formatNumber(value);

/** The list column: filters, the virtualized list, and the footer with the count and the export. */
export function InboxList({
  scope,
  counts,
  state,
  ids,
  offset,
  filter,
  onFilter,
  sort,
  onSort,
  drafts,
  unread,
  onMarkAllRead,
  names,
  places,
  selectedId,
  openId,
  handle,
  onHelp,
}: InboxListProps) {
  const slices = useReviewSlices(scope, state.version);
  const pendingOf = usePendingReplies(scope);
  const accountOf = useAccountLookup();
  const [range, setRange] = useState({ first: 0, last: -1 });
  const [filtersOpen, setFiltersOpen] = useFiltersFold();
  // The choices take a pass over every row and every location, and the folded filters show none
  // of them: they are made once the filters unfold, not as the list opens.
  const choices = useMemo(
    () => (filtersOpen ? filterChoices(state.index, names, places, accountOf) : NO_CHOICES),
    [filtersOpen, state.index, state.version, names, places, accountOf],
  );
  // The same element while its inputs stay: the list's scrolling (the count's range) leaves the
  // filters' form undrawn.
  const filters = useMemo(
    () => (
      <InboxFilters
        filter={filter}
        onChange={onFilter}
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        {...choices}
      />
    ),
    [filter, onFilter, choices, filtersOpen],
  );

  // Until the index is built (seconds at 100,000 reviews), the unfiltered list in the default
  // order reads by offset (use-offset-slices.ts); a filter or another order waits for the index.
  // A text search also waits for the search text, read just after the index (review-index.ts).
  const preparing = !state.index?.answers(filter);
  const byOffset = isEmptyFilter(filter) && sort === 'newest';
  const source = preparing
    ? {
        count: byOffset ? (offset.total ?? 0) : 0,
        itemAt: (index: number): ListItem => {
          const review = offset.at(index);
          return { id: review && scope.keyOf(review), review };
        },
        request: offset.request,
      }
    : {
        count: ids.length,
        // The rows read by offset stay drawn while the index's reads of them are under way.
        itemAt: (index: number): ListItem => ({
          id: ids[index],
          review: slices.get(ids[index]) ?? offset.find(ids[index]),
        }),
        request: (first: number, last: number) => slices.request(ids.slice(first, last + 1)),
      };
  const showsCount = !preparing || (byOffset && offset.total !== undefined);
  const shown = {
    first: number(Math.min(range.first + 1, source.count)),
    last: number(Math.min(Math.max(range.last + 1, range.first + 1), source.count)),
  };

  let body: ComponentChildren;
  if (state.error !== undefined && preparing)
    body = (
      <EmptyState title={i18n.t('inbox.readFailed')} compact>
        {state.error instanceof Error ? state.error.message : String(state.error)}
      </EmptyState>
    );
  else if (preparing && (source.count === 0 || !byOffset))
    body = <LoadingBlock label={i18n.t('inbox.loading', { count: number(state.loaded) })} />;
  else if (state.index?.size === 0)
    body = (
      <EmptyState title={i18n.t('common.empty.reviewsTitle')} compact>
        {i18n.t('common.empty.reviewsBody')}
      </EmptyState>
    );
  else if (source.count === 0)
    body = (
      <EmptyState
        title={i18n.t('inbox.noMatchTitle')}
        compact
        action={
          <Button size="sm" onClick={() => onFilter({})}>
            {i18n.t('inbox.filters.clear')}
          </Button>
        }
      >
        {i18n.t('inbox.noMatchBody')}
      </EmptyState>
    );
  else
    body = (
      <ReviewList
        count={source.count}
        itemAt={source.itemAt}
        request={source.request}
        names={names}
        sort={sort}
        drafts={drafts}
        pendingOf={pendingOf}
        accountOf={scope.merged ? (review) => accountOf(review.accountId) : undefined}
        selectedId={selectedId}
        openId={openId}
        handle={handle}
        onVisibleRange={(first, last) =>
          setRange((now) => (now.first === first && now.last === last ? now : { first, last }))
        }
      />
    );

  return (
    <div class="inbox-column">
      {filters}
      {counts}
      <InboxToolbar sort={sort} onSort={onSort} unread={unread} onMarkAllRead={onMarkAllRead} />
      {body}
      <footer class="inbox-column__footer">
        <p class="inbox-column__count" data-total={preparing ? undefined : ids.length}>
          {showsCount &&
            (source.count === 0
              ? i18n.t('inbox.countNone')
              : preparing
                ? i18n.t('inbox.countSoFar', shown)
                : i18n.t('inbox.count', source.count, shown))}
          {state.index && !isEmptyFilter(filter) && (
            <span class="visually-hidden"> {i18n.t('inbox.filtered')}</span>
          )}
        </p>
        <OlderLeftOut scope={scope} />
        <ExportCsvButton scope={scope} ids={ids} names={names} ready={!preparing} />
        <Button size="sm" variant="ghost" onClick={onHelp}>
          {i18n.t('inbox.keys.button')}
        </Button>
      </footer>
    </div>
  );
}
