// @vitest-environment node
/**
 * The layer rules of docs/architecture.md › The layers, as `npm run lint` enforces them
 * (biome.json overrides per
 * folder, and the import-cycle rule). Each case plants one break in a scratch copy of the project's
 * lint configuration and expects Biome to name the rule at that file; the allowed imports must pass.
 * One Biome run lints every planted file, so this stays well under a second of work.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Rule =
  | 'style/noRestrictedImports'
  | 'style/noRestrictedGlobals'
  | 'suspicious/noImportCycles'
  | 'style/noExcessiveLinesPerFile'
  | 'complexity/noExcessiveCognitiveComplexity';

interface Break {
  /** What a person would call the break. */
  name: string;
  file: string;
  source: string;
  rule: Rule;
}

const use = (source: string) => `${source}\nexport {};\n`;

const BREAKS: Break[] = [
  // lib/api: any JS runtime, nothing of the extension.
  {
    name: 'lib/api imports #imports',
    file: 'lib/api/x-browser.ts',
    source: "import { browser } from '#imports';\nexport const id = browser.runtime.id;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'lib/api imports wxt/browser',
    file: 'lib/api/x-wxt.ts',
    source: "import { browser } from 'wxt/browser';\nexport const b = browser;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'lib/api imports webextension-polyfill',
    file: 'lib/api/x-polyfill.ts',
    source: "import browser from 'webextension-polyfill';\nexport const b = browser;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'lib/api imports @wxt-dev/storage',
    file: 'lib/api/x-storage.ts',
    source: "import { storage } from '@wxt-dev/storage';\nexport const s = storage;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'lib/api imports idb',
    file: 'lib/api/x-idb.ts',
    source: "import { openDB } from 'idb';\nexport const o = openDB;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'lib/api uses the chrome global',
    file: 'lib/api/x-chrome.ts',
    source: use('void chrome.runtime.id;'),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'lib/api uses the browser global',
    file: 'lib/api/x-browser-global.ts',
    source: use('void browser.runtime.id;'),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'lib/api opens indexedDB',
    file: 'lib/api/x-indexeddb.ts',
    source: use("void indexedDB.open('x');"),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'lib/api imports preact',
    file: 'lib/api/x-preact.ts',
    source: "import { h } from 'preact';\nexport const x = h;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'lib/api imports a component',
    file: 'lib/api/x-component.ts',
    source: "import { Button } from '@/components/ui/button';\nexport const B = Button;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'lib/api imports lib/ (relative)',
    file: 'lib/api/x-lib.ts',
    source: "import { openCache } from '../cache/db';\nexport const o = openCache;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'lib/api imports lib/ (alias)',
    file: 'lib/api/x-lib-alias.ts',
    source: "import { sendMessage } from '@/lib/messaging';\nexport const s = sendMessage;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'lib/api/schemas imports lib/ (relative)',
    file: 'lib/api/schemas/x-lib.ts',
    source:
      "import { connectionSettings } from '../../settings/connection-settings';\nexport const c = connectionSettings;",
    rule: 'style/noRestrictedImports',
  },
  // components: no network, no browser.*, no IndexedDB, no service client.
  {
    name: 'a component imports ky',
    file: 'components/x/ky.ts',
    source: "import ky from 'ky';\nexport const k = ky;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'a component calls fetch',
    file: 'components/x/fetch.ts',
    source: use("void fetch('/reviews');"),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'a component uses XMLHttpRequest',
    file: 'components/x/xhr.ts',
    source: use('void new XMLHttpRequest();'),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'a component opens a WebSocket',
    file: 'components/x/socket.ts',
    source: use("void new WebSocket('ws://x');"),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'a component imports browser from #imports',
    file: 'components/x/imports.tsx',
    source:
      "import { browser } from '#imports';\nexport const open = () => browser.runtime.openOptionsPage();",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'a component imports wxt/browser',
    file: 'components/x/wxt.ts',
    source: "import { browser } from 'wxt/browser';\nexport const b = browser;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'a component uses the browser global',
    file: 'components/x/browser.ts',
    source: use('void browser.runtime.openOptionsPage();'),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'a component uses the chrome global',
    file: 'components/x/chrome.ts',
    source: use('void chrome.runtime.openOptionsPage();'),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'a component imports idb',
    file: 'components/x/idb.ts',
    source: "import { openDB } from 'idb';\nexport const o = openDB;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'a component opens indexedDB',
    file: 'components/x/indexeddb.ts',
    source: use("void indexedDB.open('x');"),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'a component opens the cache database',
    file: 'components/x/cache-db.ts',
    source: "import { openCache } from '@/lib/cache/db';\nexport const o = openCache;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'a component opens the durable database',
    file: 'components/x/data-db.ts',
    source: "import { openData } from '@/lib/durable/data-db';\nexport const o = openData;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'a component imports a lib/api area module',
    file: 'components/x/api-area.ts',
    source: "import { createReviewsApi } from '@/lib/api/reviews';\nexport const c = createReviewsApi;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'a component imports the lib/api barrel',
    file: 'components/x/api-barrel.ts',
    source: "import { createClient } from '@/lib/api';\nexport const c = createClient;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'a component imports a lib/api type from a network module',
    file: 'components/x/api-type.ts',
    source: "import type { ReviewsApi } from '../../lib/api/reviews';\nexport type R = ReviewsApi;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'a component imports the opt-in planner of the client',
    file: 'components/x/opt-in-plan.ts',
    source: "import { planOptInBatches } from '@/lib/api/opt-in-plan';\nexport const p = planOptInBatches;",
    rule: 'style/noRestrictedImports',
  },
  // emulator: lib/api schemas and catalogue only.
  {
    name: 'the emulator imports a lib/api area module',
    file: 'emulator/state/x-api.ts',
    source:
      "import type { ReviewListParams } from '../../lib/api/reviews';\nexport type P = ReviewListParams;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'the emulator imports lib/ outside lib/api',
    file: 'emulator/x-lib.ts',
    source: "import { openCache } from '../lib/cache/db';\nexport const o = openCache;",
    rule: 'style/noRestrictedImports',
  },
  // broker: lib/api only.
  {
    name: 'the broker imports lib/ outside lib/api',
    file: 'broker/x-lib.ts',
    source:
      "import { connectionSettings } from '../lib/settings/connection-settings';\nexport const c = connectionSettings;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'the broker imports the emulator',
    file: 'broker/x-emulator.ts',
    source: "import { startEmulator } from '../emulator/index';\nexport const s = startEmulator;",
    rule: 'style/noRestrictedImports',
  },
  // lib/ (outside lib/api): never the UI.
  {
    name: 'lib/ imports a component',
    file: 'lib/reviews/x-component.ts',
    source: "import { Button } from '@/components/ui/button';\nexport const B = Button;",
    rule: 'style/noRestrictedImports',
  },
  // entrypoints: wiring only.
  {
    name: 'an entrypoint imports ky',
    file: 'entrypoints/x-ky.ts',
    source: "import ky from 'ky';\nexport const k = ky;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'an entrypoint calls fetch',
    file: 'entrypoints/x-fetch.ts',
    source: use("void fetch('/reviews');"),
    rule: 'style/noRestrictedGlobals',
  },
  {
    name: 'an entrypoint imports the service client',
    file: 'entrypoints/x-api.ts',
    source: "import { createClient } from '@/lib/api/client';\nexport const c = createClient;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'an entrypoint imports idb',
    file: 'entrypoints/x-idb.ts',
    source: "import { openDB } from 'idb';\nexport const o = openDB;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'an entrypoint opens the cache database',
    file: 'entrypoints/x-cache.ts',
    source: "import { openCache } from '@/lib/cache/db';\nexport const o = openCache;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'an entrypoint opens the durable database',
    file: 'entrypoints/x-data.ts',
    source: "import { openData } from '../lib/durable/data-db';\nexport const o = openData;",
    rule: 'style/noRestrictedImports',
  },
  {
    name: 'an entrypoint holds logic (branches)',
    file: 'entrypoints/x-logic.ts',
    source: [
      'export function decide(items: number[], limit: number): number {',
      '  let total = 0;',
      '  for (const item of items) {',
      '    if (item > limit) {',
      '      if (item % 2 === 0) total += item;',
      '      else if (item % 3 === 0) total -= item;',
      '      else for (let i = 0; i < item; i++) if (i > limit) total++;',
      '    }',
      '  }',
      '  return total;',
      '}',
    ].join('\n'),
    rule: 'complexity/noExcessiveCognitiveComplexity',
  },
  {
    name: 'an entrypoint grows past 100 lines',
    file: 'entrypoints/x-long.ts',
    source: Array.from({ length: 101 }, (_, i) => `export const line${i} = ${i};`).join('\n'),
    rule: 'style/noExcessiveLinesPerFile',
  },
  // Cycles, also through `@/` aliases and type-only imports.
  {
    name: 'two modules import each other',
    file: 'components/x/cycle-a.ts',
    source: "import type { B } from '@/components/x/cycle-b';\nexport interface A { b?: B }",
    rule: 'suspicious/noImportCycles',
  },
];

