/**
 * The one build that may carry a client secret: the demo build of `npm start` (scripts/start.ts),
 * which points at the emulator and embeds the emulator's key. It is told apart by WXT's mode, set
 * only there (`wxt build --mode demo`): a mode is chosen on the command line, never read from a
 * `.env` file, so a stray `WXT_CLIENT_SECRET` in `.env` or `.env.production` cannot turn a release
 * build into a demo one. No imports: wxt.config.ts reads it.
 */
export const DEMO_MODE = 'demo';

/**
 * Why this build must not go on, or null when it may. Every build but the demo one refuses a
 * client secret, whether it came from the environment or from a `.env*` file that WXT loaded.
 */
export function bundledSecretProblem(mode: string, env: Record<string, string | undefined>): string | null {
  if (mode === DEMO_MODE || !env.WXT_CLIENT_SECRET?.trim()) return null;
  return [
    `WXT_CLIENT_SECRET is set (in the environment or a .env file), and this "${mode}" build would put it`,
    'into the extension, where anyone who installs it can read it. Remove it from the environment and',
    'from every .env* file, then build again. A published extension takes the app key from the',
    'options page (kept encrypted) or exchanges codes through a token broker (README › Token broker);',
    `only the demo build of \`npm start\` (mode "${DEMO_MODE}") embeds the emulator's key.`,
  ].join('\n');
}
