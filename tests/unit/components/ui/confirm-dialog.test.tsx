import '../../i18n-setup';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

afterEach(cleanup);

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ConfirmDialog
      open
      title="Opt in 23 listings?"
      confirmLabel="Opt in"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      They will be sent to the publishers.
    </ConfirmDialog>,
  );
  const dialog = view.container.querySelector('dialog')!;
  return { ...view, dialog, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('opens as a modal named by its title and described by its text, focus on Cancel', () => {
    const { dialog } = renderDialog();
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Opt in 23 listings?',
    );
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'They will be sent to the publishers.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('confirms with the named button and cancels with Cancel or Esc', () => {
    const { dialog, onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Opt in' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Esc fires the dialog's cancel event.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('does not cancel while the confirmed action runs', () => {
    const { dialog, onCancel } = renderDialog({ busy: true });
    const event = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes when open turns false', () => {
    const { dialog, rerender, onConfirm, onCancel } = renderDialog();
    rerender(
      <ConfirmDialog
        open={false}
        title="t"
        confirmLabel="Opt in"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(dialog.open).toBe(false);
  });
});
