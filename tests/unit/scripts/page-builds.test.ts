import type { InlineConfig, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import type { Entrypoint } from 'wxt';
import { configurePageBuild } from '../../../scripts/page-builds';

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

describe('page builds', () => {
  it("the popup's script blocks rendering: its first frame is what the script's first run painted", async () => {
    expect(await builtHtml('popup')).toContain('<script type="module" blocking="render" crossorigin');
  });

  it('other pages are left as they are', async () => {
    expect(await builtHtml('options')).toBe(html);
  });
});