/** The other half of the planted cycle. */
const CYCLE_PARTNER = {
  file: 'components/x/cycle-b.ts',
  source: "import type { A } from '@/components/x/cycle-a';\nexport interface B { a?: A }",
};

/** Imports the layers allow: they must pass, or the rules would push code the wrong way. */
const ALLOWED = [
  {
    name: 'a component uses the catalogue, schema types and the CacheStore type',
    file: 'components/x/allowed.ts',
    source: [
      "import { LIMITS } from '@/lib/api/catalog';",
      "import type { Review } from '@/lib/api/schemas/reviews';",
      "import type { ReviewFilters } from '../../lib/api/schemas';",
      "import type { CacheStore } from '@/lib/cache/db';",
      "import { openOptionsPage } from '@/lib/open-options-page';",
      'export type T = [Review, ReviewFilters, CacheStore];',
      'export const x = [LIMITS, openOptionsPage];',
    ].join('\n'),
  },
  {
    name: 'the emulator uses the catalogue and the schemas',
    file: 'emulator/state/x-allowed.ts',
    source: [
      "import { LIMITS } from '../../lib/api/catalog';",
      "import { reviewSchema } from '../../lib/api/schemas';",
      "import type { ReviewFilters } from '../../lib/api/schemas/reviews';",
      'export type F = ReviewFilters;',
      'export const x = [LIMITS, reviewSchema];',
    ].join('\n'),
  },
  {
    name: 'the broker uses lib/api',
    file: 'broker/x-allowed.ts',
    source: "import { exchangeCode } from '../lib/api/oauth';\nexport const e = exchangeCode;",
  },
  {
    name: 'lib/api uses its own modules and schemas use the catalogue',
    file: 'lib/api/schemas/x-allowed.ts',
    source:
      "import { LIMITS } from '../catalog';\nimport { reviewSchema } from './reviews';\nexport const x = [LIMITS, reviewSchema];",
  },
  {
    name: 'an entrypoint wires lib/ and components/',
    file: 'entrypoints/x-allowed.ts',
    source: [
      "import { browser } from '#imports';",
      "import { SidePanelView } from '@/components/shell/side-panel-view';",
      "import { ask } from '@/lib/messaging';",
      'export const x = [browser, SidePanelView, ask];',
    ].join('\n'),
  },
];

