import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/button';
import { saveCsvFile } from '@/components/ui/save-file';
import { i18n } from '@/lib/i18n/translate';
import type { Names } from '@/lib/names/cached-names';
import type { CsvLabels } from '@/lib/reviews/review-csv';
import type { ReviewScope } from '@/lib/reviews/review-keys';
import { type AccountLookup, useAccountLookup } from '../../account/use-account-lookup';
import { readKeys } from './use-review-slices';

/** The CSV's titles and names; `accountOf` adds the account column (All accounts). */
export function csvLabels(names: Names, accountOf?: AccountLookup): CsvLabels {
  return {
    ...(accountOf && {
      account: {
        header: i18n.t('allAccounts.csvColumn'),
        name: (accountId: string) => accountOf(accountId)?.name ?? accountId,
      },
    }),
    headers: {
      id: i18n.t('inbox.csv.id'),
      date: i18n.t('inbox.csv.date'),
      location: i18n.t('inbox.csv.location'),
      publisher: i18n.t('inbox.csv.publisher'),
      rating: i18n.t('inbox.csv.rating'),
      author: i18n.t('inbox.csv.author'),
      title: i18n.t('inbox.csv.title'),
      content: i18n.t('inbox.csv.content'),
      awaiting: i18n.t('inbox.csv.awaiting'),
      url: i18n.t('inbox.csv.url'),
    },
    yes: i18n.t('inbox.csv.yes'),
    no: i18n.t('inbox.csv.no'),
    locationName: names.location,
    publisherName: names.publisher,
  };
}

/** "Export CSV": every review the filters match (not only the rows on screen), in list order. */
export function ExportCsvButton({
  scope,
  ids,
  names,
  ready,
}: {
  scope: ReviewScope;
  ids: readonly string[];
  names: Names;
  /** False while the filters' index is built: the matches are not known yet. */
  ready: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const accountOf = useAccountLookup();
  const run = async () => {
    setBusy(true);
    try {
      const [reviews, { reviewsCsv, csvFileName }] = await Promise.all([
        readKeys(scope, ids),
        import('@/lib/reviews/review-csv'),
      ]);
      saveCsvFile(
        reviewsCsv(reviews, csvLabels(names, scope.merged ? accountOf : undefined)),
        csvFileName(new Date()),
      );
      setFailure(undefined);
    } catch (error) {
      setFailure(
        i18n.t('inbox.exportFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failure && (
        <p class="inbox-column__failure" role="alert">
          {failure}
        </p>
      )}
      <Button
        size="sm"
        busy={busy}
        aria-disabled={!ready || ids.length === 0 || undefined}
        onClick={() => ready && ids.length > 0 && void run()}
      >
        {i18n.t('inbox.exportCsv')}
      </Button>
    </>
  );
}
