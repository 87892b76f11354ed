/**
 * The loopback hosts the manifest grants (wxt.config.ts › host_permissions): where the emulator
 * runs, and the only hosts where plain http is accepted. Other loopback addresses (127.0.0.2, ::1)
 * would pass a loopback test yet be blocked by the browser for want of a permission, so the
 * settings refuse them with the same words as any http URL. No imports: wxt.config.ts reads it.
 */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'] as const;

export function isLoopbackHost(hostname: string): boolean {
  return (LOOPBACK_HOSTS as readonly string[]).includes(hostname.toLowerCase());
}
