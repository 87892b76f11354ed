/**
 * Reviews written in another language than English (`--languages`): which language each review
 * is in, and its title, text, reviewer and thread in that language. Everything here draws from a
 * stream of its own, so the ratings, dates, places and publishers stay those of the default seed.
 */
import { Faker } from '@faker-js/faker';
import { hashString, Rng } from '../../core/random';
import type { ReviewRecord } from '../../state/model';
import { People, type Person } from '../people';
import { fill, type Sentiment, sentimentOf } from '../review-phrases';
import { french } from './french';
import { german } from './german';
import { japanese } from './japanese';
import type { GeneralTheme, ReviewLanguage } from './review-language';
import { spanish } from './spanish';

/** Every language a seed can hold: English (review-phrases.ts) and these. */
export const FOREIGN_LANGUAGES: readonly ReviewLanguage[] = [german, french, spanish, japanese];
export const SEED_LANGUAGES = ['en', ...FOREIGN_LANGUAGES.map((language) => language.code)] as const;

const THEMES = Object.keys(german.praise) as GeneralTheme[];

/** Picks each review's language, evenly over `codes`, and writes it in that language. */
export class ForeignReviews {
  private readonly rng: Rng;
  private readonly languages: (ReviewLanguage | undefined)[];
  private readonly people = new Map<string, People>();

  constructor(seed: string, accountId: string, codes: readonly string[]) {
    this.rng = Rng.for(seed, `review-languages:${accountId}`);
    this.languages = codes.map((code) => FOREIGN_LANGUAGES.find((language) => language.code === code));
    for (const language of FOREIGN_LANGUAGES) {
      const faker = new Faker({ locale: [language.locale] });
      faker.seed(hashString(`${seed}:reviewers-${language.code}:${accountId}`));
      this.people.set(language.code, new People(faker));
    }
  }

  /** The next review's language: undefined for English. */
  next(): ReviewLanguage | undefined {
    return this.rng.pick(this.languages);
  }

  person(language: ReviewLanguage): Person {
    return (this.people.get(language.code) as People).person(this.rng);
  }

  email(language: ReviewLanguage, person: Person): string {
    return (this.people.get(language.code) as People).email(this.rng, person);
  }

  title(language: ReviewLanguage, rating: number): string {
    return this.rng.pick(language.titles[sentimentOf(rating)]);
  }

  /** An opener, one to three theme sentences (praise and complaint at three stars), a closer. */
  text(language: ReviewLanguage, rating: number, values: Record<string, string>): string {
    const rng = this.rng;
    const sentiment = sentimentOf(rating);
    const themes = rng.sample(THEMES, sentiment === 'mixed' ? 2 : rng.int(1, 3));
    const sentence = (theme: GeneralTheme, tone: 'praise' | 'complaints') => rng.pick(language[tone][theme]);
    const middle =
      sentiment === 'mixed'
        ? [sentence(themes[0], 'praise'), language.however(sentence(themes[1], 'complaints'))]
        : themes.map((theme) => sentence(theme, sentiment === 'positive' ? 'praise' : 'complaints'));
    const parts = [rng.pick(language.openers[sentiment]), ...middle, rng.pick(language.closers[sentiment])];
    return parts
      .filter(Boolean)
      .map((part) => fill(part, values))
      .join(language.space);
  }

  /** The review's thread said again in its language: the business's answers and the customer's follow-ups. */
  thread(language: ReviewLanguage, review: ReviewRecord, firstName: string): void {
    const sentiment: Sentiment = sentimentOf(review.rating);
    for (const comment of review.comments)
      comment.message =
        comment.authorRole === 'BUSINESS_OWNER'
          ? fill(this.rng.pick(language.ownerReplies[sentiment]), { author: firstName })
          : this.rng.pick(language.followUps);
  }
}
