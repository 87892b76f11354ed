import { useEffect, useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/listings/suggestions-view.css';
import { useCacheRead } from '@/components/cache/use-cache-read';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view-props';
import { ViewEmptyState } from '@/components/shell/view-empty-state';
import { Banner, type BannerTone } from '@/components/ui/banner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import {
  type CachedSuggestion,
  readLocations,
  readPublishers,
  readSuggestions,
} from '@/lib/listings/listing-cache';
import { isPending } from '@/lib/listings/suggestion-order';
import { ask, sendMessage } from '@/lib/messaging';
import { namesOfRecords } from '@/lib/names/display-name';
import { fieldInSentence } from './status-label';
import { SuggestionCard } from './suggestion-card';

type Decision = { suggestion: CachedSuggestion; status: 'ACCEPTED' | 'REJECTED' };

/**
 * Publisher suggestions (UI.md › Suggestions): pending first, each with the location's value now
 * and the one proposed; Accept / Reject after a confirmation. A suggestion resolved elsewhere is
 * explained and the list refreshed by the background. Loaded lazily: keep it the default export.
 */
export default function SuggestionsView({ accountId }: SidePanelViewProps) {
  const suggestions = useCacheRead(accountId, ['suggestions'], accountId, () =>
    readSuggestions(accountId).catch(() => []),
  );
  const locations = useCacheRead(accountId, ['locations'], accountId, () =>
    readLocations(accountId).catch(() => []),
  );
  const publishers = useCacheRead(accountId, ['publishers'], accountId, () =>
    readPublishers(accountId).catch(() => []),
  );
  const [decision, setDecision] = useState<Decision>();
  const [busy, setBusy] = useState(false);
  // A message belongs to the account it is about: one account's outcome never shows in another's.
  const [notice, setNotice] = useState<{ accountId: string; tone: BannerTone; text: string }>();
  const say = (about: string, tone: BannerTone, text: string) => setNotice({ accountId: about, tone, text });

  useEffect(() => {
    setDecision(undefined);
    setNotice(undefined);
    void ask(() => sendMessage('refreshListingOverview', { accountId })).then((result) => {
      if (!result.ok) say(accountId, 'error', result.error.message);
    });
  }, [accountId]);

  if (!suggestions) return <LoadingBlock />;
  const locationById = new Map((locations ?? []).map((location) => [location.id, location]));
  const publisherById = new Map((publishers ?? []).map((publisher) => [publisher.id, publisher]));
  const locationName = namesOfRecords({ locations }).location;
  const currentValue = (s: CachedSuggestion) => {
    const value = (locationById.get(s.locationId) as Record<string, unknown> | undefined)?.[s.fieldName];
    return value === undefined ? s.originalContent : Array.isArray(value) ? value.join(', ') : String(value);
  };
  const pending = suggestions.filter(isPending);
  const resolved = suggestions.filter((s) => !isPending(s));

  const decide = () => {
    if (!decision) return;
    const { suggestion, status } = decision;
    const about = accountId;
    setBusy(true);
    void ask(() =>
      sendMessage('resolveSuggestion', {
        accountId,
        id: suggestion.id,
        locationId: suggestion.locationId,
        status,
      }),
    ).then((result) => {
      setBusy(false);
      setDecision(undefined);
      const names = {
        location: locationName(suggestion.locationId),
        field: fieldInSentence(suggestion.fieldName),
      };
      if (!result.ok) say(about, 'warning', result.error.message);
      else if (status === 'ACCEPTED')
        say(
          about,
          'success',
          i18n.t('suggestions.accepted', { ...names, value: suggestion.suggestedContent }),
        );
      else say(about, 'success', i18n.t('suggestions.rejected', names));
    });
  };

  const card = (s: CachedSuggestion) => (
    <SuggestionCard
      key={s.id}
      suggestion={s}
      locationName={locationName(s.locationId)}
      publisherName={publisherById.get(s.publisherId)?.name ?? s.publisherId}
      currentValue={currentValue(s)}
      busy={busy && decision?.suggestion.id === s.id}
      onDecide={(status) => setDecision({ suggestion: s, status })}
    />
  );
  const accepting = decision?.status === 'ACCEPTED';
  const dialogNames = decision && {
    location: locationName(decision.suggestion.locationId),
    field: fieldInSentence(decision.suggestion.fieldName),
  };

  return (
    <div class="suggestions-view">
      <h2 class="suggestions-view__heading">
        {i18n.t('suggestions.heading')}{' '}
        <span class="suggestions-view__count">{i18n.t('suggestions.pending', pending.length)}</span>
      </h2>
      {notice?.accountId === accountId && (
        <Banner tone={notice.tone} onDismiss={() => setNotice(undefined)}>
          {notice.text}
        </Banner>
      )}
      {suggestions.length === 0 ? (
        <ViewEmptyState topic="suggestions" />
      ) : (
        <>
          <ul class="suggestions-view__list">{pending.map(card)}</ul>
          {resolved.length > 0 && (
            <>
              <h3 class="suggestions-view__subheading">{i18n.t('suggestions.resolvedHeading')}</h3>
              <ul class="suggestions-view__list">{resolved.map(card)}</ul>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={decision !== undefined}
        title={accepting ? i18n.t('suggestions.acceptTitle') : i18n.t('suggestions.rejectTitle')}
        confirmLabel={accepting ? i18n.t('suggestions.accept') : i18n.t('suggestions.reject')}
        busy={busy}
        onConfirm={decide}
        onCancel={() => setDecision(undefined)}
      >
        {decision && dialogNames
          ? accepting
            ? i18n.t('suggestions.acceptBody', {
                ...dialogNames,
                value: decision.suggestion.suggestedContent,
              })
            : i18n.t('suggestions.rejectBody', { ...dialogNames, value: currentValue(decision.suggestion) })
          : null}
      </ConfirmDialog>
    </div>
  );
}
