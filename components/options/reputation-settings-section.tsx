import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Field } from '@/components/ui/field';
import { normaliseResponseTarget, responseTargetItem } from '@/lib/reputation/reputation-settings';

/**
 * Options › Reputation: the response target, in hours. A review of 2 stars or less still waiting
 * after it "needs attention" (Reputation view, popup Numbers). Saved as typed, when valid.
 */
export function ReputationSettingsSection() {
  const saved = normaliseResponseTarget(useWatchedItem(responseTargetItem));
  const [text, setText] = useState<string>();
  const shown = text ?? String(saved);
  const value = Number(shown);
  const valid = Number.isInteger(value) && value >= 1 && value === normaliseResponseTarget(value);
  return (
    <section class="options-section" aria-labelledby="options-reputation">
      <h2 id="options-reputation">{i18n.t('options.reputation.heading')}</h2>
      <Field
        label={i18n.t('options.reputation.target')}
        hint={i18n.t('options.reputation.targetHint')}
        error={valid ? undefined : i18n.t('options.reputation.targetInvalid')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={336}
            step={1}
            value={shown}
            onInput={(event) => {
              const next = event.currentTarget.value;
              setText(next);
              const hours = Number(next);
              if (Number.isInteger(hours) && hours === normaliseResponseTarget(hours))
                void responseTargetItem.setValue(hours);
            }}
          />
        )}
      </Field>
    </section>
  );
}
