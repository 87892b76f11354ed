/**
 * A long name cut in the middle ("Hartmann…rands"), so that names that start alike (an
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

/**
 * How the name of an element too narrow for it is cut: the longest middle cut of `text` that
 * `fits` (a measurement the caller makes, e.g. laid out in the element's own font); the
 * whole text when it fits. Whole words are kept when that shows nearly as much of the name:
 * "Hartmann…Brands" reads better than "Hartmann Lo…l Brands".
 */
export function fitMiddle(text: string, fits: (candidate: string) => boolean): string {
  if (fits(text)) return text;
  // The longest cut of the characters: binary search on the length.
  let low = 1;
  let high = [...text].length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middleEllipsis(text, middle))) low = middle;
    else high = middle - 1;
  }
  const cut = middleEllipsis(text, low);
  // The longest cut between whole words, at least the first word and the last.
  const words = text.trim().split(/\s+/);
  let whole = '';
  for (let head = 1; head < words.length - 1; head++)
    for (let tail = 1; head + tail < words.length; tail++) {
      const candidate = `${words.slice(0, head).join(' ')}…${words.slice(-tail).join(' ')}`;
      if (candidate.length > whole.length && fits(candidate)) whole = candidate;
    }
  return [...whole].length * 3 >= [...cut].length * 2 ? whole : cut;
}
