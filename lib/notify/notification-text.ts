/**
 * Third-party text made fit for a desktop notification. Notifications show plain text (no HTML is
 * ever rendered), but a review can still carry control characters, direction overrides that
 * reorder what is shown, or a novel: those are removed or cut here. Pure.
 */

/** Caps, in characters, of what reviewers wrote. */
export const MAX_NAME = 40;
export const MAX_EXCERPT = 100;

// C0 and C1 controls (line breaks included: one line reads best) and bidirectional controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Five stars, filled up to the rating (rounded, 0–5). */
export function starGlyphs(rating: number): string {
  const filled = Math.min(5, Math.max(0, Math.round(Number.isFinite(rating) ? rating : 0)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/** One line of plain text, at most `max` characters, cut at a word where one is near, with "…". */
export function plainLine(text: string, max: number): string {
  const clean = text.replace(BIDI, '').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean); // code points: never split an emoji in two
  if (chars.length <= max) return clean;
  let cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  if (space > cut.length * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`;
}
