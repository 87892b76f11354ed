import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { CommentVisibility } from '@/lib/api/catalog';
import { clearDraft, readDraft, saveDraft } from '@/lib/reviews/review-cache';

/** Long enough to save once per pause in typing, short enough that closing the popup loses nothing. */
export const DRAFT_DELAY_MS = 300;

export interface ReplyDraftState {
  text: string;
  visibility: CommentVisibility | undefined;
  /** The saved draft (if any) has been read and applied. */
  loaded: boolean;
  /** The text on screen is in the cache (shown as "Draft saved"). */
  saved: boolean;
  setText(text: string): void;
  setVisibility(visibility: CommentVisibility): void;
  /** After sending: an empty box, no choice made, no draft kept. */
  reset(): Promise<void>;
}

/**
 * The composer's text and visibility, restored from the saved draft of this review and target and
 * saved as the person types, so a draft is back when the popup reopens. Pending edits are
 * written at once when the page is hidden or closed, or the composer goes away.
 */
export function useReplyDraft(accountId: string, reviewId: string, parentId?: string): ReplyDraftState {
  const [text, setTextState] = useState('');
  const [visibility, setVisibilityState] = useState<CommentVisibility>();
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState(false);
  const latest = useRef({ text: '', visibility: undefined as CommentVisibility | undefined, dirty: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    void readDraft(accountId, reviewId, parentId).then((draft) => {
      if (!live) return;
      // Something typed before the read answered wins over the stored draft.
      if (draft && latest.current.text === '') {
        latest.current.text = draft.text;
        latest.current.visibility = draft.visibility;
        setTextState(draft.text);
        setVisibilityState(draft.visibility);
        setSaved(true);
      }
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [accountId, reviewId, parentId]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (!latest.current.dirty) return;
    latest.current.dirty = false;
    const { text: current, visibility: chosen } = latest.current;
    await saveDraft({ accountId, reviewId, parentId, text: current, visibility: chosen });
    if (latest.current.text === current) setSaved(current.trim() !== '');
  }, [accountId, reviewId, parentId]);

  useEffect(() => {
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      void flush();
    };
  }, [flush]);

  const schedule = () => {
    latest.current.dirty = true;
    setSaved(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DRAFT_DELAY_MS);
  };

  return {
    text,
    visibility,
    loaded,
    saved,
    setText(next) {
      latest.current.text = next;
      setTextState(next);
      schedule();
    },
    setVisibility(next) {
      latest.current.visibility = next;
      setVisibilityState(next);
      schedule();
    },
    async reset() {
      clearTimeout(timer.current);
      latest.current = { text: '', visibility: undefined, dirty: false };
      setTextState('');
      setVisibilityState(undefined);
      setSaved(false);
      await clearDraft(accountId, reviewId, parentId);
    },
  };
}
