import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and the docs stand on their own in a clone: every relative link and image points at a
 * file in the repository, every `#anchor` at a heading of the file it names, and no text sends the
 * reader to a path outside the repository (`../shared/…`).
 */
const ROOT = resolve(__dirname, '../../..');

/** Every markdown file under `dir`, as a path from the root. */
function markdownUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = ['README.md', 'emulator/README.md', ...markdownUnder('docs')];

/** The text a reader sees as prose: fenced blocks and inline code spans removed. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Markdown links and images, and HTML `src`/`href`, outside code. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const found: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) found.push(match[1]);
  for (const match of text.matchAll(/\b(?:src|href)="([^"]+)"/g)) found.push(match[1]);
  return found;
}

/** GitHub's anchor of a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown file's headings, a repeated one numbered as GitHub numbers it. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = headingSlug(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target);

/** The relative links of `file` (its text `markdown`) that lead nowhere, as written. */
function deadLinks(file: string, markdown: string): string[] {
  return linkTargets(markdown)
    .filter(isRelative)
    .filter((target) => {
      const [path, anchor] = target.split('#');
      const absolute = path === '' ? join(ROOT, file) : resolve(dirname(join(ROOT, file)), path);
      if (relative(ROOT, absolute).startsWith('..') || !existsSync(absolute)) return true;
      if (anchor === undefined || !absolute.endsWith('.md')) return false;
      const text = path === '' ? markdown : readFileSync(absolute, 'utf8');
      return !anchorsOf(text).has(decodeURIComponent(anchor));
    });
}

describe('the README and the docs stand on their own', () => {
  it.each(DOCS)('%s links only to files and headings in the repository that exist', (file) => {
    expect(deadLinks(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it.each(DOCS)('%s names no path outside the repository', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const outside = [...text.matchAll(/(?:^|[\s`(])((?:\.\.\/)+[\w./-]*)/gm)]
      .map((match) => match[1])
      .filter((path) => relative(ROOT, resolve(dirname(join(ROOT, file)), path)).startsWith('..'));
    expect(outside).toEqual([]);
  });

  it('finds every doc, README and docs/store included', () => {
    expect(DOCS).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/store/README.md']),
    );
  });
});

describe('the link check itself', () => {
  const page = [
    '# Review Desk',
    '## Security model (short)',
    '## Sign-in',
    '## Sign-in',
    '[ok](docs/architecture.md) [gone](docs/nowhere.md) [out](../shared/DESIGN.md)',
    '[here](#security-model-short) [again](#sign-in-1) [missing](#no-such-heading)',
    '[there](docs/testing.md#the-layers) [not there](docs/testing.md#no-such-heading)',
    '<img src="docs/store/1-popup.png"> <img src="docs/store/0-missing.png">',
    '`[in code](docs/nowhere.md)` [site](https://example.com/#x)',
    '```',
    '[in a block](docs/nowhere.md)',
    '```',
  ].join('\n');

  it('names each dead file, anchor and path out of the repository, and nothing else', () => {
    expect(deadLinks('README.md', page)).toEqual([
      'docs/nowhere.md',
      '../shared/DESIGN.md',
      '#no-such-heading',
      'docs/testing.md#no-such-heading',
      'docs/store/0-missing.png',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Admin API (`/__emulator/…`, loopback peers only)')).toBe(
      'admin-api-__emulator-loopback-peers-only',
    );
    expect(headingSlug('[`docs/store/`](docs/store/README.md) and *more*')).toBe('docsstore-and-more');
  });
});
