import { i18n } from '#i18n';
import { languageName } from '@/lib/review-language/language-name';
import type { UnreadLanguage } from '@/lib/review-language/unread-languages';

const counts = new Intl.NumberFormat();

/**
 * Under "What customers mention": how many reviews its themes leave out because no lexicon reads
 * their language, and which: "Across all your reviews, 12 are in languages these themes cannot
 * read yet: French (8) and Japanese (4)." Nothing when every review could be read.
 */
export function UnreadLanguagesNote({ languages }: { languages?: readonly UnreadLanguage[] }) {
  if (!languages?.length) return null;
  const total = languages.reduce((sum, { count }) => sum + count, 0);
  const list = new Intl.ListFormat(undefined, { type: 'conjunction' }).format(
    languages.map(({ language, count }) =>
      i18n.t('reputation.themes.languageCount', {
        language: languageName(language) ?? language,
        count: counts.format(count),
      }),
    ),
  );
  return (
    <p class="reputation-note reputation-note--languages">
      {i18n.t('reputation.themes.unreadLanguages', total, { count: counts.format(total), languages: list })}
    </p>
  );
}
