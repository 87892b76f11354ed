import { afterEach, describe, expect, it } from 'vitest';
import {
  INBOX_KEYS,
  inboxKeyAction,
  isCharacterKey,
  isTypingTarget,
} from '@/components/reviews/inbox/inbox-keys';

const press = (
  key: string,
  target: EventTarget | null = document.body,
  extra: Partial<KeyboardEvent> = {},
  singleKeys = true,
) =>
  inboxKeyAction(
    {
      key,
      target,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      defaultPrevented: false,
      isComposing: false,
      ...extra,
    },
    singleKeys,
  );

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  document.body.append(node);
  return node;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inbox keys', () => {
  it('maps j, k, r, u, ? and Esc outside text fields', () => {
    expect(press('j')).toBe('next');
    expect(press('k')).toBe('previous');
    expect(press('r')).toBe('reply');
    expect(press('u')).toBe('toggleRead');
    expect(press('?')).toBe('help');
    expect(press('Escape')).toBe('close');
    expect(press('x')).toBeUndefined();
    // Shift+I marks the whole filter read; a plain i does nothing.
    expect(press('I', document.body, { shiftKey: true })).toBe('markAllRead');
    expect(press('i')).toBeUndefined();
    expect(press('e')).toBe('toggleDone');
    // On a link or a button (a row of the list) the keys work too.
    expect(press('j', element('a', { href: '#/inbox' }))).toBe('next');
    expect(press('k', element('button'))).toBe('previous');
  });

  it('the arrows step on a row of the list, and scroll anywhere else', () => {
    const row = element('a', { href: '#/inbox/review/1', role: 'option' });
    expect(press('ArrowDown', row)).toBe('next');
    expect(press('ArrowUp', row)).toBe('previous');
    expect(press('ArrowDown')).toBeUndefined();
    expect(press('ArrowUp', element('button'))).toBeUndefined();
  });

  it('never fires while typing: text boxes, search, selects, contenteditable; Esc leaves the field', () => {
    for (const target of [
      element('textarea'),
      element('input', { type: 'search' }),
      element('input'),
      element('select'),
      element('div', { contenteditable: 'true' }),
    ]) {
      expect(isTypingTarget(target)).toBe(true);
      for (const key of ['j', 'k', 'r', 'u', '?']) expect(press(key, target)).toBeUndefined();
      expect(press('Escape', target)).toBe('leaveField');
    }
    // A checkbox or radio takes no text: shortcuts stay on.
    expect(press('j', element('input', { type: 'checkbox' }))).toBe('next');
    expect(press('u', element('input', { type: 'radio' }))).toBe('toggleRead');
  });

  it('leaves modified keys, handled events, IME composition and open dialogs alone', () => {
    expect(press('j', document.body, { ctrlKey: true })).toBeUndefined();
    expect(press('r', document.body, { metaKey: true })).toBeUndefined();
    expect(press('u', document.body, { altKey: true })).toBeUndefined();
    expect(press('Escape', document.body, { defaultPrevented: true })).toBeUndefined();
    expect(press('j', document.body, { isComposing: true })).toBeUndefined();
    const dialog = element('dialog', { open: '' });
    const inside = document.createElement('button');
    dialog.append(inside);
    expect(press('j', inside)).toBeUndefined();
    expect(press('Escape', inside)).toBeUndefined();
  });

  it('with single-key shortcuts off (Options › Keyboard), no character does anything; Esc and the arrows on a row still work', () => {
    const off = (key: string, target: EventTarget | null = document.body) => press(key, target, {}, false);
    for (const key of ['j', 'k', 'r', 'u', 'e', 'I', '?']) expect(off(key), key).toBeUndefined();
    expect(off('Escape')).toBe('close');
    expect(off('Escape', element('textarea'))).toBe('leaveField');
    const row = element('a', { href: '#/inbox/review/1', role: 'option' });
    expect(off('ArrowDown', row)).toBe('next');
    expect(off('ArrowUp', row)).toBe('previous');
  });

  it('the character keys are exactly the ones the help lists as such', () => {
    const characters = INBOX_KEYS.filter(({ keys }) => isCharacterKey(keys)).map(({ keys }) =>
      keys.join('+'),
    );
    expect(characters).toEqual(['j', 'k', 'r', 'u', 'e', 'Shift+I', '?']);
    // Each of them acts when on and not when off.
    for (const keys of characters) {
      const key = keys.replace('Shift+', '');
      expect(press(key), keys).toBeDefined();
      expect(press(key, document.body, {}, false), keys).toBeUndefined();
    }
  });
});
