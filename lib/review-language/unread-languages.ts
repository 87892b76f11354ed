/**
 * The reviews "What customers mention" could not read: those in a language with no lexicon
 * (lib/themes/languages.ts), counted from the account's language tally. A review too short to
 * tell counts with the account's usual language, the one it is read as.
 */
import { canReadThemes } from '../themes/read-themes';
import { type LanguageTally, usualLanguage } from './language-tally';

export interface UnreadLanguage {
  language: string;
  count: number;
}

/**
 * Each language whose reviews went unread, most reviews first, over one account's tally or
 * several (All accounts: each account's short reviews read as its own usual language).
 */
export function unreadLanguages(...tallies: LanguageTally[]): UnreadLanguage[] {
  const counts = new Map<string, number>();
  for (const tally of tallies) {
    const usual = usualLanguage(tally);
    for (const [tag, count] of Object.entries(tally)) {
      const language = tag || usual;
      if (count > 0 && !canReadThemes(language)) counts.set(language, (counts.get(language) ?? 0) + count);
    }
  }
  return [...counts]
    .map(([language, count]) => ({ language, count }))
    .sort((a, b) => b.count - a.count || a.language.localeCompare(b.language));
}
