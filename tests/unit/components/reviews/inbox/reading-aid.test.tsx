/// <reference types="dom-chromium-ai" />
import '../../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadingAid } from '@/components/reviews/inbox/reading-aid';

// The thread's reading aid, with a stand-in for Chrome's Translator put on globalThis as a page
// gets it (Debian's chromium has none): offered only where Chrome can translate the pair, shown
// beneath the review as a machine translation, never in place of its words.

const FRENCH = {
  id: 'fr1',
  language: 'fr',
  title: 'Très déçu',
  content: "Quarante minutes d'attente sans la moindre explication.",
};

interface Calls {
  availability: TranslatorCreateCoreOptions[];
  create: TranslatorCreateCoreOptions[];
  destroyed: number;
}

function withTranslator(availability: Availability, fails = false): Calls {
  const calls: Calls = { availability: [], create: [], destroyed: 0 };
  const english: Record<string, string> = {
    [FRENCH.title]: 'Very disappointed',
    [FRENCH.content]: 'Forty minutes of waiting without the slightest explanation.',
  };
  Object.assign(globalThis, {
    Translator: {
      availability: async (options: TranslatorCreateCoreOptions) => {
        calls.availability.push(options);
        return availability;
      },
      create: async (options: TranslatorCreateCoreOptions) => {
        calls.create.push(options);
        if (fails) throw new DOMException('Requires a user gesture.', 'NotAllowedError');
        return {
          translate: async (text: string) => english[text] ?? text,
          destroy: () => {
            calls.destroyed++;
          },
        };
      },
    },
  });
  return calls;
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(globalThis, 'Translator');
});

/** The thread's words and its reading aid, as the thread lays them out. */
const thread = (review: typeof FRENCH) =>
  render(
    <article>
      <p>{review.content}</p>
      <ReadingAid review={review} />
    </article>,
  );

describe('the reading aid', () => {
  it('is not offered without Chrome’s Translator, nor for a review in the interface language', async () => {
    thread(FRENCH);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Show in/ })).toBeNull();
    cleanup();
    const calls = withTranslator('available');
    thread({ ...FRENCH, language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Show in/ })).toBeNull();
    expect(calls.availability).toEqual([]);
  });

  it('is not offered for a pair Chrome cannot translate', async () => {
    const calls = withTranslator('unavailable');
    thread(FRENCH);
    await waitFor(() => expect(calls.availability).toEqual([{ sourceLanguage: 'fr', targetLanguage: 'en' }]));
    expect(screen.queryByRole('button', { name: /Show in/ })).toBeNull();
  });

  it('"Show in English" puts the translation beneath the review, marked as a machine translation; the words stay', async () => {
    const calls = withTranslator('downloadable');
    thread(FRENCH);
    fireEvent.click(await screen.findByRole('button', { name: 'Show in English' }));
    const aid = await screen.findByRole('region', { name: 'Machine translation' });
    expect(aid.getAttribute('lang')).toBe('en');
    expect(aid.textContent).toBe(
      "Machine translation into English by Chrome, on this device. The review's own words are above." +
        'Very disappointedForty minutes of waiting without the slightest explanation.',
    );
    expect(screen.getByText(FRENCH.content)).toBeTruthy();
    expect(calls.create).toEqual([{ sourceLanguage: 'fr', targetLanguage: 'en' }]);
    expect(calls.destroyed).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Hide the translation' }));
    expect(screen.queryByRole('region', { name: 'Machine translation' })).toBeNull();
    expect(screen.getByText(FRENCH.content)).toBeTruthy();
  });

  it('says so when Chrome could not translate, and leaves the review as it is', async () => {
    withTranslator('downloadable', true);
    thread(FRENCH);
    fireEvent.click(await screen.findByRole('button', { name: 'Show in English' }));
    expect(await screen.findByText('Chrome could not translate this review.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Machine translation' })).toBeNull();
    expect(screen.getByText(FRENCH.content)).toBeTruthy();
  });
});
