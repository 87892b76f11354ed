import '../../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ShortcutsDialog } from '@/components/reviews/inbox/shortcuts-dialog';

const keysOf = (container: Element, description: string) => {
  const item = [...container.querySelectorAll('.inbox-shortcuts__item')].find(
    (element) => element.querySelector('dd')?.textContent === description,
  );
  return [...(item?.querySelectorAll('kbd') ?? [])].map((key) => key.textContent);
};

describe('ShortcutsDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names keys from the locale file and shows typed characters as they are', () => {
    vi.stubGlobal('navigator', { ...navigator, platform: 'Linux x86_64' });
    const { container } = render(<ShortcutsDialog open={false} onClose={() => {}} />);
    expect(keysOf(container, 'Send the reply')).toEqual(['Ctrl', 'Enter']);
    expect(keysOf(container, 'Close the review, or leave the text box')).toEqual(['Esc']);
    expect(keysOf(container, 'Next review')).toEqual(['j']);
    expect(keysOf(container, 'Mark every review the filters show as read')).toEqual(['Shift', 'I']);
  });

  it('shows ⌘ for the send shortcut on a Mac', () => {
    vi.stubGlobal('navigator', { ...navigator, platform: 'MacIntel' });
    const { container } = render(<ShortcutsDialog open={false} onClose={() => {}} />);
    expect(keysOf(container, 'Send the reply')).toEqual(['⌘', 'Enter']);
  });

  it('lists the key that opens the side panel, as the browser has it now, and opens its shortcuts page', async () => {
    vi.spyOn(fakeBrowser.commands, 'getAll').mockResolvedValue([
      { name: 'open-side-panel', shortcut: 'Alt+Shift+D', description: 'Open the Review Desk side panel' },
    ]);
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    const { container } = render(<ShortcutsDialog open={true} onClose={() => {}} />);
    await waitFor(() =>
      expect(keysOf(container, 'Open the side panel, from any page')).toEqual(['Alt', 'Shift', 'D']),
    );
    expect(container.textContent).toContain(
      "Change it on Chrome's shortcuts page (chrome://extensions/shortcuts).",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change shortcut', hidden: true }));
    expect(create).toHaveBeenCalledWith({ url: 'chrome://extensions/shortcuts' });
  });

  it('says when the browser has no key for it', async () => {
    vi.spyOn(fakeBrowser.commands, 'getAll').mockResolvedValue([{ name: 'open-side-panel', shortcut: '' }]);
    const { container } = render(<ShortcutsDialog open={true} onClose={() => {}} />);
    await waitFor(() => expect(container.textContent).toContain('No key set'));
  });

  it('with single-key shortcuts off, says so and marks each of them off; the others stay as they were', () => {
    vi.stubGlobal('navigator', { ...navigator, platform: 'Linux x86_64' });
    const { container } = render(<ShortcutsDialog open={false} singleKeys={false} onClose={() => {}} />);
    expect(container.textContent).toContain('Single-key shortcuts are off (Options › Keyboard).');
    expect(keysOf(container, 'Next review (off)')).toEqual(['j']);
    expect(keysOf(container, 'Mark every review the filters show as read (off)')).toEqual(['Shift', 'I']);
    expect(keysOf(container, 'Show this list (off)')).toEqual(['?']);
    expect(keysOf(container, 'Send the reply')).toEqual(['Ctrl', 'Enter']);
    expect(keysOf(container, 'Close the review, or leave the text box')).toEqual(['Esc']);
  });
});
