// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import chromeStoreManifest from '../../../modules/chrome-store-manifest';

type Hook = (wxt: unknown, zipPath: string) => Promise<void>;

/** Runs the module's zip hook, as `wxt zip` does after writing the archive, for `browser`. */
async function zipDone(browser: string, zipPath: string): Promise<void> {
  const hooks = new Map<string, Hook>();
  const wxt = { config: { browser }, hook: (name: string, hook: Hook) => hooks.set(name, hook) };
  await (chromeStoreManifest.setup as (wxt: unknown) => Promise<void> | void)(wxt);
  await hooks.get('zip:extension:done')?.(wxt, zipPath);
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function archive(manifest: Record<string, unknown>): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'store-zip-'));
  const zip = new JSZip();
  zip.file('manifest.json', JSON.stringify(manifest));
  zip.file('background.js', 'console.log(1);');
  const path = join(dir, 'extension.zip');
  writeFileSync(path, await zip.generateAsync({ type: 'nodebuffer' }));
  return path;
}

async function contents(path: string): Promise<{ manifest: Record<string, unknown>; files: string[] }> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  return {
    manifest: JSON.parse(await zip.file('manifest.json')!.async('string')),
    files: Object.keys(zip.files).sort(),
  };
}

describe('the Chrome Web Store archive', () => {
  it('drops the manifest key, which the store refuses, and keeps everything else', async () => {
    const path = await archive({ manifest_version: 3, name: 'Review Desk', version: '1.2.3', key: 'MIIB…' });
    await zipDone('chrome', path);
    expect(await contents(path)).toEqual({
      manifest: { manifest_version: 3, name: 'Review Desk', version: '1.2.3' },
      files: ['background.js', 'manifest.json'],
    });
  });

  it('leaves the Firefox archive as built', async () => {
    const manifest = { manifest_version: 2, name: 'Review Desk', version: '1.2.3', key: 'kept' };
    const path = await archive(manifest);
    const before = readFileSync(path);
    await zipDone('firefox', path);
    expect(readFileSync(path).equals(before)).toBe(true);
  });
});
