/**
 * No client secret in a release build (docs/security.md): real `wxt build` runs, in a copy of the
 * project so that a `.env.production` can be dropped in without touching the working tree, with a
 * canary secret. Every output file is searched for the canary. The clean release build's manifest
 * is then read for what it grants: the permissions the README lists and the pages' CSP.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CANARY = `canary-${crypto.randomUUID()}`;
// What `wxt build` reads: the sources, the config and its helpers, the static files.
const PROJECT_PARTS = [
  'entrypoints',
  'lib',
  'components',
  'locales',
  'assets',
  'public',
  'scripts',
  'wxt.config.ts',
  'package.json',
  'tsconfig.json',
];
// A build is a few seconds alone; the machine may be shared with other builds.
const BUILD_TIMEOUT = 120_000;

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'review-desk-release-'));
  for (const part of PROJECT_PARTS) cpSync(resolve(part), join(root, part), { recursive: true });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Runs `wxt build …args` in the copy, into `outDir`, with only `env` as build-time settings. */
async function build(args: string[], outDir: string, env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('WXT_')));
  try {
    const { stdout, stderr } = await run(join(root, 'node_modules/.bin/wxt'), ['build', ...args], {
      cwd: root,
      env: { ...clean, ...env, WXT_OUT_DIR: join(root, outDir) },
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** Every file under `dir` (relative paths) whose bytes contain the canary. */
function filesWithCanary(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(CANARY))
    .map((file) => relative(dir, file));
}

describe('a client secret at build time', () => {
  it('cannot be committed from an env file: every .env* file but the example is git-ignored', async () => {
    const ignored = async (path: string) =>
      run('git', ['check-ignore', '--quiet', '--no-index', path]).then(
        () => true,
        () => false,
      );
    for (const path of ['.env', '.env.local', '.env.production', '.env.demo', '.env.firefox.local'])
      expect(await ignored(path), path).toBe(true);
    expect(await ignored('.env.example')).toBe(false);
    const example = readFileSync('.env.example', 'utf8');
    expect(example).toMatch(/^# WXT_CLIENT_SECRET=$/m);
    expect(example).not.toMatch(/^WXT_CLIENT_SECRET=/m);
  });

  it(
    'stops a production build that finds it in .env.production, saying what to do',
    async () => {
      writeFileSync(join(root, '.env.production'), `WXT_CLIENT_SECRET=${CANARY}\n`);
      try {
        const result = await build([], 'out-production');
        expect(result.ok).toBe(false);
        expect(result.output).toContain('WXT_CLIENT_SECRET is set');
        expect(result.output).toContain('token broker');
        expect(result.output).not.toContain(CANARY);
        expect(filesWithCanary(join(root, 'out-production'))).toEqual([]);
      } finally {
        rmSync(join(root, '.env.production'), { force: true });
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    'stops a Firefox production build that finds it in the environment',
    async () => {
      const result = await build(['-b', 'firefox'], 'out-firefox', { WXT_CLIENT_SECRET: CANARY });
      expect(result.ok).toBe(false);
      expect(result.output).toContain('WXT_CLIENT_SECRET is set');
      expect(filesWithCanary(join(root, 'out-firefox'))).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    "lets the demo build of `npm start` carry it in the background script only, never in a page's files",
    async () => {
      const result = await build(['--mode', 'demo'], 'out-demo', { WXT_CLIENT_SECRET: CANARY });
      expect(result.output).not.toContain('WXT_CLIENT_SECRET is set');
      expect(result.ok).toBe(true);
      const built = join(root, 'out-demo', 'chrome-mv3-demo');
      expect(existsSync(join(built, 'options.html'))).toBe(true);
      expect(filesWithCanary(built)).toEqual(['background.js']);
    },
    BUILD_TIMEOUT,
  );

  it(
    'lets a production build without one through',
    async () => {
      const result = await cleanBuild();
      expect(result.ok).toBe(true);
      expect(existsSync(join(root, 'out-clean', 'chrome-mv3', 'manifest.json'))).toBe(true);
    },
    BUILD_TIMEOUT,
  );
});

/** The production build with no secret, built once for the tests that read it. */
let cleanBuilt: ReturnType<typeof build> | undefined;
const cleanBuild = () => {
  cleanBuilt ??= build([], 'out-clean', { WXT_CLIENT_SECRET: '' });
  return cleanBuilt;
};

interface Manifest {
  permissions?: string[];
  host_permissions?: string[];
  optional_permissions?: string[];
  optional_host_permissions?: string[];
  content_security_policy?: { extension_pages?: string; sandbox?: string };
}

async function releaseManifest(): Promise<Manifest> {
  expect((await cleanBuild()).ok).toBe(true);
  return JSON.parse(readFileSync(join(root, 'out-clean', 'chrome-mv3', 'manifest.json'), 'utf8'));
}

/** The rows of the permissions table (`## Permissions`, in the README or a page of docs/). */
function permissionRows(): string[] {
  const pages = [
    'README.md',
    ...readdirSync('docs', { recursive: true }).map((name) => join('docs', String(name))),
  ];
  for (const page of pages.filter((name) => name.endsWith('.md'))) {
    const text = readFileSync(page, 'utf8');
    const start = text.indexOf('\n## Permissions\n');
    if (start < 0) continue;
    const end = text.indexOf('\n## ', start + 1);
    return text
      .slice(start, end < 0 ? undefined : end)
      .split('\n')
      .filter((line) => line.startsWith('| `') || line.startsWith('| host') || line.startsWith('| optional'));
  }
  throw new Error('No "## Permissions" table in README.md or docs/');
}

describe("the release build's manifest", () => {
  it(
    'grants the permissions the permissions table lists and justifies, no more',
    async () => {
      const m = await releaseManifest();
      const granted = [
        ...(m.permissions ?? []),
        ...(m.host_permissions ?? []),
        ...(m.optional_permissions ?? []),
        ...(m.optional_host_permissions ?? []),
      ];
      const rows = permissionRows();
      const listed = rows.flatMap((row) =>
        [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]),
      );
      // Every row has a reason.
      for (const row of rows) expect(row.split('|')[2]?.trim().length ?? 0, row).toBeGreaterThan(10);
      expect(new Set(granted)).toEqual(new Set(listed));
      expect(m.permissions).not.toContain('tabs');
      expect(m.permissions).not.toContain('<all_urls>');
    },
    BUILD_TIMEOUT,
  );

  it(
    "keeps the pages' CSP the MV3 default or stricter: no inline script, eval or remote code",
    async () => {
      const csp = (await releaseManifest()).content_security_policy?.extension_pages;
      // Absent means Chrome's MV3 default: script-src 'self' 'wasm-unsafe-eval'; object-src 'self'
      // (smoke.spec.ts checks that every page refuses an inline script and eval).
      if (csp !== undefined) {
        expect(csp).toMatch(/script-src 'self'(?: 'wasm-unsafe-eval')?;/);
        expect(csp).not.toMatch(/unsafe-inline|unsafe-eval[^-]|https?:|\*/);
      }
    },
    BUILD_TIMEOUT,
  );
});
