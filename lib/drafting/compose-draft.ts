/**
 * The reply composed from parts when no model drafts it (Firefox, a machine that cannot hold the
 * model, a policy that blocks it, or a model answer that broke a rule): the reviewer's first name,
 * thanks naming the location, a sentence for each theme raised (worded by theme, tone and rating),
 * an apology and what happens next after a complaint, a closing from the person's saved replies,
 * and their sign-off. Pure and deterministic: the same review always gives the same draft, and
 * the choices come from the review itself, so two reviews rarely read alike.
 */
import { themesOfReview } from '../themes/read-themes';
import type { ThemeId, ThemeMention, Tone } from '../themes/theme-ids';
import { closingFromSaved } from './closing-from-saved';
import { findPhrase, MAX_DRAFT_WORDS, wordCount } from './draft-rules';
import { type Phrasebook, type RatingBand, ratingBand } from './phrasebook';
import { phrasebookFor } from './phrasebooks';
import { choose, seedOf } from './pick';

export interface DraftRequest {
  reviewId: string;
  rating: number;
  title?: string;
  content: string;
  /** The review's themes; read from its title and text when not given. */
  themes?: readonly Pick<ThemeMention, 'theme' | 'tone'>[];
  /** The reviewer's first name (reply-templates.ts › firstNameOf); empty for an anonymous review. */
  firstName?: string;
  locationName: string;
  /** The texts of the person's saved replies, placeholders filled for this review. */
  savedReplies?: readonly string[];
  /** Options › Drafting › sign-off: a line under the reply. */
  signOff?: string;
  /** The review's language; English when absent or without a phrasebook. */
  language?: string;
}

export interface ComposedDraft {
  text: string;
  language: string;
  /** The themes the draft answers, one tone each. */
  answers: { theme: ThemeId; tone: Tone }[];
}

/** Full sentences for at most this many themes; the rest are named together in one. */
const FULL_THEMES = 3;

/** One tone per theme, a complaint before praise before a mere mention. */
function answersOf(themes: readonly Pick<ThemeMention, 'theme' | 'tone'>[], band: RatingBand) {
  const rank: Record<Tone, number> = { complaint: 0, praise: 1, neutral: 2 };
  const byTheme = new Map<ThemeId, Tone>();
  for (const { theme, tone } of themes) {
    const held = byTheme.get(theme);
    if (!held || rank[tone] < rank[held]) byTheme.set(theme, tone);
  }
  const answers = [...byTheme].map(([theme, tone]) => ({ theme, tone }));
  // Praise first for a good rating, the complaints first for a poor one.
  const order: Record<Tone, number> = band === 'low' ? rank : { praise: 0, complaint: 1, neutral: 2 };
  return answers.sort((a, b) => order[a.tone] - order[b.tone]);
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole).replace(/\.\./g, '.');

function themeSentences(
  book: Phrasebook,
  answers: ComposedDraft['answers'],
  band: RatingBand,
  seed: number,
  full: number,
) {
  const sentences: string[] = [];
  const rest: Record<Tone, string[]> = { praise: [], complaint: [], neutral: [] };
  // Successive sentences of one tone take successive leads, so none opens like the one before.
  const leads = { praise: book.praiseLead[band], complaint: book.complaintLead[band] };
  const next = {
    praise: choose([0, 1, 2], seed, 'lead:praise'),
    complaint: choose([0, 1, 2], seed, 'lead:complaint'),
  };
  answers.forEach(({ theme, tone }, i) => {
    const phrases = book.themes[theme];
    if (i >= full || tone === 'neutral') rest[tone].push(phrases.name);
    else {
      const lead = leads[tone][next[tone]++ % leads[tone].length];
      const clause = choose(phrases[tone], seed, `theme:${theme}`);
      sentences.push(book.sentence ? book.sentence(lead, clause) : `${lead} ${clause}.`);
    }
  });
  const group = (templates: readonly string[], names: string[], slot: string) =>
    names.length > 0 ? [fill(choose(templates, seed, slot), { names: book.joinList(names) })] : [];
  return [
    ...sentences,
    ...group(book.alsoComplaint, rest.complaint, 'also:complaint'),
    ...group(book.alsoPraise, rest.praise, 'also:praise'),
    ...group(book.neutral, rest.neutral, 'neutral'),
  ];
}

export function composeDraft(request: DraftRequest): ComposedDraft {
  const book = phrasebookFor(request.language ?? 'en') ?? (phrasebookFor('en') as Phrasebook);
  const seed = seedOf(`${request.reviewId}\n${request.title ?? ''}\n${request.content}`);
  const band = ratingBand(request.rating);
  const themes = request.themes ?? themesOfReview(request, book.language);
  const answers = answersOf(themes, band);
  const values = { firstName: request.firstName?.trim() ?? '', location: request.locationName.trim() };
  const greeting = values.firstName
    ? fill(choose(book.greeting.named, seed, 'greeting'), values)
    : choose(book.greeting.anonymous, seed, 'greeting');
  const wording = values.location ? book : { ...book, ...book.unnamed };
  const thanks = fill(choose(wording.thanks[band], seed, 'thanks'), values);
  const complaint = band === 'low' || answers.some((answer) => answer.tone === 'complaint');
  const firstComplaint = answers.find((answer) => answer.tone === 'complaint');
  const saved = closingFromSaved(request.savedReplies ?? [], complaint, book, seed);
  const closing = saved ?? choose(book.closing[band], seed, 'closing');
  // The person's own closing that already invites them to get in touch takes the place of ours.
  const invites = saved !== undefined && findPhrase(saved, book.rules.nextStep) !== undefined;
  const aftercare = !complaint
    ? []
    : [
        ...(firstComplaint ? [] : [choose(book.apology, seed, 'apology')]),
        firstComplaint
          ? choose(book.themes[firstComplaint.theme].next, seed, 'next')
          : choose(book.next, seed, 'next'),
        ...(invites ? [] : [fill(choose(wording.contact, seed, 'contact'), values)]),
      ];

  const signOff = request.signOff?.trim() ? `\n\n${book.signOff(request.signOff.trim())}` : '';
  // Fewer full theme sentences, then no closing, until the draft fits.
  let text = '';
  for (const [full, withClosing] of [
    [FULL_THEMES, true],
    [2, true],
    [1, true],
    [1, false],
    [0, false],
  ] as const) {
    const body = [thanks, ...themeSentences(book, answers, band, seed, full), ...aftercare];
    if (withClosing) body.push(closing);
    text = `${greeting}\n\n${body.join(book.sentenceGap ?? ' ')}${signOff}`;
    if (wordCount(text) <= MAX_DRAFT_WORDS) break;
  }
  return { text, language: book.language, answers };
}
