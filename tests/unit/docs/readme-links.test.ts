import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README (and the docs it links) stand on their own in a clone: every link and image points at
 * a file in the repository, and no text sends the reader to a path outside it (`../shared/…`).
 */
const ROOT = resolve(__dirname, '../../..');
const DOCS = [
  'README.md',
  'emulator/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Markdown links and images, and HTML `src`/`href`, with the file they appear in. */
function targets(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) found.push(match[1]);
  for (const match of text.matchAll(/\b(?:src|href)="([^"]+)"/g)) found.push(match[1]);
  return found;
}

const isLocal = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#');

describe('the README stands on its own', () => {
  it.each(DOCS)('%s links only to files in the repository, and they exist', (file) => {
    const broken = targets(file)
      .filter(isLocal)
      .map((target) => {
        const path = resolve(dirname(join(ROOT, file)), target.split('#')[0]);
        const inside = !relative(ROOT, path).startsWith('..');
        return inside && existsSync(path) ? undefined : target;
      })
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it.each(DOCS)('%s names no path outside the repository', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const outside = [...text.matchAll(/(?:^|[\s`(])((?:\.\.\/)+[\w./-]*)/gm)]
      .map((match) => match[1])
      .filter((path) => relative(ROOT, resolve(dirname(join(ROOT, file)), path)).startsWith('..'));
    expect(outside).toEqual([]);
  });

  it('the check catches a link out of the repository', () => {
    expect(isLocal('../shared/DESIGN.md')).toBe(true);
    expect(relative(ROOT, resolve(ROOT, '../shared/DESIGN.md')).startsWith('..')).toBe(true);
  });
});
