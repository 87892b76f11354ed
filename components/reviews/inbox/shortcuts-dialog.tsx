import { Fragment } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reviews/inbox/shortcuts-dialog.css';
import { ChangeShortcut, ShortcutKeys } from '@/components/keyboard/panel-shortcut-help';
import { usePanelShortcut } from '@/components/keyboard/use-panel-shortcut';
import { Button } from '@/components/ui/button';
import { INBOX_KEYS, isCharacterKey, type KeyCap } from './inbox-keys';

/** Whether this is a Mac, where the composer's send shortcut is read as ⌘+Enter. */
const isMac = () => /mac/i.test(navigator.platform);

/** What a key cap reads: named keys in the person's language, characters as typed. */
function keyLabel(key: KeyCap): string {
  if (key === 'Mod') return isMac() ? '⌘' : i18n.t('inbox.keys.names.Ctrl');
  if (key === 'Shift' || key === 'Enter' || key === 'Escape') return i18n.t(`inbox.keys.names.${key}`);
  return key;
}

/**
 * The `?` overlay: a modal native <dialog> (focus kept inside, Esc closes it, the page behind
 * inert) listing the inbox's keys, marking the single-character ones "off" when Options turned
 * them off, and the browser's key that opens the panel from any page, with where to change it.
 */
export function ShortcutsDialog({
  open,
  singleKeys = true,
  onClose,
}: {
  open: boolean;
  /** Whether the single-character keys are on (Options › Keyboard). */
  singleKeys?: boolean;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const panelShortcut = usePanelShortcut(open);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} class="inbox-shortcuts" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`} class="inbox-shortcuts__title">
        {i18n.t('inbox.keys.title')}
      </h2>
      {!singleKeys && (
        <p class="inbox-shortcuts__note" role="note">
          {i18n.t('inbox.keys.singleOff')}
        </p>
      )}
      <dl class="inbox-shortcuts__list">
        {INBOX_KEYS.map(({ keys, action }) => (
          <div
            key={action}
            class="inbox-shortcuts__item"
            data-off={!singleKeys && isCharacterKey(keys) ? 'true' : undefined}
          >
            <dt class="shortcut-keys">
              {keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 && ' + '}
                  <kbd>{keyLabel(key)}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd>
              {i18n.t(`inbox.keys.${action}`)}
              {!singleKeys && isCharacterKey(keys) && (
                <span class="inbox-shortcuts__off"> ({i18n.t('inbox.keys.off')})</span>
              )}
            </dd>
          </div>
        ))}
        <div class="inbox-shortcuts__item">
          <dt>
            <ShortcutKeys shortcut={panelShortcut} />
          </dt>
          <dd>{i18n.t('inbox.keys.openPanel')}</dd>
        </div>
      </dl>
      <ChangeShortcut />
      <Button variant="primary" onClick={onClose} autoFocus>
        {i18n.t('common.actions.close')}
      </Button>
    </dialog>
  );
}
