import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The store listing kit (docs/store/README.md) against what the stores accept and what ships: the
 * short description is the manifest's and fits both stores, every image has the size the stores
 * ask for, and the privacy policy justifies exactly the permissions the README lists (which
 * tests/e2e/security.spec.ts holds to the built manifest).
 */
const ROOT = resolve(__dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const listing = read('docs/store/README.md');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(join(ROOT, path));
  expect(bytes.subarray(1, 4).toString('latin1'), path).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The backticked names in the first column of the first markdown table after `heading`. */
function permissionsTable(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'));
  return lines
    .slice(first + 2, end)
    .flatMap((row) => [...row.split('|')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]))
    .sort();
}

describe('the store listing', () => {
  it('quotes the manifest description as its short description, within both stores’ limits', () => {
    const manifestDescription = /^extDescription: (.+)$/m.exec(read('locales/en.yml'))?.[1];
    const quoted = /## Short description[\s\S]*?\n> (.+)\n/.exec(listing)?.[1];
    expect(quoted).toBe(manifestDescription);
    expect(quoted?.length).toBeLessThanOrEqual(132);
  });

  it('gives the store a description within its limit in every language', () => {
    for (const code of ['en', 'de', 'fr', 'es', 'ja']) {
      const description = /^extDescription: (.+)$/m.exec(read(`locales/${code}.yml`))?.[1];
      expect(description, code).toBeTruthy();
      expect(description?.length, code).toBeLessThanOrEqual(132);
    }
  });

  it('has five 1280 × 800 screenshots and the 440 × 280 promo tile, each listed', () => {
    const images = [...listing.matchAll(/\]\(([\w-]+\.png)\)/g)].map((match) => match[1]);
    const screenshots = images.filter((file) => /^\d-/.test(file));
    expect(screenshots).toHaveLength(5);
    for (const file of screenshots)
      expect(pngSize(`docs/store/${file}`), file).toEqual({ width: 1280, height: 800 });
    expect(pngSize('docs/store/promo-tile-440x280.png')).toEqual({ width: 440, height: 280 });
    expect(images).toContain('promo-tile-440x280.png');
  });

  it('justifies in the privacy policy exactly the permissions the README lists', () => {
    const readme = permissionsTable(read('README.md'), '## Permissions');
    expect(readme.length).toBeGreaterThan(5);
    expect(permissionsTable(read('docs/privacy.md'), '**Permission justifications')).toEqual(readme);
  });
});
