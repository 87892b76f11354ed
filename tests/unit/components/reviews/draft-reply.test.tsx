import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReplyComposer } from '@/components/reviews/reply-composer';
import { composeDraft } from '@/lib/drafting/compose-draft';
import { draftingSettingsItem } from '@/lib/drafting/drafting-settings';
import { MODEL_TIMEOUT_MS } from '@/lib/drafting/model-draft';
import { readDraft } from '@/lib/reviews/review-cache';
import { type FakeModelOptions, fakeLanguageModel } from '../../lib/drafting/fake-language-model';
import { comment, listReview } from '../../lib/reviews/fixtures';
import { fakeSendMessage, resetCache, seedNames, seedReviews, sentReplies } from './fake-background';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

// Draft a reply in the composer, in every state of Chrome's model (a stand-in on globalThis, as a
// page gets it): what fills Reply text, what the composer says about it, and that nothing is sent.

const ACCOUNT = 'acc';
const CONTENT = 'We waited an hour for our table and the server was rude to us.';
const MODEL_ANSWER =
  "Hi Dana, thank you for your review. We're sorry you had to wait an hour and that our server was rude. We have shared this with the team and we are looking at our timings. Please contact us so we can talk it through.";

beforeEach(async () => {
  fakeBrowser.reset();
  await resetCache();
  await draftingSettingsItem.setValue({ useModel: true, signOff: 'Maria, owner' });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(globalThis, 'LanguageModel');
});

const textbox = () => screen.getByRole('textbox', { name: 'Reply text' }) as HTMLTextAreaElement;
const draftButton = () => screen.getByRole('button', { name: 'Draft a reply' });
const COMPOSED_NOTE = 'Drafted from your saved replies and the review. Nothing left this browser.';
const MODEL_NOTE =
  "Drafted on this device by Chrome's built-in model. The review and the draft never left this browser.";

function withModel(options: FakeModelOptions) {
  const model = fakeLanguageModel(options);
  Object.assign(globalThis, { LanguageModel: model });
  return model;
}

let reviewId = '';

/**
 * The full composer on a 1★ review of its own: an earlier test's composer may still be writing its
 * draft on the way out, and a draft in the box is the person's text to this one.
 */
async function composer() {
  reviewId = `r${Math.random().toString(36).slice(2)}`;
  const [review] = await seedReviews(ACCOUNT, [
    listReview({ id: reviewId, rating: 1, authorName: 'Dana Whitfield', content: CONTENT }),
  ]);
  await seedNames(ACCOUNT, { locations: { loc1: 'Brick Oven Lee' } });
  render(<ReplyComposer accountId={ACCOUNT} review={review} variant="full" />);
  await waitFor(() => expect(textbox()).toBeTruthy());
  return review;
}

/** The composed draft of that review, from its words, its location and the person's sign-off. */
const composed = () =>
  composeDraft({
    reviewId,
    rating: 1,
    content: CONTENT,
    firstName: 'Dana',
    locationName: 'Brick Oven Lee',
    signOff: 'Maria, owner',
    savedReplies: [
      'Hi Dana, thank you for your kind words! We hope to welcome you back soon.',
      "Hi Dana, we're sorry to hear about your experience. Please get in touch with us so we can make it right.",
    ],
  }).text;

