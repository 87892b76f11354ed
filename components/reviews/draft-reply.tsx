import { useRef, useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reviews/draft-reply.css';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Button } from '@/components/ui/button';
import type { CommentVisibility } from '@/lib/api/catalog';
import type { DraftLanguage } from '@/lib/drafting/draft-language';
import { draftingSettingsItem, draftingSettingsOf } from '@/lib/drafting/drafting-settings';
import type { ReplyDraft } from '@/lib/drafting/model-draft';
import { languageName } from '@/lib/i18n/format';
import { foreignLanguageName } from '@/lib/review-language/language-name';
import type { CachedReview } from '@/lib/reviews/review-cache';
import { ModelDownload } from './model-download';
import { useModelState } from './use-model-state';

/** The drafting code (lexicon, phrasebooks, prompt): loaded on the first click, not with the composer. */
const loadDrafting = () => import('@/lib/drafting/draft-for-review');

export interface DraftReplyProps {
  accountId: string;
  review: CachedReview;
  parentId?: string;
  visibility?: CommentVisibility;
  /** What the reply box holds now. */
  text: string;
  /** Puts the draft in the reply box (saved as a draft like typed text). */
  onFill(text: string): void;
}

/**
 * **Draft a reply**: fills the reply box with a draft of this review's answer, written by Chrome's
 * built-in model on this device when the person allows it and it is ready, else composed from the
 * review and their saved replies (lib/drafting/draft-for-review.ts). It says which kind the draft
 * is and that nothing left the browser. Text the person wrote is never replaced without asking:
 * the draft is made first, then they choose Replace or Keep mine, so the question is about a draft
 * they can weigh and nothing of theirs is lost meanwhile. Nothing is sent: Send reply does that.
 */
export function DraftReply({ accountId, review, parentId, visibility, text, onFill }: DraftReplyProps) {
  const stored = useWatchedItem(draftingSettingsItem);
  const settings = draftingSettingsOf(stored);
  // Not asked before the person's choice is read: composed drafts only means the model is left alone.
  const model = useModelState(stored !== undefined && settings.useModel);
  const [busy, setBusy] = useState(false);
  const [drafted, setDrafted] = useState<Drafted>();
  const [waiting, setWaiting] = useState<Drafted>();
  const [failed, setFailed] = useState(false);
  // The last draft put in the box: text equal to it is ours to replace without asking.
  const filled = useRef<string | undefined>(undefined);
  // The box as it is now, for a draft that arrives seconds after the click.
  const current = useRef(text);
  current.current = text;

  const fill = (draft: Drafted) => {
    filled.current = draft.text;
    setWaiting(undefined);
    setDrafted(draft);
    onFill(draft.text);
  };

  const draftNow = async () => {
    setBusy(true);
    setFailed(false);
    setWaiting(undefined);
    try {
      const { draftForReview } = await loadDrafting();
      const draft = await draftForReview({ accountId, review, parentId, visibility });
      const mine = current.current.trim() !== '' && current.current !== filled.current;
      if (mine) setWaiting(draft);
      else fill(draft);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const usesModel = settings.useModel && model.state === 'available';
  // Said while the box still holds a draft (edited or not); gone once it is emptied or sent.
  const note = drafted && text.trim() !== '' && !waiting ? noteOf(drafted) : undefined;
  return (
    <div class="draft-reply">
      <div class="draft-reply__row">
        <Button size="sm" variant="secondary" busy={busy} onClick={() => void draftNow()}>
          {i18n.t('composer.draft.button')}
        </Button>
        <p class="draft-reply__note" role="status">
          {busy && usesModel ? i18n.t('composer.draft.writing') : note}
          {failed && i18n.t('composer.draft.failed')}
        </p>
      </div>
      {waiting && (
        <fieldset class="draft-reply__ask">
          <legend>{i18n.t('composer.draft.replaceQuestion')}</legend>
          <Button size="sm" variant="primary" onClick={() => fill(waiting)}>
            {i18n.t('composer.draft.replace')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setWaiting(undefined)}>
            {i18n.t('composer.draft.keep')}
          </Button>
        </fieldset>
      )}
      {settings.useModel && <ModelDownload status={model} compact />}
    </div>
  );
}

/** A draft, with the language it is in when it answers a review (not the options page's sample). */
type Drafted = ReplyDraft & Partial<DraftLanguage>;

/**
 * Which kind of draft it is, that it stayed in the browser, and why the model's was not used;
 * then its language, when it is not the interface's or not the review's.
 */
export function noteOf(draft: Drafted): string {
  const language = languageNote(draft);
  const kind = kindNote(draft);
  return language ? `${kind} ${language}` : kind;
}

function kindNote(draft: Drafted): string {
  if (draft.source === 'model') return i18n.t('composer.draft.fromModel');
  const composed = i18n.t('composer.draft.composed');
  const why = draft.fallback;
  if (why === 'timeout' || why === 'failed' || why === 'offRules')
    return i18n.t('composer.draft.fallbackNote', { why: i18n.t(`composer.draft.fallback.${why}`), composed });
  if (why === 'language' && draft.language)
    return i18n.t('composer.draft.fallbackNote', {
      why: i18n.t('composer.draft.fallback.language', {
        language: languageName(draft.language) ?? draft.language,
      }),
      composed,
    });
  return composed;
}

function languageNote(draft: Drafted): string | undefined {
  if (!draft.language || !draft.reviewLanguage) return undefined;
  const name = (code: string) => languageName(code) ?? code;
  if (draft.noPhrasebook)
    return i18n.t('composer.draft.noPhrasebook', {
      review: name(draft.reviewLanguage),
      language: name(draft.language),
    });
  const foreign = foreignLanguageName(draft.language);
  return foreign && i18n.t('composer.draft.inLanguage', { language: foreign });
}
