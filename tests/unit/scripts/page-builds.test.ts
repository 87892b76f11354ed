// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type InlineConfig, type Manifest, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entrypoint } from 'wxt';
import { configurePageBuild, inlineStylesheets } from '../../../scripts/page-builds';

/**
 * A page with three lazy views, built the way WXT builds an extension page: each pair of views
 * shares a different module, and two of them write CSV.
 */
const FILES: Record<string, string> = {
  'page.js': `const views = {
  a: () => import('./view-a.js'),
  b: () => import('./view-b.js'),
  c: () => import('./view-c.js'),
};
window.showView = (name) => views[name]().then((view) => view.default());`,
  'one.js': `export const one = (x) => ['module one', x].join(':');`,
  'two.js': `export const two = (x) => ['module two', x].join(':');`,
  'three.js': `export const three = (x) => ['module three', x].join(':');`,
  'lib/csv/csv-writer.js': `export const writeCsv = (rows) => rows.map((r) => r.join(',')).join('CSV WRITER');`,
  'view-a.js': `import { one } from './one.js'; import { two } from './two.js'; import { writeCsv } from './lib/csv/csv-writer.js';
export default () => [one('a'), two('a'), writeCsv([['a']])];`,
  'view-b.js': `import { one } from './one.js'; import { three } from './three.js';
export default () => [one('b'), three('b')];`,
  'view-c.js': `import { two } from './two.js'; import { three } from './three.js'; import { writeCsv } from './lib/csv/csv-writer.js';
export default () => [two('c'), three('c'), writeCsv([['c']])];`,
};

let dir: string;
let manifest: Manifest;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'page-builds-'));
  for (const [file, code] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), code);
  }
  const config: InlineConfig = {
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: join(dir, 'out'),
      manifest: true,
      minify: false,
      rollupOptions: { input: join(dir, 'page.js'), output: {} },
    },
  };
  configurePageBuild([{ type: 'popup', name: 'page' } as Entrypoint], config);
  await build(config);
  manifest = JSON.parse(readFileSync(join(dir, 'out/.vite/manifest.json'), 'utf8')) as Manifest;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The scripts a view loads besides its own: its static imports, followed. */
function loadedWith(view: string): string[] {
  const seen = new Set<string>();
  const queue = [...(manifest[view]?.imports ?? [])];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen].map((key) => manifest[key].file);
}

const code = (files: string[]) =>
  files.map((file) => readFileSync(join(dir, 'out', file), 'utf8')).join('\n');

describe('the pages’ builds', () => {
  it('put the code lazy views share in one script, whichever views share each piece', () => {
    // One request more than the view's own, not one per set of views sharing something.
    const withB = loadedWith('view-b.js');
    expect(withB).toHaveLength(1);
    expect(code(withB)).toContain('module one');
    expect(code(withB)).toContain('module three');
    expect(code(loadedWith('view-a.js'))).toContain('module two');
  });

  it('leave the CSV writer out of it: a view that exports nothing never loads it', () => {
    expect(code(loadedWith('view-b.js'))).not.toContain('CSV WRITER');
    expect(code(loadedWith('view-c.js'))).toContain('CSV WRITER');
  });
});

const html = '<head><script type="module" crossorigin src="/chunks/page.js"></script></head>';

/** The page's HTML as its build writes it, after every `transformIndexHtml` the build config adds. */
async function builtHtml(name: string): Promise<string> {
  const config: InlineConfig = { build: { rollupOptions: { output: {} } } };
  configurePageBuild([{ name, type: 'popup' } as unknown as Entrypoint], config);
  let out = html;
  for (const plugin of (config.plugins ?? []) as Plugin[]) {
    const hook = plugin.transformIndexHtml;
    const handler = typeof hook === 'function' ? hook : hook?.handler;
    if (handler) out = ((await handler.call({} as never, out, {} as never)) as string) ?? out;
  }
  return out;
}

describe('the popup page', () => {
  it("the popup's script blocks rendering: its first frame is what the script's first run painted", async () => {
    expect(await builtHtml('popup')).toContain('<script type="module" blocking="render" crossorigin');
  });

  it('other pages are left as they are', async () => {
    expect(await builtHtml('options')).toBe(html);
  });
});

describe('the popup’s stylesheet, inlined', () => {
  /** What a build of the popup holds once bundled: its page, script, stylesheet and a lazy tab. */
  const bundle = (css = '.card{color:red}') => ({
    'popup.html': {
      type: 'asset' as const,
      source:
        '<head><script type="module" blocking="render" crossorigin src="/chunks/popup-A.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/popup-B.css"></head>',
    },
    'chunks/popup-A.js': { type: 'chunk' as const, code: 'render()' },
    'assets/popup-B.css': { type: 'asset' as const, source: css },
    'chunks/tab-C.js': {
      type: 'chunk' as const,
      code: 'm.f=["chunks/popup-A.js","assets/popup-B.css","chunks/tab-C.js","assets/tab-C.css"]',
    },
  });

  it('is a <style> of the page: no request holds the script back; a lazy tab no longer asks for the file', () => {
    const built: ReturnType<typeof bundle> = bundle();
    expect(inlineStylesheets(built)).toEqual(['assets/popup-B.css']);
    expect(built['popup.html'].source).toBe(
      '<head><script type="module" blocking="render" crossorigin src="/chunks/popup-A.js"></script>' +
        '<style>.card{color:red}</style></head>',
    );
    expect(built).not.toHaveProperty(['assets/popup-B.css']);
    // The same number of entries, so every index into the list still names what it named.
    expect(built['chunks/tab-C.js'].code).toBe(
      'm.f=["chunks/popup-A.js","chunks/popup-A.js","chunks/tab-C.js","assets/tab-C.css"]',
    );
  });

  it('stays a file when its text would break inline: a relative url(), or a `</style`', () => {
    for (const css of ['.a{background:url(icon.png)}', '.a::after{content:"</style>"}']) {
      const built = bundle(css);
      expect(inlineStylesheets(built)).toEqual([]);
      expect(built['popup.html'].source).toContain('<link rel="stylesheet"');
      expect(built['assets/popup-B.css'].source).toBe(css);
    }
  });
});
