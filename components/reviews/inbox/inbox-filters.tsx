import { useEffect, useId, useMemo, useState } from 'preact/hooks';
import '@/assets/styles/ui/small-control.css';
import { Button } from '@/components/ui/button';
import { type MessageStructure as GeneratedI18nStructure, i18n } from '@/lib/i18n/translate';
import {
  activeFilterCount,
  isEmptyFilter,
  type ReviewFilter,
  themeChoice,
  themeChoiceOf,
} from '@/lib/reviews/review-filter';
import { THEMES } from '@/lib/themes/theme-ids';
import { hasTheme, NO_THEMES, type ThemeMasks } from '@/lib/themes/theme-masks';
import { themeName } from '../theme-name';
import { FigureSetChip } from './figure-set-chip';
import { PickedReviewsChip } from './picked-reviews-chip';

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
  /** The accounts listed (All accounts); the Account filter shows with two or more. @default [] */
  accounts?: readonly FilterChoice[];
  /** Of the cached locations; a select is shown only when it has a choice to make. @default [] */
  folders?: readonly FilterChoice[];
  countries?: readonly FilterChoice[];
  labels?: readonly FilterChoice[];
  /** Whether any cached review carries its reviewer's email (the list form does not). @default false */
  emails?: boolean;
  /** The themes the cached reviews raise, by tone (review-index.ts › Distinct). @default none */
  themes?: ThemeMasks;
  /**
   * Whether the filters are unfolded, when the page keeps it (use-filters-fold.ts: undefined while
   * it is read, folded meanwhile); else folded. Folded, the controls are not drawn: All accounts
   * offers hundreds of locations and publishers, which slowed every render of the inbox.
   */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

const RATING_CHOICES: readonly FilterChoice[] = [1, 2, 3, 4, 5].map((value) => ({
  id: String(value),
  label: String(value),
}));

type Choices = Pick<InboxFiltersProps, 'locations' | 'publishers'> &
  Required<Pick<InboxFiltersProps, 'accounts' | 'folders' | 'countries' | 'labels' | 'emails'>> & {
    ratings: readonly FilterChoice[];
    themes: readonly FilterChoice[];
  };

/**
 * The Theme select's choices: each theme raised, any mention of it, then its complaints and its
 * compliments where there are some; and `current`, whatever the reviews raise, so a link's
 * choice shows.
 */
export function themeChoices(masks: ThemeMasks, current?: string): FilterChoice[] {
  const choices: FilterChoice[] = [];
  const chosen = themeChoiceOf(current);
  for (const theme of THEMES) {
    const name = themeName(theme);
    const offered = (tone?: 'complaint' | 'praise') =>
      (tone ? hasTheme(masks, theme, tone) : hasTheme(masks, theme)) ||
      (chosen?.theme === theme && chosen.tone === tone);
    if (offered()) choices.push({ id: theme, label: name });
    if (offered('complaint'))
      choices.push({
        id: themeChoice(theme, 'complaint'),
        label: i18n.t('inbox.filters.themeComplaints', { theme: name }),
      });
    if (offered('praise'))
      choices.push({
        id: themeChoice(theme, 'praise'),
        label: i18n.t('inbox.filters.themePraise', { theme: name }),
      });
  }
  return choices;
}

/** The filters' plain names (`inbox.filters.<key>`, those without substitutions). */
type Text = Plain<keyof GeneratedI18nStructure>;
type Plain<K extends keyof GeneratedI18nStructure> = K extends `inbox.filters.${infer R}`
  ? GeneratedI18nStructure[K] extends { substitutions: 0; plural: false; namedSubstitutions?: undefined }
    ? R
    : never
  : never;

/** A filter set from a select or a text box: its key, its name, and how the control's value sets it. */
interface Field {
  key: keyof ReviewFilter;
  label: Text;
  /** A select's first option, which clears the filter; without it the field is an input. */
  all?: Text;
  choices?: Exclude<keyof Choices, 'emails'>;
  input?: 'date' | 'email';
  /** Shown when this holds, or when the filter is set. @default always */
  offered?: (choices: Choices) => boolean;
  parse?: (value: string) => ReviewFilter[keyof ReviewFilter];
}

/** One id or none: the selects pick a single location or publisher ("All" clears). */
const single = (value: string): string[] | undefined => (value ? [value] : undefined);
const rating = (value: string): number | undefined => (value ? Number(value) : undefined);
/** A select with a single choice decides nothing, so it is left out unless it is the one in force. */
const twoOrMore = (list: keyof Choices) => (choices: Choices) =>
  (choices[list] as readonly unknown[]).length >= 2;

/** The filters, row by row, as the panel shows them (UI.md › Side panel). */
const ROWS: readonly (readonly Field[])[] = [
  [
    {
      key: 'accountIds',
      label: 'account',
      all: 'allAccounts',
      choices: 'accounts',
      offered: twoOrMore('accounts'),
      parse: single,
    },
  ],
  [
    { key: 'locationIds', label: 'location', all: 'allLocations', choices: 'locations', parse: single },
    { key: 'publisherIds', label: 'publisher', all: 'allPublishers', choices: 'publishers', parse: single },
  ],
  [
    { key: 'minRating', label: 'minRating', all: 'anyRating', choices: 'ratings', parse: rating },
    { key: 'maxRating', label: 'maxRating', all: 'anyRating', choices: 'ratings', parse: rating },
  ],
  [
    { key: 'fromDate', label: 'from', input: 'date' },
    { key: 'toDate', label: 'to', input: 'date' },
  ],
  // Facts of the review's location.
  [
    {
      key: 'folderId',
      label: 'folder',
      all: 'allFolders',
      choices: 'folders',
      offered: twoOrMore('folders'),
    },
    {
      key: 'country',
      label: 'country',
      all: 'allCountries',
      choices: 'countries',
      offered: twoOrMore('countries'),
    },
    {
      key: 'label',
      label: 'locationLabel',
      all: 'allLabels',
      choices: 'labels',
      offered: (c) => c.labels.length > 0,
    },
  ],
  [{ key: 'theme', label: 'theme', all: 'anyTheme', choices: 'themes', offered: (c) => c.themes.length > 0 }],
  [
    {
      key: 'authorEmail',
      label: 'email',
      input: 'email',
      offered: (c) => c.emails,
      parse: (value) => value.trim() || undefined,
    },
  ],
];

