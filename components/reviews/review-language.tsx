import { i18n } from '@/lib/i18n/translate';
import { foreignLanguageName } from '@/lib/review-language/language-name';

/**
 * The language a review is written in, as a quiet label, when it is not the interface's: "French".
 * Nothing for a review in the interface's language or too short to tell.
 */
export function ReviewLanguage({
  language,
  class: className,
  separated = false,
}: {
  language?: string;
  class?: string;
  /** Led by " · ", as one more item of a line of them (the dot is not read out). */
  separated?: boolean;
}) {
  const name = foreignLanguageName(language);
  if (!name) return null;
  return (
    <>
      {separated && <span aria-hidden="true"> · </span>}
      <span class={className} title={i18n.t('reviewLanguage.writtenIn', { language: name })}>
        {name}
      </span>
    </>
  );
}