describe('Draft a reply', () => {
  it('no model in this browser: a composed draft that names the reviewer, the location and both complaints; saved as a draft, never sent', async () => {
    await composer();
    expect(screen.queryByRole('button', { name: /Download Chrome/ })).toBeNull();
    fireEvent.click(draftButton());
    await waitFor(() => expect(textbox().value).toBe(composed()));
    const text = textbox().value;
    expect(text).toMatch(/^(Hi|Hello|Dear) Dana,/);
    expect(text).not.toContain('Whitfield');
    expect(text).toContain('Brick Oven Lee');
    expect(text).toMatch(/wait/i);
    expect(text).toMatch(/courtesy|kindness|friendly welcome/);
    expect(text.endsWith('– Maria, owner')).toBe(true);
    expect(await screen.findByText(COMPOSED_NOTE)).toBeTruthy();
    await waitFor(async () => expect((await readDraft(ACCOUNT, reviewId))?.text).toBe(text), {
      timeout: 4000,
    });
    expect(sentReplies()).toEqual([]);
  });

  it('a model that says it is unavailable: the same composed draft, and no word about the model', async () => {
    withModel({ state: 'unavailable' });
    await composer();
    fireEvent.click(draftButton());
    await waitFor(() => expect(textbox().value).toBe(composed()));
    expect(screen.getByText(COMPOSED_NOTE)).toBeTruthy();
    expect(screen.queryByText(/Chrome/)).toBeNull();
  });

  it('downloadable: offers the download with its size; meanwhile drafts are composed; the click downloads with progress, then the model drafts', async () => {
    const model = withModel({
      state: 'downloadable',
      userActivation: true,
      progress: [0, 0.4, 1],
      answer: MODEL_ANSWER,
    });
    await composer();
    const download = await screen.findByRole('button', {
      name: "Download Chrome's writing model (about 4 GB)",
    });
    fireEvent.click(draftButton());
    await waitFor(() => expect(textbox().value).toBe(composed()));
    expect(model.calls.create).toEqual([]);

    fireEvent.click(download);
    expect(
      await screen.findByText("Chrome's writing model is ready. Drafts are now written on this device."),
    ).toBeTruthy();
    expect(model.calls.create).toHaveLength(1);
    expect(model.calls.create[0].monitor).toBeTypeOf('function');

    // The box holds the earlier draft, unedited: the new one replaces it without asking.
    fireEvent.click(draftButton());
    await waitFor(() => expect(textbox().value).toBe(`${MODEL_ANSWER}\n\n– Maria, owner`));
    expect(screen.getByText(MODEL_NOTE)).toBeTruthy();
  });

  it('downloading: says Chrome is downloading, and shows its progress once asked', async () => {
    withModel({ state: 'downloading', userActivation: true, progress: [0.25, 1] });
    await composer();
    expect(
      await screen.findByText(
        'Chrome is downloading its writing model; drafts are composed until it is ready.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show progress' }));
    expect(
      await screen.findByText("Chrome's writing model is ready. Drafts are now written on this device."),
    ).toBeTruthy();
  });

  it("available: the model's draft, with the person's sign-off, saying it was drafted on this device", async () => {
    const model = withModel({ state: 'available', answer: MODEL_ANSWER });
    await composer();
    fireEvent.click(draftButton());
    await waitFor(() => expect(textbox().value).toBe(`${MODEL_ANSWER}\n\n– Maria, owner`));
    expect(screen.getByText(MODEL_NOTE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download Chrome/ })).toBeNull();
    expect(model.calls.prompts[0]).toContain(CONTENT);
    expect(sentReplies()).toEqual([]);
  });

  it('a model draft off the rules is never shown: the composed draft, saying why', async () => {
    withModel({ state: 'available', answer: `${MODEL_ANSWER} Your next meal is on us.` });
    await composer();
    fireEvent.click(draftButton());
    await waitFor(() => expect(textbox().value).toBe(composed()));
    expect(textbox().value).not.toContain('on us');
    expect(screen.getByText(/Chrome's model broke a drafting rule/).textContent).toContain(COMPOSED_NOTE);
  });

  it('a model that throws: the composed draft, saying so', async () => {
    withModel({ state: 'available', promptError: new Error('GPU lost') });
    await composer();
    fireEvent.click(draftButton());
    await waitFor(() => expect(textbox().value).toBe(composed()));
    expect(screen.getByText(/Chrome's model could not write this one/)).toBeTruthy();
  });

  it('a model that hangs: abandoned after 10 s for the composed draft, saying so', async () => {
    const model = withModel({ state: 'available', hang: true });
    await composer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      fireEvent.click(draftButton());
      expect(await screen.findByText("Chrome's model is writing a draft on this device…")).toBeTruthy();
      // Asked, and never answering.
      await waitFor(() => expect(model.calls.prompts).toHaveLength(1), { timeout: 4000 });
      // Halfway, still waiting. The fake clock also moves with real time (shouldAdvanceTime, which
      // the waits above need), so a loaded machine may already have spent a second or two of it.
      await vi.advanceTimersByTimeAsync(MODEL_TIMEOUT_MS / 2);
      expect(textbox().value).toBe('');
      await vi.advanceTimersByTimeAsync(MODEL_TIMEOUT_MS / 2);
      await waitFor(() => expect(textbox().value).toBe(composed()));
      expect(screen.getByText(/Chrome's model took over 10 seconds/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('composed drafts only (Options › Drafting): the model is not asked, and no download is offered', async () => {
    await draftingSettingsItem.setValue({ useModel: false, signOff: 'Maria, owner' });
    const model = withModel({ state: 'downloadable', answer: MODEL_ANSWER });
    await composer();
    fireEvent.click(draftButton());
    await waitFor(() => expect(textbox().value).toBe(composed()));
    expect(screen.queryByRole('button', { name: /Download Chrome/ })).toBeNull();
    expect(model.calls.availability).toEqual([]);
  });

  it('text the person wrote is replaced only when they say so', async () => {
    await composer();
    fireEvent.input(textbox(), { target: { value: 'My own words.' } });
    fireEvent.click(draftButton());
    const keep = await screen.findByRole('button', { name: 'Keep mine' });
    expect(screen.getByRole('group', { name: 'Replace what you wrote with the draft?' })).toBeTruthy();
    expect(textbox().value).toBe('My own words.');
    fireEvent.click(keep);
    expect(screen.queryByRole('button', { name: 'Keep mine' })).toBeNull();
    expect(textbox().value).toBe('My own words.');

    fireEvent.click(draftButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(textbox().value).toBe(composed());
    expect(screen.getByText(COMPOSED_NOTE)).toBeTruthy();
  });

  it('a reply to a customer comment drafts an answer to that comment, naming its author', async () => {
    const [review] = await seedReviews(ACCOUNT, [
      listReview({
        id: 'r-comment',
        rating: 2,
        publisherId: 'BRANDB',
        content: 'Fine food.',
        comments: [
          comment({
            id: 'c7',
            authorRole: 'CONSUMER',
            authorName: 'Priya N.',
            message: 'Nobody called me back about my booking.',
          }),
        ],
      }),
    ]);
    render(
      <ReplyComposer
        accountId={ACCOUNT}
        review={review}
        parent={{ id: 'c7', authorName: 'Priya N.' }}
        variant="full"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Draft a reply' }));
    await waitFor(() => expect(textbox().value).toMatch(/^(Hi|Hello|Dear) Priya,/));
    expect(textbox().value).toMatch(/booking|appointment|back from us|informed/i);
  });
});
