import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DraftingSection } from '@/components/options/drafting-section';
import { readDraftingSettings } from '@/lib/drafting/drafting-settings';
import { fakeLanguageModel } from '../../lib/drafting/fake-language-model';

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(globalThis, 'LanguageModel');
});

const modelChoice = () =>
  screen.getByRole('radio', {
    name: "Chrome's built-in model, when this browser has it",
  }) as HTMLInputElement;
const composedChoice = () => screen.getByRole('radio', { name: 'Composed drafts only' }) as HTMLInputElement;

describe('Options › Drafting', () => {
  it('uses the model when there is one by default; choosing composed drafts only is saved', async () => {
    render(<DraftingSection />);
    await waitFor(() => expect(modelChoice().checked).toBe(true));
    fireEvent.click(composedChoice());
    await waitFor(async () => expect((await readDraftingSettings()).useModel).toBe(false));
    await waitFor(() => expect(composedChoice().checked).toBe(true));
  });

  it('says where the model stands on this browser, and offers its download when it can be had', async () => {
    render(<DraftingSection />);
    expect(await screen.findByText(/This browser has no built-in model/)).toBeTruthy();
    cleanup();

    Object.assign(globalThis, { LanguageModel: fakeLanguageModel({ state: 'downloadable' }) });
    render(<DraftingSection />);
    expect(await screen.findByText(/Chrome's writing model is not on this computer yet\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: "Download Chrome's writing model (about 4 GB)" })).toBeTruthy();
    expect(screen.getByText(/Chrome needs about 22 GB free/)).toBeTruthy();
  });

  it('saves the sign-off as typed, spaces and all', async () => {
    render(<DraftingSection />);
    const signOff = (await screen.findByRole('textbox', { name: 'Sign-off' })) as HTMLInputElement;
    fireEvent.input(signOff, { target: { value: 'Maria, ' } });
    expect(signOff.value).toBe('Maria, ');
    fireEvent.input(signOff, { target: { value: 'Maria, owner' } });
    await waitFor(async () => expect((await readDraftingSettings()).signOff).toBe('Maria, owner'));
  });

  it('previews a composed draft of a sample review, with the sign-off as typed', async () => {
    render(<DraftingSection />);
    fireEvent.input(await screen.findByRole('textbox', { name: 'Sign-off' }), {
      target: { value: 'Maria, owner' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview a draft' }));
    expect(await screen.findByText('Sample review')).toBeTruthy();
    expect(screen.getByText(/We waited forty minutes past our booking/)).toBeTruthy();
    const draft = screen.getByText(/^(Hi|Hello|Dear) Sam,/);
    expect(draft.textContent).toContain('Brick Oven on Main');
    expect(draft.textContent).not.toContain('Ortiz');
    expect(draft.textContent?.endsWith('– Maria, owner')).toBe(true);
    expect(
      screen.getByText('Drafted from your saved replies and the review. Nothing left this browser.'),
    ).toBeTruthy();
  });

  it("previews the model's draft when it is ready and chosen", async () => {
    const answer =
      "Hi Sam, thank you for telling us. We're sorry about the wait and that our host was rude; we're glad you loved the pizza. We have shared this with the team. Please contact us so we can talk it through.";
    Object.assign(globalThis, { LanguageModel: fakeLanguageModel({ state: 'available', answer }) });
    render(<DraftingSection />);
    expect(await screen.findByText(/Chrome's writing model is ready on this computer\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preview a draft' }));
    expect(await screen.findByText(answer)).toBeTruthy();
    expect(
      screen.getByText(
        "Drafted on this device by Chrome's built-in model. The review and the draft never left this browser.",
      ),
    ).toBeTruthy();
  });
});
