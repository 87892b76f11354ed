import { Fragment } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { Button } from '@/components/ui/button';
import { INBOX_KEYS, type KeyCap } from './inbox-keys';

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
 * inert) listing the inbox's keys.
 */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
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
      <dl class="inbox-shortcuts__list">
        {INBOX_KEYS.map(({ keys, action }) => (
          <div key={action} class="inbox-shortcuts__item">
            <dt>
              {keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 && ' + '}
                  <kbd>{keyLabel(key)}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd>{i18n.t(`inbox.keys.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <Button variant="primary" onClick={onClose} autoFocus>
        {i18n.t('common.actions.close')}
      </Button>
    </dialog>
  );
}
