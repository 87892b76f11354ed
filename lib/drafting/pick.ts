/**
 * Deterministic choices for composed drafts: the same review always reads the same, and two
 * reviews rarely alike. A seed from the review's id and text; each slot of the draft draws its
 * own number from it, so adding a sentence does not reshuffle the others.
 */

/** 32-bit FNV-1a of a text. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of `items`, the same for the same seed and slot. */
export function choose<T>(items: readonly T[], seed: number, slot: string): T {
  let h = seed ^ seedOf(slot);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return items[(h >>> 0) % items.length];
}
