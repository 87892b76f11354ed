import '../../../i18n-setup';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
