import { i18n } from '#i18n';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { MAX_UNDO_SECONDS, normaliseUndoSeconds, undoSecondsItem } from '@/lib/outbox/undo-settings';
import { NumberSetting } from './number-setting';

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
