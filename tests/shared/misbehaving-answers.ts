/**
 * The answers of a service that misbehaves in exactly one way, for the loopback servers of the
 * limits tests (tests/integration/limits*.test.ts).
 */
import type { ServerResponse } from 'node:http';

/** 429, come back in 31 years. */
export function quotaForDecades(response: ServerResponse): void {
  response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '999999999' });
  response.end(JSON.stringify({ errors: [{ code: 42, message: 'Quota exceeded' }] }));
}

/** 50 MB of JSON-looking text after `opening`, chunked, with no length said up front. */
export function fiftyMegabytes(response: ServerResponse, opening: string): void {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  // The client stops reading and cuts the connection: that is the point, not a failure.
  response.on('error', () => {});
  const chunk = 'x'.repeat(1024 * 1024);
  let sent = 0;
  const more = () => {
    while (sent < 50) {
      sent++;
      if (!response.write(chunk)) return void response.once('drain', more);
    }
    response.end();
  };
  response.write(opening);
  more();
}

/** A body that starts and never ends: a space every `everyMs`. */
export function neverEnding(response: ServerResponse, everyMs: number): void {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.write('{');
  const drip = setInterval(() => response.write(' '), everyMs);
  response.on('close', () => clearInterval(drip));
}
