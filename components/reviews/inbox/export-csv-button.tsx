import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { Button } from '@/components/ui/button';
import { saveCsvFile } from '@/components/ui/save-file';
import { readReviewsByIds } from '@/lib/reviews/review-cache';
import type { CsvLabels } from '@/lib/reviews/review-csv';
import type { CachedNames } from './use-cached-names';

export function csvLabels(names: CachedNames): CsvLabels {
  return {
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
  accountId,
  ids,
  names,
  ready,
}: {
  accountId: string;
  ids: readonly string[];
  names: CachedNames;
  /** False while the filters' index is built: the matches are not known yet. */
  ready: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async () => {
    setBusy(true);
    try {
      const [reviews, { reviewsCsv, csvFileName }] = await Promise.all([
        readReviewsByIds(accountId, ids),
        import('@/lib/reviews/review-csv'),
      ]);
      saveCsvFile(reviewsCsv(reviews, csvLabels(names)), csvFileName(new Date()));
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
