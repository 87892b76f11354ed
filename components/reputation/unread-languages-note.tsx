import { formatList, formatNumber, languageName } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import type { UnreadLanguage } from '@/lib/review-language/unread-languages';

/**
 * Under "What customers mention": how many reviews its themes leave out because no lexicon reads
 * their language, and which: "Across all your reviews, 12 are in languages these themes cannot
 * read yet: French (8) and Japanese (4)." Nothing when every review could be read.
 */
export function UnreadLanguagesNote({ languages }: { languages?: readonly UnreadLanguage[] }) {
  if (!languages?.length) return null;
  const total = languages.reduce((sum, { count }) => sum + count, 0);
  const list = formatList(
    languages.map(({ language, count }) =>
      i18n.t('reputation.themes.languageCount', {
        language: languageName(language) ?? language,
        count: formatNumber(count),
      }),
    ),
  );
  return (
    <p class="reputation-note reputation-note--languages">
      {i18n.t('reputation.themes.unreadLanguages', total, { languages: list })}
    </p>
  );
}
