/**
 * Reads an answer's body with bounds, never whole on trust: at most MAX_BODY_BYTES (a page of 100
 * reviews is about 100 KB, so 5 MB is generous), and within the call's time (a stream that never
 * ends does not hold the worker). Past either, the read stops and the stream is cancelled.
 */
import { TimeoutError, TooLargeError } from './errors';

export const MAX_BODY_BYTES = 5 * 1024 * 1024;

interface BodyContext {
  url: string;
  secrets: readonly string[];
  /** What is left of the call's time for the body, in ms. */
  timeoutMs: number;
  limitBytes?: number;
}

export async function readBoundedText(response: Response, context: BodyContext): Promise<string> {
  const limitBytes = context.limitBytes ?? MAX_BODY_BYTES;
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge(context, limitBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new TimeoutError(
            `The service at ${new URL(context.url).origin} kept sending an answer past ${Math.round(context.timeoutMs / 1000)} s. Check the connection and try again.`,
            { url: context.url, secrets: context.secrets, timeoutMs: context.timeoutMs },
          ),
        ),
      context.timeoutMs,
    );
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), expired]);
      if (done) break;
      bytes += value.byteLength;
      if (bytes > limitBytes) throw tooLarge(context, limitBytes);
      text += decoder.decode(value, { stream: true });
    }
    return text + decoder.decode();
  } catch (failure) {
    await reader.cancel().catch(() => {});
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

function tooLarge(context: BodyContext, limitBytes: number): TooLargeError {
  return new TooLargeError(
    `The service sent an answer too large to read (over ${Math.round(limitBytes / 1024 / 1024)} MB). Nothing from it was kept; try again later, and tell the service's operator if it goes on.`,
    { url: context.url, secrets: context.secrets, limitBytes },
  );
}
