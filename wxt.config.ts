import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { panelCommandManifest } from './lib/keyboard/panel-command';
import { bundledSecretProblem, DEMO_MODE } from './lib/settings/demo-build';
import { LOOPBACK_HOSTS } from './lib/settings/loopback-hosts';
import { buildPagesSeparately, configurePageBuild } from './scripts/page-builds';

/**
 * The public half of the extension's signing key. Chrome derives the extension id from it, so the
 * id (ndmnoaedffkkeamoghhfimmkgjnmpeai) and with it the OAuth redirect URI
 * https://ndmnoaedffkkeamoghhfimmkgjnmpeai.chromiumapp.org/ stay the same on every machine.
 */
const CHROME_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAtQ32wzIGgAMT4Ft5O3kYzgDHdoV4kMqKU1MujNkeWIthBbRXJo13foK3VtBOCnLgD96/06TH9NwAQdMDBNMt9bDQJdcM2J+FEfjmGjJ0XJi2W/0QV+w96WTCjRCokdRDVra4v1H1OX/hNkI5Mc9nBNv2wI3aiXb/xIy/9UPNrwIFEVBf0EqhahQA6yvrl3PRMs8TFqy1z02A0xzikVikmklOabk4XW15llvXFhA71/DsUFtX+NXwVmI8xCpMwoPwKB6KhJFRowZiXeuoNBXZ53g4j3D5DR2/4vmBEw+2uB1NF42wiucEy4re8w6uHIe2K0RmfhW3+MKSXf+tyXNE3QIDAQAB';

export const FIREFOX_ID = 'review-desk@example.com';

export default defineConfig({
  // `npm start` builds its emulator-pointed copy elsewhere, so it never mixes with a release build.
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  vite: () => ({ plugins: [preact()] }),
  // `npm run zip` (docs/releasing.md). The sources archive is for Firefox Add-ons' reviewers: what
  // `npm ci && npm run build:firefox` needs to rebuild the add-on, and nothing else (WXT already
  // leaves out node_modules, hidden files such as .env, and the output folder).
  zip: {
    excludeSources: [
      'tests/**',
      'emulator/**',
      'broker/**',
      'bench/**',
      'docs/**',
      'scripts/**',
      'test-results/**',
      'test-reports/**',
      'playwright-report/**',
      'coverage/**',
      'playwright.config.ts',
      'vitest.config.ts',
      '**/*.log',
    ],
    // The build's own helper (imported by this file); the icons' drawing script documents public/icon.
    includeSources: ['scripts/page-builds.ts', 'scripts/make-icons.ts'],
  },
  hooks: {
    // Checked once WXT has loaded the `.env*` files into the environment, before anything is built.
    'build:before': (wxt) => {
      const problem = bundledSecretProblem(wxt.config.mode, process.env);
      if (problem) throw new Error(problem);
    },
    'entrypoints:grouped': (_wxt, groups) => buildPagesSeparately(groups),
    'vite:build:extendConfig': (entrypoints, viteConfig) => {
      configurePageBuild(entrypoints, viteConfig);
      // WXT sets NODE_ENV to the mode; the demo build is the release code pointed at the emulator.
      if (viteConfig.mode === DEMO_MODE)
        viteConfig.define = { ...viteConfig.define, 'process.env.NODE_ENV': JSON.stringify('production') };
    },
  },
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // Each permission is justified in the README (Permissions).
    permissions: [
      'identity',
      'storage',
      'alarms',
      'notifications',
      ...(browser === 'chrome' ? ['sidePanel'] : []),
    ],
    // The emulator (the embedded default) runs on loopback; any other service origin is asked for
    // from the options page's Save click, so nothing waits on a prompt automation cannot answer.
    host_permissions: LOOPBACK_HOSTS.map((host) => `http://${host}/*`),
    // A key that opens the side panel (Firefox: the sidebar); people change it at the browser's
    // shortcuts page (lib/keyboard/panel-command.ts).
    commands: panelCommandManifest(browser),
    optional_host_permissions: ['https://*/*'],
    ...(browser === 'firefox'
      ? {
          // MV2 has no optional_host_permissions: hosts go with the optional permissions there.
          optional_permissions: ['https://*/*'],
          browser_specific_settings: {
            gecko: {
              id: FIREFOX_ID,
              strict_min_version: '115.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : { key: CHROME_PUBLIC_KEY }),
  }),
});
