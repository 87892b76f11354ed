import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeDraft } from '@/lib/drafting/compose-draft';
import { draftReply, draftWithModel, MODEL_TIMEOUT_MS } from '@/lib/drafting/model-draft';
import type { ModelDraftRequest } from '@/lib/drafting/model-prompt';
import { downloadModel, modelState } from '@/lib/drafting/model-state';
import { fakeLanguageModel } from './fake-language-model';

const request: ModelDraftRequest = {
  reviewId: '4107',
  rating: 1,
  content: 'We waited an hour for our pizza and the server was rude.',
  themes: [
    { theme: 'wait', tone: 'complaint' },
    { theme: 'staff', tone: 'complaint' },
  ],
  firstName: 'Sam',
  authorName: 'Sam Ortiz',
  locationName: 'Brick Oven Lee',
  visibility: 'PUBLIC',
  savedReplies: ['Thank you for your kind words! We hope to welcome you back soon.'],
  recentReplies: ['Hi Alex, thanks so much for coming in. See you soon!'],
  language: 'en',
  signOff: 'Maria, owner',
};

const modelAnswer =
  "Hi Sam, thank you for your review. We're sorry you had to wait an hour and that our server was rude. We have shared this with the team, and we will look at our timings. Please contact us so we can talk it through.";

const composed = composeDraft(request).text;

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'LanguageModel');
});

describe('the browser model, in each of its states', () => {
  it('unavailable: no model, or no API at all, and the composed draft is given', async () => {
    const api = fakeLanguageModel({ state: 'unavailable' });
    expect(await modelState('en', api)).toBe('unavailable');
    expect(await modelState('en', undefined)).toBe('unavailable');
    expect(await draftReply(request, { api })).toEqual({
      text: composed,
      source: 'composed',
      fallback: 'unavailable',
    });
    expect(api.calls.create).toEqual([]);
  });

  it('downloadable: create() without a click is refused with NotAllowedError; the draft is composed meanwhile', async () => {
    const api = fakeLanguageModel({ state: 'downloadable' });
    expect(await modelState('en', api)).toBe('downloadable');
    expect(await downloadModel('en', { api })).toBe('notAllowed');
    expect(await draftReply(request, { api })).toEqual({
      text: composed,
      source: 'composed',
      fallback: 'notReady',
    });
  });

  it('downloading: a click follows the download with its progress, then the model drafts', async () => {
    const api = fakeLanguageModel({
      state: 'downloading',
      userActivation: true,
      progress: [0, 0.25, 0.6, 1],
      answer: modelAnswer,
    });
    const progress: number[] = [];
    expect(await downloadModel('en', { api, onProgress: (loaded) => progress.push(loaded) })).toBe(
      'available',
    );
    expect(progress).toEqual([0, 0.25, 0.6, 1]);
    expect(api.calls.destroyed).toBe(1);
    expect(await modelState('en', api)).toBe('available');
    expect((await draftReply(request, { api })).source).toBe('model');
  });

  it('available: asks with the same language options it checked, the rules and the review, and uses the answer', async () => {
    const api = fakeLanguageModel({ state: 'available', answer: `"${modelAnswer}"` });
    const drafted = await draftReply(request, { api });
    expect(drafted).toEqual({ text: `${modelAnswer}\n\n– Maria, owner`, source: 'model' });
    const languages = {
      expectedInputs: [{ type: 'text', languages: ['en'] }],
      expectedOutputs: [{ type: 'text', languages: ['en'] }],
    };
    expect(api.calls.availability[0]).toEqual(languages);
    expect(api.calls.create[0]).toMatchObject(languages);
    const system = api.calls.create[0].initialPrompts?.[0].content as string;
    expect(system).toContain('Brick Oven Lee');
    expect(system).toContain('Never promise a refund');
    expect(system).toContain('Hi Alex, thanks so much for coming in.');
    expect(api.calls.prompts[0]).toContain('We waited an hour for our pizza');
    expect(api.calls.prompts[0]).toContain('wait (complaint), staff (complaint)');
    expect(api.calls.prompts[0]).toContain("Reviewer's first name: Sam.");
    expect(api.calls.destroyed).toBe(1);
  });

  it('reads a stand-in put on globalThis, as a page gets it', async () => {
    Object.assign(globalThis, {
      LanguageModel: fakeLanguageModel({ state: 'available', answer: modelAnswer }),
    });
    expect((await draftReply(request)).source).toBe('model');
  });

  it('throwing: create() or prompt() fails, and the draft is composed', async () => {
    const failing = fakeLanguageModel({ state: 'available', createError: new Error('GPU lost') });
    expect(await draftReply(request, { api: failing })).toEqual({
      text: composed,
      source: 'composed',
      fallback: 'failed',
    });
    const refusing = fakeLanguageModel({
      state: 'available',
      promptError: new DOMException('quota', 'QuotaExceededError'),
    });
    expect((await draftReply(request, { api: refusing })).fallback).toBe('failed');
  });

  it('hanging: abandoned after 10 s for the composed draft', async () => {
    vi.useFakeTimers();
    const api = fakeLanguageModel({ state: 'available', hang: true });
    let settled = false;
    const pending = draftReply(request, { api }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(MODEL_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ text: composed, source: 'composed', fallback: 'timeout' });
    expect(api.calls.destroyed).toBe(1);
  });

  it('answering off the rules: a refund promise, an admission of fault or a skipped theme is never used', async () => {
    for (const answer of [
      `${modelAnswer} Your next pizza is on us.`,
      `${modelAnswer} It was entirely our fault.`,
      "Hi Sam, thank you for your review. We're sorry you had to wait. We will look at our timings.",
    ]) {
      const api = fakeLanguageModel({ state: 'available', answer });
      const drafted = await draftWithModel(request, { api });
      expect(drafted.ok).toBe(false);
      expect(drafted).toMatchObject({ reason: 'offRules' });
      expect(await draftReply(request, { api })).toEqual({
        text: composed,
        source: 'composed',
        fallback: 'offRules',
      });
    }
  });

  it('composes without asking when the person chose composed drafts only', async () => {
    const api = fakeLanguageModel({ state: 'available', answer: modelAnswer });
    expect(await draftReply(request, { api, useModel: false })).toEqual({
      text: composed,
      source: 'composed',
    });
    expect(api.calls.availability).toEqual([]);
  });
});
