import { useId } from 'preact/hooks';
import type { CommentVisibility } from '@/lib/api/catalog';
import { i18n } from '@/lib/i18n/translate';

export interface ReplyVisibilityProps {
  value: CommentVisibility | undefined;
  onChange: (value: CommentVisibility) => void;
  /** Why sending was stopped ("choose first"); marks the group invalid while set. */
  error?: string;
  disabled?: boolean;
}

/**
 * Public or private. Neither is preselected for the first reply to an account's publisher, because
 * the service's silent default (PRIVATE, service.md › Reviews) is not what most people expect;
 * after that the last choice there is (lib/reviews/reply-visibility-memory.ts), shown checked.
 */
export function ReplyVisibility({ value, onChange, error, disabled }: ReplyVisibilityProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const options = [
    { value: 'PUBLIC', label: i18n.t('composer.public'), hint: i18n.t('composer.publicHint') },
    { value: 'PRIVATE', label: i18n.t('composer.private'), hint: i18n.t('composer.privateHint') },
  ] as const;
  return (
    <fieldset
      class="reply-visibility"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend class="visually-hidden">{i18n.t('composer.visibility')}</legend>
      {options.map((option) => (
        <label key={option.value} class="reply-visibility__option" title={option.hint}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error && (
        <span class="reply-composer__error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
