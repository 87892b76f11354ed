/**
 * How the extension's pages (popup, side panel, options) are bundled, as WXT hooks (wxt.config.ts).
 * Every choice here serves the pages' time to content and first-load size (docs/benchmarks.md).
 */
import type { InlineConfig, PluginOption } from 'vite';
import type { Entrypoint, EntrypointGroup } from 'wxt';

/**
 * WXT builds all HTML pages in one Vite build, so the code they share lands in shared chunks: the
 * popup's first load was seven scripts and four stylesheets, each a round trip through the
 * extension's file loader before the first render (≈ 70 ms of its time to content). Built on its
 * own, a page loads one script and one stylesheet, and its lazy views import from it. The cost is
 * a few KB of code on disk repeated per page.
 */
export function buildPagesSeparately(groups: EntrypointGroup[]): void {
  const separate = groups.flatMap((group) =>
    Array.isArray(group) ? group.map((entry) => [entry]) : [group],
  );
  groups.splice(0, groups.length, ...separate);
}

/** Adjusts the Vite config of each page's build; the background's is left as WXT makes it. */
export function configurePageBuild(entrypoints: readonly Entrypoint[], viteConfig: InlineConfig): void {
  if (entrypoints.some((entry) => entry.type === 'background')) return;
  useNativeBrowserApi(viteConfig);
  if (entrypoints.some((entry) => PAINTS_IN_FIRST_RUN.includes(entry.name)))
    viteConfig.plugins = [...(viteConfig.plugins ?? []), renderBlockingScript()];
  if (entrypoints.some((entry) => entry.name === 'popup'))
    viteConfig.plugins = [...(viteConfig.plugins ?? []), inlineStylesheet()];
  // Chrome and Firefox 115+ (the manifest's minimum) preload modules natively.
  viteConfig.build = { ...viteConfig.build, modulePreload: { polyfill: false } };
  const output = viteConfig.build.rollupOptions?.output;
  // papaparse (CSV export, lazy views only) is CommonJS: left to itself, the bundler puts its
  // CommonJS helpers in papaparse's chunk, and a page whose own code needs them (superlock, under
  // @wxt-dev/storage) then loads all of papaparse on open. A chunk of its own keeps it lazy.
  if (output && !Array.isArray(output))
    output.codeSplitting = {
      groups: [
        { name: 'papaparse', test: /node_modules[\\/]papaparse[\\/]/ },
        // Code the page's first load imports and a lazy view imports too would otherwise become a
        // shared chunk of its own: a second script on open (the popup's was 13 KB of 25). In one
        // group it lands in the entry's script: one file to load, and it compresses better whole.
        { name: (id, ctx) => (loadsWithPage(id, ctx) ? 'page' : null) },
        // Code that two or more lazy views import (banners, empty states, the virtual list, the
        // messaging client…) in one chunk too: left to the bundler, each such module set becomes
        // a file of its own, and the side panel's inbox loaded thirteen scripts and six
        // stylesheets, each a request its page's main thread makes (docs/benchmarks.md). The CSV
        // writer stays apart: views load it, and papaparse with it, only to export.
        { name: 'views', minShareCount: 2, test: (id: string) => !CSV_CODE.test(id) },
      ],
    };
}

/**
 * The polyfill serves the background, where the service is called and messages are answered.
 * Extension pages call a handful of APIs that are promise-based natively in Chrome MV3 and in
 * Firefox, so they take the browser's own object: about 2.8 KB gzipped saved on every page.
 */
function useNativeBrowserApi(viteConfig: InlineConfig): void {
  const native = { find: /^wxt\/browser$/, replacement: '@wxt-dev/browser' };
  const alias = viteConfig.resolve?.alias;
  viteConfig.resolve = {
    ...viteConfig.resolve,
    // First match wins: ahead of the polyfill module's alias.
    alias: Array.isArray(alias)
      ? [native, ...alias]
      : [native, ...Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }))],
  };
}

/** The CSV writer and papaparse, which it imports: loaded on an export, never with a view. */
const CSV_CODE = /[\\/](lib[\\/]csv|node_modules[\\/]papaparse)[\\/]/;

/** The pages that paint their first screen in their script's first run. */
const PAINTS_IN_FIRST_RUN = ['popup', 'sidepanel'];

/**
 * The popup and the side panel paint their first screen, as they last drew it, in their script's
 * first run (components/shell/popup-first-screen.tsx › paintFirstScreen, side-panel-boot.ts ›
 * renderSidePanel): a render-blocking script makes that the page's first frame, rather than an
 * empty frame drawn while the script still loads, with the first screen one frame later.
 */
function renderBlockingScript(): PluginOption {
  return {
    name: 'render-blocking-script',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<script type="module" ', '<script type="module" blocking="render" '),
    },
  };
}

/**
 * The popup's stylesheet goes into popup.html as a <style>. A stylesheet holds back the page's
 * scripts until it has loaded, and the extension's file loader answers a page's requests one after
 * another: traced, the popup's stylesheet always arrived after its script (1.5 to 17 ms after), and
 * the script, and with it the first screen, waited for it. Inline, the page makes one request
 * before its first frame.
 */
function inlineStylesheet(): PluginOption {
  return {
    name: 'inline-stylesheet',
    generateBundle: {
      order: 'post',
      handler: (_options, bundle) => {
        inlineStylesheets(bundle as unknown as Bundle);
      },
    },
  };
}

type Bundle = Record<
  string,
  { type: 'asset'; source: string | Uint8Array } | { type: 'chunk'; code: string }
>;

/**
 * Inlines the stylesheets of each HTML page of `bundle` (inlineStylesheet) and drops their files;
 * returns the files inlined. Vite's lists of what a lazy chunk loads first name the page's
 * stylesheet (already on the page); they name the page's script instead, also already loaded, so
 * nothing is fetched for it and no index into those lists moves.
 */
export function inlineStylesheets(bundle: Bundle): string[] {
  const inlined = new Map<string, string>();
  for (const [name, file] of Object.entries(bundle)) {
    if (!name.endsWith('.html') || file.type !== 'asset') continue;
    const html = String(file.source);
    const script = /<script type="module"[^>]*? src="\/?([^"]+\.js)"/.exec(html)?.[1];
    if (!script) continue;
    file.source = html.replace(
      /<link rel="stylesheet"[^>]*? href="\/?([^"]+\.css)"[^>]*>/g,
      (link, css: string) => {
        const sheet = bundle[css];
        const text = sheet?.type === 'asset' ? String(sheet.source).trim() : '';
        // A url() would be relative to the file, and `</style` would end the element early.
        if (!text || /<\/style|url\(/i.test(text)) return link;
        inlined.set(css, script);
        return `<style>${text}</style>`;
      },
    );
  }
  for (const [css, script] of inlined) {
    delete bundle[css];
    for (const file of Object.values(bundle))
      if (file.type === 'chunk') file.code = file.code.replaceAll(`"${css}"`, `"${script}"`);
  }
  return [...inlined.keys()];
}

type ModuleInfoOf = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

/** Whether the page's entry imports `id` statically (through any chain): it loads on open. */
function loadsWithPage(id: string, ctx: { getModuleInfo: ModuleInfoOf }): boolean {
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = ctx.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) return true;
    queue.push(...info.importers);
  }
  return false;
}
