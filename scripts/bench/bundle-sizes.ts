/**
 * Gzipped size of what each extension page loads first (its HTML's script, module preloads and
 * stylesheets, plus every module those import statically), of what it may load later (chunks
 * reached only through dynamic `import()`, with their CSS), and of the background script.
 * Read from the built files, so it measures exactly what ships.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
  /** CSS in a <style> of the page itself (`file` names the page): counted with the stylesheets. */
  inline?: boolean;
}

export interface EntrySizes {
  entry: string;
  /** Everything the first paint needs. */
  firstLoad: { js: number; css: number; total: number; files: FileSize[] };
  /** Loaded on demand (tabs, views), each file once. */
  lazy: FileSize[];
}

/** The HTML pages and the background, by the name the table shows. */
const ENTRIES = [
  { entry: 'popup', html: 'popup.html' },
  { entry: 'side panel', html: 'sidepanel.html' },
  { entry: 'options', html: 'options.html' },
] as const;

const gzipOf = (dir: string, file: string): FileSize => {
  const content = readFileSync(join(dir, file));
  // Level 9: a fixed, reproducible figure (browsers read the files uncompressed from disk anyway).
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
};

/** Files an HTML page references at load: script src, modulepreload and stylesheet hrefs. */
function htmlReferences(html: string): string[] {
  const refs: string[] = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>/g)) {
    const tag = match[0];
    if (tag.startsWith('<script') || /rel="(?:modulepreload|stylesheet)"/.test(tag))
      refs.push(match[1].replace(/^\//, ''));
  }
  return refs;
}

/** The page's own <style> elements, as CSS of its first load (scripts/page-builds.ts inlines the popup's). */
function inlineStyles(html: string, page: string): FileSize[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => ({
    file: `${page} <style>`,
    bytes: Buffer.byteLength(css),
    gzip: gzipSync(css, { level: 9 }).length,
    inline: true,
  }));
}

/** Static imports (`import … from "./x.js"`, `import "./x.js"`) of a built module, as paths. */
function staticImports(dir: string, file: string): string[] {
  const code = readFileSync(join(dir, file), 'utf8');
  const found = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]);
  return found.map((spec) => normalize(join(dirname(file), spec)));
}

/** Chunks and CSS a module may load later: Vite's preload map and plain dynamic imports. */
function lazyReferences(dir: string, file: string): string[] {
  const code = readFileSync(join(dir, file), 'utf8');
  const mapped = [...code.matchAll(/"((?:chunks|assets)\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const dynamic = [...code.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)].map((m) =>
    normalize(join(dirname(file), m[1])),
  );
  return [...mapped, ...dynamic];
}

/** Follows static imports from `roots`: the closure of modules that load together. */
function withStaticImports(dir: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(dir, file))) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(dir, file));
  }
  return seen;
}

function entrySizes(dir: string, entry: string, html: string): EntrySizes {
  const page = readFileSync(join(dir, html), 'utf8');
  const first = withStaticImports(dir, htmlReferences(page));
  const lazy = new Set<string>();
  const queue = [...first].filter((file) => file.endsWith('.js'));
  const visited = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (visited.has(file)) continue;
    visited.add(file);
    for (const ref of withStaticImports(dir, lazyReferences(dir, file))) {
      if (first.has(ref) || !existsSync(join(dir, ref))) continue;
      lazy.add(ref);
      if (ref.endsWith('.js')) queue.push(ref);
    }
  }
  const files = [...[...first].sort().map((file) => gzipOf(dir, file)), ...inlineStyles(page, html)];
  const sum = (ext: string) =>
    files.filter((f) => f.file.endsWith(ext) || (ext === '.css' && f.inline)).reduce((s, f) => s + f.gzip, 0);
  return {
    entry,
    firstLoad: { js: sum('.js'), css: sum('.css'), total: sum('.js') + sum('.css'), files },
    lazy: [...lazy].sort().map((file) => gzipOf(dir, file)),
  };
}

/** Sizes of every entry of the built extension in `dir` (e.g. .output/bench/chrome-mv3). */
export function measureBundleSizes(dir: string): EntrySizes[] {
  const pages = ENTRIES.map(({ entry, html }) => entrySizes(dir, entry, html));
  const background = withStaticImports(dir, ['background.js']);
  const files = [...background].sort().map((file) => gzipOf(dir, file));
  const js = files.reduce((s, f) => s + f.gzip, 0);
  return [...pages, { entry: 'background', firstLoad: { js, css: 0, total: js, files }, lazy: [] }];
}
