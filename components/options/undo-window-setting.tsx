import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Field } from '@/components/ui/field';
import { MAX_UNDO_SECONDS, normaliseUndoSeconds, undoSecondsItem } from '@/lib/outbox/undo-settings';

/**
 * Options › Sending replies › "Undo window (seconds)": how long a sent reply waits so Undo can take
 * it back. Saved as it changes, when valid; the background reads it at each Send.
 */
export function UndoWindowSetting() {
  const stored = useWatchedItem(undoSecondsItem);
  const [text, setText] = useState<string>();
  if (stored === undefined) return null;
  const shown = text ?? String(normaliseUndoSeconds(stored));
  const value = Number(shown);
  const valid = shown.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= MAX_UNDO_SECONDS;
  return (
    <section class="options-section" aria-labelledby="options-sending">
      <h2 id="options-sending">{i18n.t('options.sending.heading')}</h2>
      <Field
        label={i18n.t('options.sending.undo')}
        hint={i18n.t('options.sending.undoHint', [String(MAX_UNDO_SECONDS)])}
        error={valid ? undefined : i18n.t('options.sending.undoInvalid', [String(MAX_UNDO_SECONDS)])}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_UNDO_SECONDS}
            step={1}
            value={shown}
            onInput={(event) => {
              const next = event.currentTarget.value;
              setText(next);
              const seconds = Number(next);
              if (
                next.trim() !== '' &&
                Number.isInteger(seconds) &&
                seconds >= 0 &&
                seconds <= MAX_UNDO_SECONDS
              )
                void undoSecondsItem.setValue(seconds);
            }}
          />
        )}
      </Field>
    </section>
  );
}
