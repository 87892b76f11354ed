/**
 * A schema-drifted body for the `drift` fault: what a client meets when the service changes under
 * it. Numbers the client relies on turn into strings (e.g. `rating: "4"`), and the first object
 * of each list loses a required member (`id`, or else `locationId`).
 */

const STRINGIFIED = new Set(['rating', 'count', 'averageRating', 'iMillis', 'timestamp']);
const DROPPED = ['id', 'locationId', 'status'];

function drift(value: unknown, inList: boolean, index: number): unknown {
  if (Array.isArray(value)) return value.map((item, i) => drift(item, true, i));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value))
    out[key] = STRINGIFIED.has(key) && typeof member === 'number' ? String(member) : drift(member, false, 0);
  if (inList && index === 0) {
    const victim = DROPPED.find((key) => key in out);
    if (victim) delete out[victim];
  }
  return out;
}

export function driftBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('response' in body)) return drift(body, false, 0);
  const { response, ...rest } = body as { response: unknown };
  const drifted = drift(response, false, 0);
  // A single object (one review, a token grant) loses a member too.
  if (drifted && typeof drifted === 'object' && !Array.isArray(drifted)) {
    const obj = drifted as Record<string, unknown>;
    if ('rating' in obj && 'id' in obj) delete obj.id;
  }
  return { ...rest, response: drifted };
}
