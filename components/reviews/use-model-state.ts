import { useEffect, useRef, useState } from 'preact/hooks';
import { DEFAULT_DRAFT_LANGUAGE } from '@/lib/drafting/draft-language';
import { type DownloadOutcome, downloadModel, type ModelState, modelState } from '@/lib/drafting/model-state';

export interface ModelStatus {
  /** What the browser's model can do; undefined until asked (and while drafting with it is off). */
  state: ModelState | undefined;
  /** The share of the download done, 0 to 1, while this page follows it. */
  progress: number | undefined;
  /** How the last download this page started ended, until the next. */
  outcome: DownloadOutcome | undefined;
  /** Starts the download, or follows one Chrome already runs; call it from the person's click. */
  download(): Promise<void>;
}

/**
 * Where Chrome's built-in model stands for drafts, asked once when shown (`enabled`: the person
 * lets drafts use it, Options › Drafting), and its download started from this page's click, with
 * its progress.
 */
export function useModelState(enabled: boolean): ModelStatus {
  const [state, setState] = useState<ModelState>();
  const [progress, setProgress] = useState<number>();
  const [outcome, setOutcome] = useState<DownloadOutcome>();
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    if (enabled)
      void modelState(DEFAULT_DRAFT_LANGUAGE).then((answer) => {
        if (live.current) setState(answer);
      });
    else setState(undefined);
    return () => {
      live.current = false;
    };
  }, [enabled]);

  return {
    state,
    progress,
    outcome,
    async download() {
      setOutcome(undefined);
      setProgress(0);
      setState('downloading');
      const ended = await downloadModel(DEFAULT_DRAFT_LANGUAGE, {
        onProgress: (loaded) => {
          if (live.current) setProgress(loaded);
        },
      });
      // Where it stands now: a refused or failed start leaves the model as it was.
      const now = ended === 'available' ? 'available' : await modelState(DEFAULT_DRAFT_LANGUAGE);
      if (!live.current) return;
      setProgress(undefined);
      setOutcome(ended);
      setState(now);
    },
  };
}