const ROOT = resolve(__dirname, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

/** `rule` diagnostics by planted file, as Biome's GitHub reporter prints them. */
let found: Map<string, Set<string>>;
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  // The lint configuration as `npm run lint` reads it; Biome resolves `@/…` through tsconfig.json
  // only beside a package.json.
  for (const file of ['biome.json', 'tsconfig.json', 'package.json'])
    copyFileSync(join(ROOT, file), join(scratch, file));
  for (const { file, source } of [...BREAKS, CYCLE_PARTNER, ...ALLOWED]) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), `${source}\n`);
  }
  const run = spawnSync(
    BIOME,
    ['lint', '--reporter=github', '--vcs-enabled=false', '--max-diagnostics=none', '.'],
    {
      cwd: scratch,
      encoding: 'utf8',
    },
  );
  found = new Map();
  for (const match of run.stdout.matchAll(/^::\w+ title=lint\/([\w/]+),file=([^,]+),/gm)) {
    const file = match[2]!.slice(scratch.length + 1);
    found.set(file, (found.get(file) ?? new Set()).add(match[1]!));
  }
  if (found.size === 0) throw new Error(`Biome reported nothing:\n${run.stdout}\n${run.stderr}`);
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run lint keeps the layers (docs/architecture.md › The layers)', () => {
  it.each(BREAKS)('fails when $name ($file)', ({ file, rule }) => {
    expect([...(found.get(file) ?? [])]).toContain(rule);
  });

  it('names both ends of an import cycle', () => {
    expect([...(found.get(CYCLE_PARTNER.file) ?? [])]).toContain('suspicious/noImportCycles');
  });

  it.each(ALLOWED)('passes when $name', ({ file }) => {
    const layerRules = [...(found.get(file) ?? [])].filter((rule) =>
      /noRestricted|noImportCycles|noExcessive/.test(rule),
    );
    expect(layerRules).toEqual([]);
  });
});