/** The yes-or-no filters, each named `inbox.filters.<key>`. */
const CHECKS = ['awaiting', 'overdue', 'answerable', 'unread', 'followUps', 'done', 'drafts'] as const;

/** The list's filters (UI.md › Side panel): every control labelled, all reachable by keyboard. */
export function InboxFilters({
  filter,
  onChange,
  accounts = [],
  folders = [],
  countries = [],
  labels = [],
  emails = false,
  themes = NO_THEMES,
  open: kept,
  onOpenChange,
  ...lists
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
  const themeList = useMemo(() => themeChoices(themes, filter.theme), [themes, filter.theme]);
  const choices: Choices = {
    ...lists,
    accounts,
    folders,
    countries,
    labels,
    emails,
    ratings: RATING_CHOICES,
    themes: themeList,
  };
  const rows = ROWS.map((row) =>
    row.filter((field) => !field.offered || field.offered(choices) || filter[field.key] !== undefined),
  ).filter((row) => row.length > 0);
  // At every width the filters fold behind one button, "Filters (n)", n the filters set (the
  // search box stays out): the list keeps the room.
  const [ownOpen, setOwnOpen] = useState(false);
  const open = (onOpenChange ? kept : ownOpen) ?? false;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <search class="inbox-filters" aria-label={i18n.t('inbox.filters.label')}>
      <label class="inbox-filters__search">
        <span class="visually-hidden">{i18n.t('inbox.filters.search')}</span>
        <input
          class="small-control"
          type="search"
          value={text}
          placeholder={i18n.t('inbox.filters.searchPlaceholder')}
          onInput={(event) => setText(event.currentTarget.value)}
        />
      </label>
      {filter.reviewIds?.length ? (
        <PickedReviewsChip count={filter.reviewIds.length} onClear={() => set({ reviewIds: undefined })} />
      ) : null}
      <FigureSetChip filter={filter} onChange={onChange} />
      <button
        type="button"
        class="inbox-filters__fold small-control"
        aria-expanded={open}
        // Set once the remembered state is in (tests wait for it before they toggle).
        data-settled={onOpenChange && kept === undefined ? undefined : 'true'}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
      >
        {i18n.t('inbox.filters.fold', { count: String(activeFilterCount(filter)) })}
      </button>
      <div class="inbox-filters__body" id={`${id}-body`} data-open={open ? 'true' : 'false'}>
        {open && (
          <>
            {rows.map((row) => (
              <div key={row[0].key} class="inbox-filters__row">
                {row.map((field) => (
                  <FilterField
                    key={field.key}
                    id={`${id}-${field.key}`}
                    field={field}
                    value={filter[field.key]}
                    choices={field.choices && choices[field.choices]}
                    onChange={(value) => set({ [field.key]: (field.parse ?? orNothing)(value) })}
                  />
                ))}
              </div>
            ))}
            <div class="inbox-filters__row">
              {CHECKS.map((key) => (
                <label key={key} class="inbox-filters__check">
                  <input
                    type="checkbox"
                    checked={filter[key] === true}
                    onChange={(e) => set({ [key]: e.currentTarget.checked || undefined })}
                  />
                  {i18n.t(`inbox.filters.${key}`)}
                </label>
              ))}
              {!isEmptyFilter(filter) && (
                <Button size="sm" variant="ghost" onClick={() => onChange({})}>
                  {i18n.t('inbox.filters.clear')}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </search>
  );
}

const orNothing = (value: string): string | undefined => value || undefined;

/** A labelled select with an "all"/"any" first option (the empty value clears the filter), or input. */
function FilterField({
  id,
  field,
  value,
  choices = [],
  onChange,
}: {
  id: string;
  field: Field;
  value: ReviewFilter[keyof ReviewFilter];
  choices?: readonly FilterChoice[];
  onChange(value: string): void;
}) {
  const shown = Array.isArray(value) ? (value[0] ?? '') : String(value ?? '');
  const change = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);
  return (
    <span class="inbox-filters__pair">
      <label for={id}>{i18n.t(`inbox.filters.${field.label}`)}</label>
      {field.all ? (
        // The choice in full on hover: a closed select cuts a long one ("Folder 42: Boulder…").
        <select
          class="small-control"
          id={id}
          value={shown}
          title={choices.find((choice) => choice.id === shown)?.label}
          onChange={change}
        >
          <option value="">{i18n.t(`inbox.filters.${field.all}`)}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : field.input === 'email' ? (
        <input
          class="small-control"
          id={id}
          type="email"
          value={shown}
          placeholder={i18n.t('inbox.filters.emailPlaceholder')}
          onChange={change}
        />
      ) : (
        <input class="small-control" id={id} type="date" value={shown} onChange={change} />
      )}
    </span>
  );
}
