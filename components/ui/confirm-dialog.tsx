import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/ui/confirm-dialog.css';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  /** A question naming the action ("Opt in 23 listings?"). */
  title: string;
  /** What will happen; plain text. */
  children?: ComponentChildren;
  /** Names the action ("Opt in"), never just "OK". */
  confirmLabel: string;
  /** danger for actions that cannot be undone. */
  tone?: 'primary' | 'danger';
  /** The confirmed action is running: the confirm button spins, Esc and Cancel wait for it. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel button, Esc, or the dialog closed any other way. */
  onCancel: () => void;
}

/**
 * A modal question on the native <dialog>: showModal() makes the rest of the page inert, traps
 * focus and closes on Esc without any script of ours; we only mirror its state into `open`.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // Start on Cancel: Enter right after opening must not run a possibly destructive action.
      cancelButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const onNativeCancel = (event: Event) => {
    // Esc: keep the dialog until the owner says so (and not at all while the action runs).
    event.preventDefault();
    if (!busy) onCancel();
  };

  return (
    <dialog
      ref={dialog}
      class="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
      onCancel={onNativeCancel}
      onClose={() => {
        if (open) onCancel();
      }}
    >
      <h2 class="confirm-dialog__title" id={`${id}-title`}>
        {title}
      </h2>
      {children && (
        <div class="confirm-dialog__body" id={`${id}-body`}>
          {children}
        </div>
      )}
      <div class="confirm-dialog__actions">
        <Button ref={cancelButton} variant="ghost" onClick={onCancel} aria-disabled={busy || undefined}>
          {i18n.t('common.actions.cancel')}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
