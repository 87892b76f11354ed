import { type ApiClientOptions, createApiClient } from '../../../../lib/api';
import { ACCESS_TOKEN, type Answer, BASE_URL, fakeFetch } from './fake-fetch';

/** A client on the fake fetch, signed in with an access token unless `options` says otherwise. */
export function testClient(
  answers: Answer[],
  options: Partial<ApiClientOptions> & { repeatLast?: boolean } = {},
) {
  const { repeatLast, ...clientOptions } = options;
  const fake = fakeFetch(answers, { repeatLast });
  const api = createApiClient({
    baseUrl: BASE_URL,
    credential: { accessToken: ACCESS_TOKEN },
    fetch: fake.fetch,
    ...clientOptions,
  });
  return { api, requests: fake.requests };
}

/** The query of a recorded request as a plain object. */
export const query = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);
