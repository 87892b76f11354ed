import type { z } from 'zod';
import type { SchemaIssue } from './errors';

const MAX_LISTED = 3;

/** `['response', 'reviews', 3, 'rating']` → `response.reviews[3].rating`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(the whole body)';
}

/** Zod's issues as path and plain expectation (`expected number, received string`), values never quoted. */
export function schemaIssues(error: z.ZodError): SchemaIssue[] {
  return error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issue.message.replace(/^Invalid (input|option): /, ''),
  }));
}

/** The first few issues as one clause: `response.reviews[3].rating: expected number, received string`. */
export function describeIssues(issues: readonly SchemaIssue[]): string {
  const listed = issues.slice(0, MAX_LISTED).map((issue) => `${issue.path}: ${issue.message}`);
  const more = issues.length > MAX_LISTED ? ` (and ${issues.length - MAX_LISTED} more)` : '';
  return `${listed.join('; ')}${more}`;
}
