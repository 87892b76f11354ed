/**
 * The service's dates are UTC without a zone (`2026-11-20T14:05`, or `2026-11-20`; conventions.md ›
 * Dates are UTC). `new Date()` would read them as local time; this marks them UTC first.
 */
export function serviceDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00Z`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return `${value}Z`;
  return value;
}
