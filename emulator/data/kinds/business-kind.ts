/** What a kind of business says about itself and what its reviewers talk about (business-kinds.ts). */
import type { ThemeSentence } from '../theme-sentences';

export interface BusinessKind {
  key: string;
  categoryIds: string[];
  names: string[];
  descriptions: string[];
  featured: string[];
  staff: string[];
  goods: string[];
  /** The themes of theme-sentences.ts its reviewers raise, besides its own sentences. */
  generalThemes: string[];
  /** Its own sentences of praise and of complaint, each tagged with the themes it raises. */
  praise: ThemeSentence[];
  complaints: ThemeSentence[];
}
