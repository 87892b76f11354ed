/**
 * No client secret in a release build (README › Security): real `wxt build` runs, in a copy of the
 * project so that a `.env.production` can be dropped in without touching the working tree, with a
 * canary secret. Every output file is searched for the canary.
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
      const result = await build([], 'out-clean', { WXT_CLIENT_SECRET: '' });
      expect(result.ok).toBe(true);
      expect(existsSync(join(root, 'out-clean', 'chrome-mv3', 'manifest.json'))).toBe(true);
    },
    BUILD_TIMEOUT,
  );
});
