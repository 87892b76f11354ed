/**
 * `npm start`: the product on one machine. Starts the emulated platform, builds the extension with
 * connection defaults pointing at it (a separate output folder, never the release build), and
 * opens Chromium with it loaded in a fresh profile, on the popup page: one click on
 * "Connect account", then "Allow", and you are in a demo account.
 *
 * Headed when a display is available; `HEADLESS=1 npm start` (or no $DISPLAY) runs it headless,
 * which is useful to check that everything starts. Ctrl+C stops it all.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/index';
import { DEMO_MODE } from '../lib/settings/demo-build';
import { launchWithExtension } from './launch-browser';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.EMULATOR_PORT ?? '0' },
    seed: { type: 'string' },
    locations: { type: 'string' },
    reviews: { type: 'string' },
    /** `en,de,fr,es,ja`: the reviews in these languages (emulator/README.md). */
    languages: { type: 'string' },
  },
});

const OUT_DIR = resolve('.output/demo');
const headless = process.env.HEADLESS === '1' || !process.env.DISPLAY;

const emulator = await startEmulator({
  port: Number(values.port),
  seed: values.seed,
  locations: values.locations ? Number(values.locations) : undefined,
  reviews: values.reviews ? Number(values.reviews) : undefined,
  languages: values.languages?.split(',').map((code) => code.trim()),
});
console.log(`Emulator: API ${emulator.baseUrl}, sign-in ${emulator.authUrl}`);

console.log('Building the extension for the emulator…');
// The demo mode is what lets this build, and no other, carry the emulator's key (demo-build.ts).
const build = spawnSync('npx', ['wxt', 'build', '--mode', DEMO_MODE], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    // WXT would take the mode for NODE_ENV, and Vite would then compile JSX for development.
    NODE_ENV: 'production',
    WXT_OUT_DIR: OUT_DIR,
    WXT_SERVICE_URL: emulator.baseUrl,
    WXT_AUTH_URL: emulator.authUrl,
    WXT_CLIENT_ID: emulator.clientId,
    WXT_CLIENT_SECRET: emulator.clientSecret,
  },
});
if (build.status !== 0) {
  await emulator.close();
  console.error('The build failed; see the messages above.');
  process.exit(1);
}

const browser = await launchWithExtension(`${OUT_DIR}/chrome-mv3-${DEMO_MODE}`, {
  headless,
  args: headless ? [] : ['--window-size=1280,860'],
});
const worker = browser.context.serviceWorkers()[0] ?? (await browser.context.waitForEvent('serviceworker'));
const extensionId = new URL(worker.url()).host;
const page = browser.context.pages()[0] ?? (await browser.context.newPage());
await page.goto(`chrome-extension://${extensionId}/popup.html`);

console.log(
  headless
    ? `Running headless (no display). The popup is at chrome-extension://${extensionId}/popup.html`
    : 'Chromium is open on the popup: click "Connect account", then "Allow".',
);
console.log('Press Ctrl+C to stop.');

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await browser.close().catch(() => {});
  await emulator.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
browser.context.on('close', stop);
