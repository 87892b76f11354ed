/**
 * Case-insensitive substring search over one text field of an account's reviews
 * (conventions.md › Reviews: `reviewContent`, `reviewerName`). The texts are lower-cased and
 * joined once, on the first search, so a search is a few `indexOf` runs over one flat string
 * rather than 100,000 scattered ones; the answer is a mask by review slot.
 */
import type { ReviewRecord } from './model';

const SEPARATOR = '\u0000';

export class TextSearch {
  private text = '';
  private starts = new Int32Array(0);
  private builtFor = -1;
  /** Recent answers: paging through one search asks the same question again. */
  private readonly recent = new Map<string, Uint8Array>();

  constructor(
    /** Reviews by slot (append-only). */
    private readonly docs: ReviewRecord[],
    private readonly field: (review: ReviewRecord) => string,
  ) {}

  private build(): void {
    if (this.builtFor === this.docs.length) return;
    const starts = new Int32Array(this.docs.length);
    const parts: string[] = [];
    let at = 0;
    this.docs.forEach((doc, slot) => {
      const raw = this.field(doc);
      const part = (raw.includes(SEPARATOR) ? raw.replaceAll(SEPARATOR, ' ') : raw).toLowerCase();
      starts[slot] = at;
      parts.push(part);
      at += part.length + 1;
    });
    this.text = parts.join(SEPARATOR);
    this.starts = starts;
    this.builtFor = this.docs.length;
    this.recent.clear();
  }

  /** Forgets the joined text: a review's text changed (admin `PATCH /reviews/:id`). */
  invalidate(): void {
    this.builtFor = -1;
  }

  /** 1 at the slot of every review whose text holds `needle`, whatever its case. */
  mask(needle: string): Uint8Array {
    this.build();
    const wanted = needle.toLowerCase();
    const known = this.recent.get(wanted);
    if (known) return known;
    const mask = this.search(wanted);
    if (this.recent.size >= 16) this.recent.delete(this.recent.keys().next().value ?? '');
    this.recent.set(wanted, mask);
    return mask;
  }

  private search(wanted: string): Uint8Array {
    const mask = new Uint8Array(this.docs.length);
    if (wanted.includes(SEPARATOR)) return mask;
    const { starts } = this;
    let slot = 0;
    let at = this.text.indexOf(wanted);
    while (at !== -1) {
      // Hits come in text order, so the slot only moves forward.
      while (slot + 1 < starts.length && starts[slot + 1] <= at) slot++;
      mask[slot] = 1;
      // One hit per review is enough: continue after this review's text.
      at = slot + 1 < starts.length ? this.text.indexOf(wanted, starts[slot + 1]) : -1;
    }
    return mask;
  }
}
