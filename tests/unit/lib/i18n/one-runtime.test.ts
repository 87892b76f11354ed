import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One language runtime (docs/architecture.md › Languages): every view and module takes `t` from
 * lib/i18n, never `@wxt-dev/i18n`'s own from `#i18n`, which only follows the browser's language and
 * knows no plural rules. Only lib/i18n/translate.ts reads the build's generated key types there.
 */
const ROOT = resolve(__dirname, '../../../..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one language runtime', () => {
  it('nothing but lib/i18n/translate.ts imports #i18n or @wxt-dev/i18n at run time', () => {
    const importers = ['lib', 'components', 'entrypoints']
      .flatMap((folder) => sources(join(ROOT, folder)))
      .filter((file) => /from '(#i18n|@wxt-dev\/i18n)'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(importers).toEqual(['lib/i18n/translate.ts']);
    expect(readFileSync(join(ROOT, 'lib/i18n/translate.ts'), 'utf8')).toMatch(
      /import type \{[^}]*\} from '#i18n'/,
    );
  });
});
