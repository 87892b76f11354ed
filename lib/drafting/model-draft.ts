/// <reference types="dom-chromium-ai" />
/**
 * Drafts a reply with the browser's own model (Chrome's Prompt API, `LanguageModel`), called from
 * the page where the person clicked: a model download needs that click's user activation, which a
 * message to the worker would lose. The API is a soft dependency (absent in Firefox, blocked by
 * policy, or too big for the machine), so every path ends in a draft: when the model is not there,
 * not ready, fails, hangs past 10 s, or answers off the rules (draft-rules.ts), the caller gets the
 * composed draft (compose-draft.ts) and the reason.
 *
 * No streaming into the text box: a streamed draft would be on screen before it could be checked,
 * and a draft that breaks the rules must never be shown.
 */
import { composeDraft } from './compose-draft';
import { DEFAULT_DRAFT_LANGUAGE } from './draft-language';
import { checkDraft, type DraftProblem } from './draft-rules';
import { type ModelDraftRequest, systemPrompt, userPrompt } from './model-prompt';
import { builtInModel, type LanguageModelApi, modelState, modelWrites, sessionOptions } from './model-state';
import { phrasebookFor } from './phrasebooks';

export const MODEL_TIMEOUT_MS = 10_000;

export type ModelDraft =
  | { ok: true; text: string }
  | {
      ok: false;
      reason: 'unavailable' | 'language' | 'notReady' | 'timeout' | 'failed' | 'offRules';
      problems?: DraftProblem[];
    };

/** Rejects when `signal` aborts, so a prompt that ignores its signal is still left behind. */
const abandoned = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** Words a model wraps a reply in: surrounding quotes. */
const unwrap = (text: string) =>
  text
    .trim()
    .replace(/^["“”']+|["“”']+$/g, '')
    .trim();

export async function draftWithModel(
  request: ModelDraftRequest,
  options: { api?: LanguageModelApi; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ModelDraft> {
  const api = options.api ?? builtInModel();
  // In a language it does not write, the model is only asked where it stands, so the composer can
  // say why a ready model did not write this draft; the composed draft speaks the language.
  const writes = modelWrites(request.language);
  const state = await modelState(writes ? request.language : DEFAULT_DRAFT_LANGUAGE, api);
  if (!api || state === 'unavailable') return { ok: false, reason: 'unavailable' };
  if (state !== 'available') return { ok: false, reason: 'notReady' };
  if (!writes) return { ok: false, reason: 'language' };
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The model took too long.', 'TimeoutError')),
    options.timeoutMs ?? MODEL_TIMEOUT_MS,
  );
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason), { once: true });
  let session: LanguageModel | undefined;
  try {
    const { signal } = controller;
    session = await Promise.race([
      api.create({
        ...sessionOptions(request.language),
        initialPrompts: [{ role: 'system', content: systemPrompt(request) }],
        signal,
      }),
      abandoned(signal),
    ]);
    const answer = await Promise.race([session.prompt(userPrompt(request), { signal }), abandoned(signal)]);
    const signOff = request.signOff?.trim();
    const book = phrasebookFor(request.language);
    const text = signOff && book ? `${unwrap(answer)}\n\n${book.signOff(signOff)}` : unwrap(answer);
    const check = checkDraft(text, request);
    return check.ok ? { ok: true, text } : { ok: false, reason: 'offRules', problems: check.problems };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'failed' };
  } finally {
    clearTimeout(timer);
    session?.destroy();
  }
}

export interface ReplyDraft {
  text: string;
  /** "Drafted on this device" or "Drafted from your saved replies and the review". */
  source: 'model' | 'composed';
  /** Why the model's draft was not used, when it was tried. */
  fallback?: Exclude<ModelDraft, { ok: true }>['reason'];
}

/** The model's draft when it is ready and keeps the rules, else the composed one. */
export async function draftReply(
  request: ModelDraftRequest,
  options: { useModel?: boolean; api?: LanguageModelApi; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ReplyDraft> {
  if (options.useModel !== false) {
    const drafted = await draftWithModel(request, options);
    if (drafted.ok) return { text: drafted.text, source: 'model' };
    return { text: composeDraft(request).text, source: 'composed', fallback: drafted.reason };
  }
  return { text: composeDraft(request).text, source: 'composed' };
}
