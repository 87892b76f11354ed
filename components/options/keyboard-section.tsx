import { useWatchedItem } from '@/components/account/use-watched-item';
import { ChangeShortcut, ShortcutKeys } from '@/components/keyboard/panel-shortcut-help';
import { usePanelShortcut } from '@/components/keyboard/use-panel-shortcut';
import { i18n } from '@/lib/i18n/translate';
import {
  saveSingleKeyShortcuts,
  singleKeyShortcutsItem,
  singleKeysOn,
} from '@/lib/keyboard/single-key-setting';

/**
 * Options › Keyboard: the side panel's single-key shortcuts on or off (WCAG 2.1.4: the person
 * can turn character-key shortcuts off), saved as changed; and the browser's key that opens the
 * side panel from any page, with where to change it.
 */
export function KeyboardSection() {
  const stored = useWatchedItem(singleKeyShortcutsItem);
  const panelShortcut = usePanelShortcut();
  if (stored === undefined) return null;
  return (
    <section class="options-section" aria-labelledby="options-keyboard">
      <h2 id="options-keyboard">{i18n.t('options.keyboard.heading')}</h2>
      <label class="options-check">
        <input
          type="checkbox"
          checked={singleKeysOn(stored)}
          aria-describedby="options-single-keys-hint"
          onChange={(event) => void saveSingleKeyShortcuts(event.currentTarget.checked)}
        />
        {i18n.t('options.keyboard.singleKeys')}
      </label>
      <p id="options-single-keys-hint" class="options-section__intro">
        {i18n.t('options.keyboard.singleKeysHint')}
      </p>
      <p class="options-keyboard__panel">
        {i18n.t('options.keyboard.panel')}: <ShortcutKeys shortcut={panelShortcut} />
      </p>
      <ChangeShortcut />
    </section>
  );
}
