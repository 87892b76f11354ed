/**
 * Version gates (lib/api/catalog.ts › VERSION_GATES): a request gets a gated behaviour when its
 * `v` (already checked well-formed by the guard) is at least the gate's date.
 */
import { versionAtLeast } from '../../lib/api/catalog';
import type { AppContext } from '../middleware/app-env';

export const gateOpen = (c: AppContext, gate: string): boolean =>
  versionAtLeast(c.req.query('v') ?? '', gate);
