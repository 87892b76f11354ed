import type { z } from 'zod';
import { SchemaError } from './errors';
import { describeIssues, schemaIssues } from './schema-issues';
import { envelopeSchema } from './schemas/envelope';

/** Where a body came from, for the error if it is not what service.md describes. */
export interface BodyContext {
  status: number;
  url: string;
  secrets: readonly string[];
}

const UNEXPECTED = 'The service sent something unexpected';
const ADVICE = 'Try again later; if it keeps happening, the extension may need an update.';

/** Parses a JSON body; anything else (an HTML page, a cut-off body) is a `SchemaError`. */
export function parseJsonText(text: string, context: BodyContext): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Never quote the body: a proxy's error page may echo the request URL and its credential.
    throw new SchemaError(`${UNEXPECTED}: the answer is not JSON. ${ADVICE}`, context);
  }
}

/** Validates a parsed body; the error names the field paths at fault. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, context: BodyContext): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = schemaIssues(result.error);
  throw new SchemaError(`${UNEXPECTED}: ${describeIssues(issues)}. ${ADVICE}`, { ...context, issues });
}

/** The payload of an enveloped JSON body (service.md › Response envelope). */
export function readEnvelope<T extends z.ZodType>(
  text: string,
  payload: T,
  context: BodyContext,
): z.output<T> {
  const envelope = parseWith(envelopeSchema(payload), parseJsonText(text, context), context);
  // zod cannot see through the generic envelope; its `response` is exactly `payload`'s output.
  return (envelope as { response: z.output<T> }).response;
}
