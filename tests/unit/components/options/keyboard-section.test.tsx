import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KeyboardSection } from '@/components/options/keyboard-section';
import { useInboxKeys } from '@/components/reviews/inbox/inbox-keys';
import { singleKeyShortcutsItem } from '@/lib/keyboard/single-key-setting';

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(fakeBrowser.commands, 'getAll').mockResolvedValue([
    { name: 'open-side-panel', shortcut: 'Alt+Shift+D' },
  ]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const singleKeys = () =>
  screen.getByRole('checkbox', {
    name: 'Single-key shortcuts in the side panel (j, k, r, u, e, Shift+I, ?)',
  }) as HTMLInputElement;

/** The inbox's key listener, as the side panel mounts it, recording what each press asked for. */
function Inbox({ onAction }: { onAction(action: string): void }) {
  useInboxKeys((action) => onAction(action));
  return null;
}
const pressJ = () => fireEvent.keyDown(document.body, { key: 'j' });

describe('Options › Keyboard', () => {
  it('single-key shortcuts are on unless turned off; off, j does nothing in the inbox, and on again it steps', async () => {
    const actions: string[] = [];
    render(
      <>
        <KeyboardSection />
        <Inbox onAction={(action) => actions.push(action)} />
      </>,
    );
    await waitFor(() => expect(singleKeys().checked).toBe(true));
    await waitFor(() => {
      pressJ();
      expect(actions).toContain('next');
    });

    fireEvent.click(singleKeys());
    await waitFor(async () => expect(await singleKeyShortcutsItem.getValue()).toBe(false));
    await waitFor(() => expect(singleKeys().checked).toBe(false));
    actions.length = 0;
    pressJ();
    fireEvent.keyDown(document.body, { key: 'I', shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(actions).toEqual(['close']);

    fireEvent.click(singleKeys());
    await waitFor(() => {
      pressJ();
      expect(actions).toContain('next');
    });
  });

  it('shows the key that opens the side panel from any page, and where to change it', async () => {
    const { container } = render(<KeyboardSection />);
    await waitFor(() =>
      expect([...container.querySelectorAll('kbd')].map((key) => key.textContent)).toEqual([
        'Alt',
        'Shift',
        'D',
      ]),
    );
    expect(container.textContent).toContain('Open the side panel from any page');
    expect(screen.getByRole('button', { name: 'Change shortcut' })).toBeTruthy();
  });
});
