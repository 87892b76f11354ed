import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { LOOPBACK_HOSTS } from './lib/settings/loopback-hosts';

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
  hooks: {
    // WXT builds all HTML pages in one Vite build, so the code they share lands in shared chunks:
    // the popup's first load was seven scripts and four stylesheets, each a round trip through
    // the extension's file loader before the first render (≈ 70 ms of its time to content,
    // README › Benchmarks). Built on its own, each page loads one script and one stylesheet, and
    // its lazy views import from it. The cost is a few KB of code on disk repeated per page.
    'entrypoints:grouped': (_wxt, groups) => {
      const separate = groups.flatMap((group) =>
        Array.isArray(group) ? group.map((entry) => [entry]) : [group],
      );
      groups.splice(0, groups.length, ...separate);
    },
    // The polyfill serves the background, where the service is called and messages are answered.
    // Extension pages call a handful of APIs that are promise-based natively in Chrome MV3 and in
    // Firefox, so they take the browser's own object and the popup's first load stays within its
    // budget (README › Benchmarks): about 2.8 KB gzipped of polyfill saved on every page.
    'vite:build:extendConfig': (entrypoints, viteConfig) => {
      if (entrypoints.some((entry) => entry.type === 'background')) return;
      const native = { find: /^wxt\/browser$/, replacement: '@wxt-dev/browser' };
      const alias = viteConfig.resolve?.alias;
      viteConfig.resolve = {
        ...viteConfig.resolve,
        // First match wins: ahead of the polyfill module's alias.
        alias: Array.isArray(alias)
          ? [native, ...alias]
          : [native, ...Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }))],
      };
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
