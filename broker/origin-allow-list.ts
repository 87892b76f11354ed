/**
 * Which browser origins may use the broker. A browser always sends `Origin` on a cross-origin POST,
 * and a web page cannot forge it, so this keeps other sites from spending the app's sign-ins. It is
 * not authentication: a non-browser client can send any header (see README › Token broker).
 */

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`, 'i');
}

export function createOriginCheck(
  allowedOrigins: readonly string[],
): (origin: string | undefined) => boolean {
  const exact = new Set(allowedOrigins.filter((origin) => !origin.includes('*')).map((o) => o.toLowerCase()));
  const patterns = allowedOrigins.filter((origin) => origin.includes('*')).map(patternToRegExp);
  return (origin) => {
    if (!origin || origin === 'null') return false;
    const lower = origin.toLowerCase();
    return exact.has(lower) || patterns.some((pattern) => pattern.test(lower));
  };
}
