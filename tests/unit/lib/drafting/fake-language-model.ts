/// <reference types="dom-chromium-ai" />
/**
 * A stand-in for Chrome's `LanguageModel` in each of its states, behaving as the Prompt API
 * documents: `create()` while the model is downloadable or downloading needs the page's user
 * activation (else NotAllowedError) and reports `downloadprogress` to its monitor; a session
 * answers `prompt()`. It records what it was asked.
 */
import type { LanguageModelApi } from '@/lib/drafting/model-state';

export interface FakeModelOptions {
  state: Availability;
  /** The page has transient user activation (the person just clicked). */
  userActivation?: boolean;
  /** Shares of the download reported while `create()` downloads. */
  progress?: number[];
  answer?: string;
  /** `prompt()` never settles and ignores its signal. */
  hang?: boolean;
  /** `create()` or `prompt()` throws this. */
  createError?: Error;
  promptError?: Error;
}

export interface FakeModel extends LanguageModelApi {
  calls: {
    availability: LanguageModelCreateCoreOptions[];
    create: LanguageModelCreateOptions[];
    prompts: string[];
    destroyed: number;
  };
}

export function fakeLanguageModel(options: FakeModelOptions): FakeModel {
  const calls: FakeModel['calls'] = { availability: [], create: [], prompts: [], destroyed: 0 };
  let state = options.state;
  const session = {
    prompt: (input: string) => {
      calls.prompts.push(input);
      if (options.hang) return new Promise<string>(() => {});
      if (options.promptError) return Promise.reject(options.promptError);
      return Promise.resolve(options.answer ?? '');
    },
    destroy: () => {
      calls.destroyed++;
    },
  } as unknown as LanguageModel;
  return {
    calls,
    availability: async (core = {}) => {
      calls.availability.push(core);
      return state;
    },
    create: async (create = {}) => {
      calls.create.push(create);
      if (state === 'unavailable') throw new DOMException('The model is not available.', 'NotSupportedError');
      if ((state === 'downloadable' || state === 'downloading') && !options.userActivation)
        throw new DOMException(
          'Requires a user gesture when availability is "downloading" or "downloadable".',
          'NotAllowedError',
        );
      if (options.createError) throw options.createError;
      if (state !== 'available') {
        const monitor = new EventTarget() as CreateMonitor;
        create.monitor?.(monitor);
        for (const loaded of options.progress ?? [0, 1])
          monitor.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded, total: 1 }));
        state = 'available';
      }
      return session;
    },
  };
}
