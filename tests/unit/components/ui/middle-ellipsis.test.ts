import { describe, expect, it } from 'vitest';
import { fitMiddle, middleEllipsis } from '@/components/ui/middle-ellipsis';

describe('names cut in the middle', () => {
  it('keeps a name that fits, and cuts a long one in the middle so its end still tells it apart', () => {
    expect(middleEllipsis('Acme Dental', 20)).toBe('Acme Dental');
    const a = middleEllipsis('Hartmann Local Brands', 14);
    const b = middleEllipsis('Hartmann Local Bakeries', 14);
    expect([...a].length).toBeLessThanOrEqual(14);
    expect(a).toBe('Hartmann…rands');
    expect(b).not.toBe(a);
    expect(b).toBe('Hartmann…eries');
  });

  it('never cuts inside a pair of surrogates, and has a floor', () => {
    expect(middleEllipsis('😀😀😀😀😀😀😀😀😀😀', 5)).toBe('😀😀😀…😀');
    expect(middleEllipsis('Anything', 1)).toBe('…');
  });

  it('keeps the whole name when it fits, else the longest cut that does', () => {
    const tenWide = (text: string) => [...text].length <= 10;
    expect(fitMiddle('Acme', tenWide)).toBe('Acme');
    expect(fitMiddle('Hartmann Local Brands', tenWide)).toBe(middleEllipsis('Hartmann Local Brands', 10));
  });

  it('keeps whole words when that shows nearly as much of the name', () => {
    const twentyWide = (text: string) => [...text].length <= 20;
    // The character cut would be "Hartmann Lo…l Brands".
    expect(fitMiddle('Hartmann Local Brands', twentyWide)).toBe('Hartmann…Brands');
    expect(fitMiddle('Hartmann Local Bakeries', twentyWide)).toBe('Hartmann…Bakeries');
    const thirtyWide = (text: string) => [...text].length <= 30;
    expect(fitMiddle('Smith & Sons Plumbing and Heating of Greater Boston', thirtyWide)).toBe(
      'Smith & Sons…of Greater Boston',
    );
    // "Ace…Bakery" would show far less of the name than a cut of the characters.
    expect(fitMiddle('Ace Extraordinarilylongname Bakery', twentyWide)).toBe(
      middleEllipsis('Ace Extraordinarilylongname Bakery', 20),
    );
  });
});
