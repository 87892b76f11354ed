/**
 * The admin API answers loopback peers only (docs/architecture.md › Emulator admin API). The
 * server listens
 * on loopback anyway; this guards against someone re-binding it.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/.test(plain);
}

export const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLoopback(c.env?.incoming?.socket?.remoteAddress))
    return c.json({ error: 'The emulator admin API answers loopback clients only.' }, 403);
  await next();
};
