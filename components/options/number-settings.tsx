/**
 * The options page's whole-number settings (the undo window; the sync interval is in
 * review-settings-section.tsx, the response targets in response-targets-section.tsx) and the
 * field they share.
 */
import { useState } from 'preact/hooks';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Field } from '@/components/ui/field';
import { i18n } from '@/lib/i18n/translate';
import { MAX_UNDO_SECONDS, normaliseUndoSeconds, undoSecondsItem } from '@/lib/outbox/undo-settings';

/**
 * A whole-number setting of the options page, saved as it is typed once `valid` holds; while it
 * does not, what was typed stays in the box with `invalid` under it, and nothing is saved.
 */
export function NumberSetting({
  label,
  hint,
  invalid,
  value,
  min,
  max,
  valid,
  onSave,
  disabled,
}: {
  label: string;
  hint: string;
  invalid: string;
  /** The saved value. */
  value: number;
  min: number;
  max?: number;
  valid: (value: number) => boolean;
  onSave: (value: number) => void;
  /** Shown but not editable (a setting that does not apply now). */
  disabled?: boolean;
}) {
  const [text, setText] = useState<string>();
  const shown = text ?? String(value);
  const accepts = (typed: string) =>
    typed.trim() !== '' && Number.isInteger(Number(typed)) && valid(Number(typed));
  return (
    <Field label={label} hint={hint} error={accepts(shown) ? undefined : invalid}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          value={shown}
          onInput={(event) => {
            const typed = event.currentTarget.value;
            setText(typed);
            if (accepts(typed)) onSave(Number(typed));
          }}
        />
      )}
    </Field>
  );
}

/**
 * Options › Sending replies › "Undo window (seconds)": how long a sent reply waits so Undo can take
 * it back. Saved as it changes, when valid; the background reads it at each Send.
 */
export function UndoWindowSetting() {
  const stored = useWatchedItem(undoSecondsItem);
  if (stored === undefined) return null;
  const max = String(MAX_UNDO_SECONDS);
  return (
    <section class="options-section" aria-labelledby="options-sending">
      <h2 id="options-sending">{i18n.t('options.sending.heading')}</h2>
      <NumberSetting
        label={i18n.t('options.sending.undo')}
        hint={i18n.t('options.sending.undoHint', [max])}
        invalid={i18n.t('options.sending.undoInvalid', [max])}
        value={normaliseUndoSeconds(stored)}
        min={0}
        max={MAX_UNDO_SECONDS}
        valid={(seconds) => seconds >= 0 && seconds <= MAX_UNDO_SECONDS}
        onSave={(seconds) => void undoSecondsItem.setValue(seconds)}
      />
    </section>
  );
}
