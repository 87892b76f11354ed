/**
 * What one clause says of each theme, from the phrases found in it (phrase-matcher.ts):
 * - a theme's own phrase carries its tone, turned by a negation before it;
 * - an opinion goes to its nearest target, an aspect or another phrase, the one after it on a tie
 *   ("great food, slow service": "great" is the food's); a cue only to its themes' aspects;
 * - an aspect takes the tone of its nearest opinion; with none, an absence right before it says
 *   what missing it means (a complaint for "no parking", praise for "no fees"); with neither, a neutral mention when its theme takes those and
 *   the clause holds no verdict on anything else;
 * - an aspect right next to another theme's phrase is that phrase's subject and says nothing
 *   itself ("honest mechanics" is about honesty).
 */
import type { Entry, Match, Verdict } from './phrase-matcher';
import type { ThemeId, Tone } from './theme-ids';

export interface VerdictRules {
  /** Negators that, right before an aspect, mean it was missing. */
  absences: ReadonlySet<string>;
  /** Themes whose aspects alone make a neutral mention. */
  neutral: ReadonlySet<ThemeId>;
  /** Themes whose aspects' absence is praise ("no fees"); for the others it is a complaint. */
  welcomeAbsence: ReadonlySet<ThemeId>;
  /** Whether a tie goes to the target before the opinion (lexicon.ts › Grammar.opinionFollows). */
  opinionFollows: boolean;
}

type Aspect = Match & { entry: Extract<Entry, { kind: 'aspect' }> };
type Opinion = Match & { entry: Extract<Entry, { kind: 'opinion' }> };

const flip = (tone: Verdict, match: Match): Verdict =>
  match.negation === null ? tone : tone === 'praise' ? 'complaint' : 'praise';

/**
 * Words between two matches; the target on the side the language puts what an opinion is said of
 * counts half a word nearer (after it in English, before it where opinions follow).
 */
const distance = (opinion: Match, target: Match, follows = false): number =>
  target.start >= opinion.end
    ? target.start - opinion.end + (follows ? 0.5 : 0)
    : opinion.start - target.end + (follows ? 0 : 0.5);

function nearestTarget(opinion: Opinion, targets: readonly Match[], follows: boolean): Match | undefined {
  let best: Match | undefined;
  for (const target of targets) {
    if (
      target.entry.kind === 'aspect' &&
      opinion.entry.themes &&
      !opinion.entry.themes.includes(target.entry.theme)
    )
      continue;
    if (target.entry.kind === 'phrase' && opinion.entry.themes) continue;
    if (!best || distance(opinion, target, follows) < distance(opinion, best, follows)) best = target;
  }
  return best;
}

const nextTo = (a: Match, b: Match): boolean => a.end === b.start || b.end === a.start;

export function clauseVerdicts(
  matches: readonly Match[],
  rules: VerdictRules,
): { theme: ThemeId; tone: Tone }[] {
  const phrases = matches.filter((match) => match.entry.kind === 'phrase');
  const aspects = matches.filter((match): match is Aspect => match.entry.kind === 'aspect');
  const opinions = matches.filter((match): match is Opinion => match.entry.kind === 'opinion');
  const heard = new Map<Match, Opinion[]>();
  const targets = [...aspects, ...phrases];
  for (const opinion of opinions) {
    const target = nearestTarget(opinion, targets, rules.opinionFollows);
    if (target) heard.set(target, [...(heard.get(target) ?? []), opinion]);
  }
  const found: { theme: ThemeId; tone: Tone }[] = [];
  for (const match of matches) {
    const { entry } = match;
    if (entry.kind === 'phrase') found.push({ theme: entry.theme, tone: flip(entry.tone, match) });
    if (entry.kind !== 'aspect') continue;
    if (
      phrases.some(
        (phrase) =>
          phrase.entry.kind === 'phrase' && phrase.entry.theme !== entry.theme && nextTo(phrase, match),
      )
    )
      continue;
    const own = heard.get(match);
    if (own) {
      const nearest = own.reduce((a, b) =>
        distance(b, match, rules.opinionFollows) < distance(a, match, rules.opinionFollows) ? b : a,
      );
      found.push({ theme: entry.theme, tone: flip(nearest.entry.tone, nearest) });
    } else if (match.negation && match.negation.gap <= 1 && rules.absences.has(match.negation.word))
      found.push({
        theme: entry.theme,
        tone: rules.welcomeAbsence.has(entry.theme) ? 'praise' : 'complaint',
      });
    else if (phrases.length === 0 && opinions.length === 0 && rules.neutral.has(entry.theme))
      found.push({ theme: entry.theme, tone: 'neutral' });
  }
  return found;
}
