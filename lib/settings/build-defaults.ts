/**
 * Connection defaults baked in at build time (docs/architecture.md › Contracts › Builds). A
 * production build
 * has none; `npm start` and test builds point them at the emulator. Pages read these, so nothing
 * secret is here: the demo build's client secret is read by the background alone
 * (lib/settings/app-key.ts), and every other build refuses to start with one (wxt.config.ts).
 */

declare global {
  interface ImportMetaEnv {
    readonly WXT_SERVICE_URL?: string;
    readonly WXT_AUTH_URL?: string;
    readonly WXT_CLIENT_ID?: string;
    /** Read only by lib/settings/app-key.ts, and only in the demo build (demo-build.ts). */
    readonly WXT_CLIENT_SECRET?: string;
  }
}

export interface BuildDefaults {
  serviceUrl: string;
  authUrl: string;
  clientId: string;
}

export function buildDefaults(): BuildDefaults {
  return {
    serviceUrl: import.meta.env.WXT_SERVICE_URL ?? '',
    authUrl: import.meta.env.WXT_AUTH_URL ?? '',
    clientId: import.meta.env.WXT_CLIENT_ID ?? '',
  };
}
