/**
 * What the emulator reads of a request body: past about 1 MB it is refused with 413 before it is
 * read whole (core/body.ts bounds how deep its JSON may nest). Every real call's body is a few
 * hundred bytes.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { failure } from '../core/envelope';

export const MAX_BODY_BYTES = 1024 * 1024;

export const boundedBodies: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json(
      failure([
        {
          code: 21,
          type: 'FATAL_ERROR',
          message: `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
        },
      ]),
      413,
    ),
});
