import { useEffect, useState } from 'preact/hooks';
import { Button } from '@/components/ui/button';
import { languageName } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import { foreignLanguageName, uiLanguage } from '@/lib/review-language/language-name';
import { canTranslate, translateTexts } from '@/lib/review-language/reading-aid';
import type { CachedReview } from '@/lib/reviews/review-cache';

type Shown = { title: string; content: string };

/**
 * "Show in English": a reading aid for a review in another language, where Chrome has the
 * Translator API for that pair (lib/review-language/reading-aid.ts). The translation is shown
 * beneath the review's own words, marked as a machine translation in the interface's language;
 * the review's words are never replaced. Nothing is offered without the API.
 */
export function ReadingAid({
  review,
}: {
  review: Pick<CachedReview, 'id' | 'language' | 'title' | 'content'>;
}) {
  const ui = uiLanguage().toLowerCase().split('-')[0];
  const from = foreignLanguageName(review.language, ui) ? review.language : undefined;
  const [offered, setOffered] = useState(false);
  const [shown, setShown] = useState<Shown>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setOffered(false);
    setShown(undefined);
    setFailed(false);
    if (from) void canTranslate(from, ui).then((ok) => live && setOffered(ok));
    return () => {
      live = false;
    };
  }, [review.id, review.title, review.content, from, ui]);

  if (!offered || !from) return null;
  const target = languageName(ui, ui) ?? ui;
  const show = async () => {
    setBusy(true);
    setFailed(false);
    const done = await translateTexts([review.title ?? '', review.content], from, ui);
    setBusy(false);
    if (done) setShown({ title: done[0], content: done[1] });
    else setFailed(true);
  };
  return (
    <div class="reading-aid">
      {shown && (
        <section class="reading-aid__text" lang={ui} aria-label={i18n.t('reviewLanguage.machineTranslation')}>
          <p class="reading-aid__label">{i18n.t('reviewLanguage.translatedBy', { language: target })}</p>
          {shown.title && <p class="reading-aid__title">{shown.title}</p>}
          <p>{shown.content}</p>
        </section>
      )}
      <Button
        size="sm"
        variant="ghost"
        busy={busy}
        aria-expanded={shown !== undefined}
        onClick={() => (shown ? setShown(undefined) : void show())}
      >
        {shown ? i18n.t('reviewLanguage.hide') : i18n.t('reviewLanguage.show', { language: target })}
      </Button>
      {failed && (
        <p class="reading-aid__failed" role="status">
          {i18n.t('reviewLanguage.failed')}
        </p>
      )}
    </div>
  );
}
