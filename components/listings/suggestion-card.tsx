import { formatDay } from '@/components/analytics/format';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { i18n } from '@/lib/i18n/translate';
import type { CachedSuggestion } from '@/lib/listings/listing-cache';
import { isPending } from '@/lib/listings/suggestion-order';
import { type ValuePart, valueDiff } from '@/lib/listings/value-diff';
import { fieldLabel, suggestionStatusLabel } from './status-label';

export interface SuggestionCardProps {
  suggestion: CachedSuggestion;
  locationName: string;
  publisherName: string;
  /** The field's value as the cached location holds it now (falls back to the suggestion's). */
  currentValue: string;
  busy: boolean;
  onDecide: (status: 'ACCEPTED' | 'REJECTED') => void;
}

/** A value with the words that differ from the other one marked (`del` or `ins`). */
function Marked({ parts, mark }: { parts: readonly ValuePart[]; mark: 'del' | 'ins' }) {
  if (parts.length === 0) return <>{i18n.t('suggestions.empty')}</>;
  const Mark = mark;
  return (
    <>
      {parts.map((part, i) =>
        part.changed ? (
          <Mark key={i} class={`suggestion-card__${mark}`}>
            {part.text}
          </Mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * One suggestion: where, which field, the value now and the value proposed with the words that
 * change marked, Accept / Reject.
 */
export function SuggestionCard({
  suggestion,
  locationName,
  publisherName,
  currentValue,
  busy,
  onDecide,
}: SuggestionCardProps) {
  const pending = isPending(suggestion);
  const field = fieldLabel(suggestion.fieldName);
  const diff = valueDiff(pending ? currentValue : suggestion.originalContent, suggestion.suggestedContent);
  // Once accepted, the suggested text is the value and the old one is history: "Before" and "After".
  const accepted = suggestion.status === 'ACCEPTED';
  return (
    <li class="suggestion-card" data-status={suggestion.status}>
      <header class="suggestion-card__header">
        <h3 class="suggestion-card__title">
          {locationName} · {field}
        </h3>
        <Chip tone={pending ? 'warning' : suggestion.status === 'ACCEPTED' ? 'success' : 'neutral'}>
          {suggestionStatusLabel(suggestion.status)}
        </Chip>
      </header>
      <p class="suggestion-card__meta">
        {publisherName} · {i18n.t('suggestions.created', { date: formatDay(suggestion.dateCreated) })}
        {!pending && suggestion.dateResolved && (
          <>
            {' · '}
            {i18n.t('suggestions.resolvedOn', {
              status: suggestionStatusLabel(suggestion.status),
              date: formatDay(suggestion.dateResolved),
            })}
          </>
        )}
      </p>
      <dl class="suggestion-card__values">
        <div>
          <dt>{i18n.t(accepted ? 'suggestions.before' : 'suggestions.current')}</dt>
          <dd>
            <Marked parts={diff.before} mark="del" />
          </dd>
        </div>
        <div>
          <dt>{i18n.t(accepted ? 'suggestions.after' : 'suggestions.suggested')}</dt>
          <dd>
            <Marked parts={diff.after} mark="ins" />
          </dd>
        </div>
      </dl>
      {pending && (
        <div class="suggestion-card__actions">
          <Button variant="primary" size="sm" busy={busy} onClick={() => onDecide('ACCEPTED')}>
            {i18n.t('suggestions.accept')}
          </Button>
          <Button size="sm" busy={busy} onClick={() => onDecide('REJECTED')}>
            {i18n.t('suggestions.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}
