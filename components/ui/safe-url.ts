/**
 * The link rule for third-party data (docs/security.md): only absolute http(s) URLs
 * become links. Parsing with URL, as the browser will, rather than matching a prefix, catches
 * "JavaScript:", "java\tscript:", leading spaces and other tricks the same way the browser would
 * read them. Relative and protocol-relative URLs are refused too: in an extension page they
 * would resolve to chrome-extension:// pages.
 *
 * Returns the normalised URL to put in href, or null when the value must stay plain text.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
