import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../../../lib/api/catalog';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function run(args: string[]): { child: ChildProcess; stdout: () => string; stderr: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  return { child, stdout: () => out, stderr: () => err };
}

async function firstLine(read: () => string, child: ChildProcess): Promise<string> {
  for (let i = 0; i < 300; i++) {
    if (read().includes('\n')) return read().split('\n')[0];
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the emulator printed no ready line');
}

describe('npm run emulator (emulator/cli.ts)', () => {
  it('prints exactly one JSON ready line, serves, and exits 0 on SIGTERM', async () => {
    const { child, stdout, stderr } = run([
      '--seed',
      'cli',
      '--locations',
      '3',
      '--reviews',
      '20',
      '--report-delay-ms',
      '10',
    ]);
    const ready = JSON.parse(await firstLine(stdout, child));
    expect(Object.keys(ready)).toEqual(['event', 'baseUrl', 'authUrl', 'clientId', 'clientSecret', 'apiKey']);
    expect(ready.event).toBe('ready');
    const reply = await fetch(
      `${ready.baseUrl}/v2/accounts/me/locations?v=${API_VERSION}&api_key=${ready.apiKey}`,
    );
    expect((await reply.json()).response.count).toBe(3);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(stdout().trim().split('\n')).toHaveLength(1);
    expect(stderr()).toContain('GET /v2/accounts/me/locations 200');
    expect(stderr()).not.toContain(ready.apiKey);
  });

  it('exits 2 with a clear message on a bad flag', async () => {
    for (const args of [['--bogus'], ['--port', 'eighty'], ['--locations']]) {
      const { child, stderr } = run(args);
      const [code] = await once(child, 'exit');
      expect(code, args.join(' ')).toBe(2);
      expect(stderr()).toMatch(/Unknown option|must be a whole number|needs a value/);
      expect(stderr()).toContain('Usage:');
    }
  });

  it('prints usage with --help', async () => {
    const { child, stdout } = run(['--help']);
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(stdout()).toContain('--report-delay-ms');
  });
});
