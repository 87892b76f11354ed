/**
 * Connection defaults baked in at build time (DESIGN.md › Contracts › Builds). A production build
 * has none; `npm start` and test builds point them at the emulator. The default client secret is
 * only ever set for such non-production builds, and is moved into the vault on first run
 * (lib/settings/app-key.ts) rather than kept in plain storage.
 */

declare global {
  interface ImportMetaEnv {
    readonly WXT_SERVICE_URL?: string;
    readonly WXT_AUTH_URL?: string;
    readonly WXT_CLIENT_ID?: string;
    readonly WXT_CLIENT_SECRET?: string;
  }
}

export interface BuildDefaults {
  serviceUrl: string;
  authUrl: string;
  clientId: string;
  /** The build-time app key, or '' (always '' in a production build). */
  clientSecret: string;
}

export function buildDefaults(): BuildDefaults {
  return {
    serviceUrl: import.meta.env.WXT_SERVICE_URL ?? '',
    authUrl: import.meta.env.WXT_AUTH_URL ?? '',
    clientId: import.meta.env.WXT_CLIENT_ID ?? '',
    clientSecret: import.meta.env.WXT_CLIENT_SECRET ?? '',
  };
}
