import { i18n } from '#i18n';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { normaliseResponseTarget, responseTargetItem } from '@/lib/reputation/reputation-settings';
import { NumberSetting } from './number-setting';

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
