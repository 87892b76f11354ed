/**
 * The options page's whole-number settings (the undo window, the response target; the sync
 * interval is in review-settings-section.tsx) and the field they share.
 */
import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Field } from '@/components/ui/field';
import { MAX_UNDO_SECONDS, normaliseUndoSeconds, undoSecondsItem } from '@/lib/outbox/undo-settings';
import { normaliseResponseTarget, responseTargetItem } from '@/lib/reputation/reputation-settings';

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

/**
 * Options › Reputation: the response target, in hours. A review of 2 stars or less still waiting
 * after it "needs attention" (Reputation view, popup Numbers). Saved as typed, when valid.
 */
export function ReputationSettingsSection() {
  return (
    <section class="options-section" aria-labelledby="options-reputation">
      <h2 id="options-reputation">{i18n.t('options.reputation.heading')}</h2>
      <NumberSetting
        label={i18n.t('options.reputation.target')}
        hint={i18n.t('options.reputation.targetHint')}
        invalid={i18n.t('options.reputation.targetInvalid')}
        value={normaliseResponseTarget(useWatchedItem(responseTargetItem))}
        min={1}
        max={336}
        valid={(hours) => hours >= 1 && hours === normaliseResponseTarget(hours)}
        onSave={(hours) => void responseTargetItem.setValue(hours)}
      />
    </section>
  );
}
