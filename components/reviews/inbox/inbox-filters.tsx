import { useEffect, useId, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { Button } from '@/components/ui/button';
import { activeFilterCount, isEmptyFilter, type ReviewFilter } from '@/lib/reviews/review-filter';

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface FilterChoice {
  id: string;
  label: string;
}

export interface InboxFiltersProps {
  filter: ReviewFilter;
  onChange(filter: ReviewFilter): void;
  locations: readonly FilterChoice[];
  publishers: readonly FilterChoice[];
  /** Of the cached locations; a select is shown only when it has a choice to make. @default [] */
  folders?: readonly FilterChoice[];
  countries?: readonly FilterChoice[];
  labels?: readonly FilterChoice[];
  /** Whether any cached review carries its reviewer's email (the list form does not). @default false */
  emails?: boolean;
}

const RATING_CHOICES: readonly FilterChoice[] = [1, 2, 3, 4, 5].map((value) => ({
  id: String(value),
  label: String(value),
}));

/** One id or none: the selects pick a single location or publisher ("All" clears). */
const single = (value: string): string[] | undefined => (value ? [value] : undefined);
const rating = (value: string): number | undefined => (value ? Number(value) : undefined);
const day = (value: string): string | undefined => value || undefined;
const word = (value: string): string | undefined => value.trim() || undefined;

/** The list's filters (UI.md › Side panel): every control labelled, all reachable by keyboard. */
export function InboxFilters({
  filter,
  onChange,
  locations,
  publishers,
  folders = [],
  countries = [],
  labels = [],
  emails = false,
}: InboxFiltersProps) {
  const id = useId();
  const [text, setText] = useState(filter.text ?? '');
  // A search set from outside replaces what is typed, and clearing every filter empties the box,
  // also while a search is still waiting for its debounce.
  useEffect(() => {
    if (filter.text || isEmptyFilter(filter)) setText(filter.text ?? '');
  }, [filter]);
  useEffect(() => {
    if ((filter.text ?? '') === text) return;
    const timer = setTimeout(() => onChange({ ...filter, text: text || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filter]);
  const set = (patch: Partial<ReviewFilter>) => onChange({ ...filter, ...patch });
  const field = (name: string) => `${id}-${name}`;
  // Below 420 px (inbox.css) the filters fold behind one button; wider, the button is not shown
  // and the filters always are.
  const [open, setOpen] = useState(false);
  return (
    <search class="inbox-filters" aria-label={i18n.t('inbox.filters.label')}>
      <label class="inbox-filters__search">
        <span class="visually-hidden">{i18n.t('inbox.filters.search')}</span>
        <input
          type="search"
          value={text}
          placeholder={i18n.t('inbox.filters.searchPlaceholder')}
          onInput={(event) => setText(event.currentTarget.value)}
        />
      </label>
      <button
        type="button"
        class="inbox-filters__fold"
        aria-expanded={open}
        aria-controls={field('body')}
        onClick={() => setOpen(!open)}
      >
        {i18n.t('inbox.filters.fold', { count: String(activeFilterCount(filter)) })}
      </button>
      <div class="inbox-filters__body" id={field('body')} data-open={open ? 'true' : 'false'}>
        <div class="inbox-filters__row">
          <FilterSelect
            id={field('location')}
            label={i18n.t('inbox.filters.location')}
            all={i18n.t('inbox.filters.allLocations')}
            value={filter.locationIds?.[0]}
            choices={locations}
            onChange={(value) => set({ locationIds: single(value) })}
          />
          <FilterSelect
            id={field('publisher')}
            label={i18n.t('inbox.filters.publisher')}
            all={i18n.t('inbox.filters.allPublishers')}
            value={filter.publisherIds?.[0]}
            choices={publishers}
            onChange={(value) => set({ publisherIds: single(value) })}
          />
        </div>
        <div class="inbox-filters__row">
          <FilterSelect
            id={field('min')}
            label={i18n.t('inbox.filters.minRating')}
            all={i18n.t('inbox.filters.anyRating')}
            value={filter.minRating}
            choices={RATING_CHOICES}
            onChange={(value) => set({ minRating: rating(value) })}
          />
          <FilterSelect
            id={field('max')}
            label={i18n.t('inbox.filters.maxRating')}
            all={i18n.t('inbox.filters.anyRating')}
            value={filter.maxRating}
            choices={RATING_CHOICES}
            onChange={(value) => set({ maxRating: rating(value) })}
          />
        </div>
        <div class="inbox-filters__row">
          <span class="inbox-filters__pair">
            <label for={field('from')}>{i18n.t('inbox.filters.from')}</label>
            <input
              id={field('from')}
              type="date"
              value={filter.fromDate ?? ''}
              onChange={(e) => set({ fromDate: day(e.currentTarget.value) })}
            />
          </span>
          <span class="inbox-filters__pair">
            <label for={field('to')}>{i18n.t('inbox.filters.to')}</label>
            <input
              id={field('to')}
              type="date"
              value={filter.toDate ?? ''}
              onChange={(e) => set({ toDate: day(e.currentTarget.value) })}
            />
          </span>
        </div>
        <PlaceFilters
          filter={filter}
          set={set}
          field={field}
          folders={folders}
          countries={countries}
          labels={labels}
        />
        {(emails || filter.authorEmail) && (
          <div class="inbox-filters__row">
            <span class="inbox-filters__pair">
              <label for={field('email')}>{i18n.t('inbox.filters.email')}</label>
              <input
                id={field('email')}
                type="email"
                value={filter.authorEmail ?? ''}
                placeholder={i18n.t('inbox.filters.emailPlaceholder')}
                onChange={(e) => set({ authorEmail: word(e.currentTarget.value) })}
              />
            </span>
          </div>
        )}
        <div class="inbox-filters__row">
          <label class="inbox-filters__check">
            <input
              type="checkbox"
              checked={filter.awaiting === true}
              onChange={(e) => set({ awaiting: e.currentTarget.checked || undefined })}
            />
            {i18n.t('inbox.filters.awaiting')}
          </label>
          <label class="inbox-filters__check">
            <input
              type="checkbox"
              checked={filter.unread === true}
              onChange={(e) => set({ unread: e.currentTarget.checked || undefined })}
            />
            {i18n.t('inbox.filters.unread')}
          </label>
          <label class="inbox-filters__check">
            <input
              type="checkbox"
              checked={filter.followUps === true}
              onChange={(e) => set({ followUps: e.currentTarget.checked || undefined })}
            />
            {i18n.t('inbox.filters.followUps')}
          </label>
          <label class="inbox-filters__check">
            <input
              type="checkbox"
              checked={filter.done === true}
              onChange={(e) => set({ done: e.currentTarget.checked || undefined })}
            />
            {i18n.t('inbox.filters.done')}
          </label>
          <label class="inbox-filters__check">
            <input
              type="checkbox"
              checked={filter.drafts === true}
              onChange={(e) => set({ drafts: e.currentTarget.checked || undefined })}
            />
            {i18n.t('inbox.filters.drafts')}
          </label>
          {!isEmptyFilter(filter) && (
            <Button size="sm" variant="ghost" onClick={() => onChange({})}>
              {i18n.t('inbox.filters.clear')}
            </Button>
          )}
        </div>
      </div>
    </search>
  );
}

/**
 * Folder, country and label of the review's location, on one row that wraps. A select with a
 * single choice decides nothing, so it is left out unless it is the one in force.
 */
function PlaceFilters({
  filter,
  set,
  field,
  folders,
  countries,
  labels,
}: {
  filter: ReviewFilter;
  set(patch: Partial<ReviewFilter>): void;
  field(name: string): string;
  folders: readonly FilterChoice[];
  countries: readonly FilterChoice[];
  labels: readonly FilterChoice[];
}) {
  const shows = (choices: readonly FilterChoice[], value: string | undefined, least: number) =>
    choices.length >= least || value !== undefined;
  const folder = shows(folders, filter.folderId, 2);
  const country = shows(countries, filter.country, 2);
  const label = shows(labels, filter.label, 1);
  if (!folder && !country && !label) return null;
  return (
    <div class="inbox-filters__row">
      {folder && (
        <FilterSelect
          id={field('folder')}
          label={i18n.t('inbox.filters.folder')}
          all={i18n.t('inbox.filters.allFolders')}
          value={filter.folderId}
          choices={folders}
          onChange={(value) => set({ folderId: value || undefined })}
        />
      )}
      {country && (
        <FilterSelect
          id={field('country')}
          label={i18n.t('inbox.filters.country')}
          all={i18n.t('inbox.filters.allCountries')}
          value={filter.country}
          choices={countries}
          onChange={(value) => set({ country: value || undefined })}
        />
      )}
      {label && (
        <FilterSelect
          id={field('label')}
          label={i18n.t('inbox.filters.locationLabel')}
          all={i18n.t('inbox.filters.allLabels')}
          value={filter.label}
          choices={labels}
          onChange={(value) => set({ label: value || undefined })}
        />
      )}
    </div>
  );
}

/** A labelled select with an "all"/"any" first option (the empty value clears the filter). */
function FilterSelect({
  id,
  label,
  all,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  value: string | number | undefined;
  choices: readonly FilterChoice[];
  onChange(value: string): void;
}) {
  return (
    <span class="inbox-filters__pair">
      <label for={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
}
