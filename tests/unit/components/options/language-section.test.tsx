import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LanguageSection } from '@/components/options/language-section';
import { languageItem } from '@/lib/i18n/language-setting';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const choice = () => screen.getByRole('combobox', { name: 'Language of Review Desk' }) as HTMLSelectElement;

describe('Options › Language', () => {
  it("offers the browser's language, named as what it gives, then the five each in its own words", async () => {
    render(<LanguageSection />);
    await waitFor(() => expect(choice().value).toBe('browser'));
    const options = within(choice()).getAllByRole('option') as HTMLOptionElement[];
    // The browser's messages here are en.yml's: "Browser's language" gives English.
    expect(options.map((option) => option.textContent)).toEqual([
      "Browser's language (English)",
      'English',
      'Deutsch',
      'Français',
      'Español',
      '日本語',
    ]);
    // Each name is marked as its own language, so a screen reader says "Deutsch" in German.
    expect(options.slice(1).map((option) => option.lang)).toEqual(['en', 'de', 'fr', 'es', 'ja']);
  });

  it('saves the choice at once, and follows a choice made on another page', async () => {
    render(<LanguageSection />);
    await waitFor(() => expect(choice().value).toBe('browser'));
    fireEvent.change(choice(), { target: { value: 'ja' } });
    await waitFor(async () => expect(await languageItem.getValue()).toBe('ja'));
    await languageItem.setValue('de');
    await waitFor(() => expect(choice().value).toBe('de'));
  });

  it('reads an odd stored value as the browser’s language', async () => {
    await fakeBrowser.storage.local.set({ 'settings.language': 'klingon' });
    render(<LanguageSection />);
    await waitFor(() => expect(choice().value).toBe('browser'));
  });
});
