/**
 * A long name cut in the middle ("Hartmann Lo…Brands"), so that names that start alike (an
 * agency's "Hartmann Local Brands" and "Hartmann Local Bakeries") stay apart where the end
 * differs. Pure; counts characters (code points), keeps the name whole when it fits.
 */
export function middleEllipsis(text: string, maxChars: number): string {
  const chars = [...text];
  if (chars.length <= maxChars) return text;
  if (maxChars <= 1) return '…';
  const keep = maxChars - 1;
  // A little more of the start: it is where a name is read from.
  const head = Math.ceil(keep * 0.55);
  const tail = keep - head;
  return `${chars.slice(0, head).join('').trimEnd()}…${chars
    .slice(chars.length - tail)
    .join('')
    .trimStart()}`;
}

/** How many characters of a bold title fit `widthPx` at `fontPx` (an average glyph is ~0.58 em). */
export const charsThatFit = (widthPx: number, fontPx: number): number =>
  Math.max(4, Math.floor(widthPx / (fontPx * 0.58)));
