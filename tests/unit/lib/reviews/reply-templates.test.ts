import '../../i18n-setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  addReplyTemplate,
  deleteReplyTemplate,
  fillTemplate,
  firstNameOf,
  readReplyTemplates,
} from '@/lib/reviews/reply-templates';

describe('fillTemplate', () => {
  it('fills the first name and the location name', () => {
    expect(
      fillTemplate('Hi {firstName}, thanks for visiting {locationName}!', {
        authorName: 'Jordan P.',
        locationName: 'Downtown',
      }),
    ).toBe('Hi Jordan, thanks for visiting Downtown!');
  });

  it('is empty-safe: no stray space or comma when the author is anonymous', () => {
    expect(fillTemplate('Hi {firstName}, thanks!', { authorName: '' })).toBe('Hi, thanks!');
    expect(fillTemplate('{firstName}, thank you.', {})).toBe('thank you.');
    expect(fillTemplate('Thanks {firstName}!\n{firstName}: see you', { authorName: '  ' })).toBe(
      'Thanks!\nsee you',
    );
  });

  it('fills every occurrence and leaves unknown braces as written', () => {
    expect(fillTemplate('{firstName} {firstName} {other}', { authorName: 'Sam R.' })).toBe('Sam Sam {other}');
  });

  it('inserts names as plain text, never as markup or a pattern', () => {
    expect(fillTemplate('Hi {firstName}', { authorName: '$& <b>x</b>' })).toBe('Hi');
    expect(fillTemplate('At {locationName}', { locationName: '$1 <img src=x>' })).toBe('At $1 <img src=x>');
  });
});

describe('firstNameOf', () => {
  it('takes the first word, without initials or punctuation', () => {
    expect(firstNameOf('Jordan P.')).toBe('Jordan');
    expect(firstNameOf('Zoë-Anne O’Brien')).toBe('Zoë-Anne');
    expect(firstNameOf('J.')).toBe('');
    expect(firstNameOf(undefined)).toBe('');
  });
});

describe('saved replies storage', () => {
  beforeEach(() => fakeBrowser.reset());

  it('starts with the defaults, then keeps what the person adds and deletes', async () => {
    const defaults = await readReplyTemplates();
    expect(defaults.map((template) => template.name)).toEqual(['Thank you', 'Sorry to hear it']);
    expect(defaults[0].text).toContain('{firstName}');

    const added = await addReplyTemplate('  Welcome back ', 'Welcome back, {firstName}!');
    expect(added.map((template) => template.name)).toEqual(['Thank you', 'Sorry to hear it', 'Welcome back']);
    await deleteReplyTemplate(defaults[0].id);
    expect((await readReplyTemplates()).map((template) => template.name)).toEqual([
      'Sorry to hear it',
      'Welcome back',
    ]);
  });

  it('deleting every saved reply leaves none (the defaults do not come back)', async () => {
    for (const template of await readReplyTemplates()) await deleteReplyTemplate(template.id);
    expect(await readReplyTemplates()).toEqual([]);
  });
});
