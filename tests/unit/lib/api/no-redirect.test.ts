import { describe, expect, it } from 'vitest';
import { createApiClient, RedirectError } from '../../../../lib/api';
import { ACCESS_TOKEN, BASE_URL, ok } from './fake-fetch';

/** What a browser hands back for `redirect: 'manual'`: an opaque redirect, status 0, no headers. */
function opaqueRedirect(): Response {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
  Object.defineProperty(response, 'status', { value: 0 });
  return response;
}

function recordingFetch(answer: () => Response) {
  const modes: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    modes.push(init?.redirect ?? (input instanceof Request ? input.redirect : 'follow'));
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, modes };
}

const client = (fetch: typeof globalThis.fetch) =>
  createApiClient({
    baseUrl: BASE_URL,
    credential: { accessToken: ACCESS_TOKEN },
    fetch,
    retry: { limit: 2 },
  });

describe('no redirect with a credential', () => {
  it('asks fetch not to follow redirects', async () => {
    const recording = recordingFetch(() => ok({ locations: [], count: 0 }));
    await client(recording.fetch)
      .locations.list()
      .catch(() => {});
    expect(recording.modes).toEqual(['manual']);
  });

  it("refuses a browser's opaque redirect once, without retrying, and names no secret", async () => {
    const recording = recordingFetch(opaqueRedirect);
    const error = await client(recording.fetch)
      .locations.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).message).toBe(
      `${BASE_URL} answered with a redirect (HTTP 3xx). Review Desk never sends a credential on to another address: ` +
        'the service URL in the settings must be its exact address (https://, no extra path). Correct it, then try again.',
    );
    expect(JSON.stringify(error)).not.toContain(ACCESS_TOKEN);
    expect((error as RedirectError).url).toContain('access_token=REDACTED');
    expect(recording.modes).toHaveLength(1);
  });
});
