import { createApiClient } from '../../../lib/api';

type Emulator = { baseUrl: string; apiKey: string };

/** The emulator's admin API (emulator/README.md › Admin API) and its own view of the account. */
export async function addReview(
  emulator: Emulator,
  review: Record<string, unknown>,
): Promise<{ id: string }> {
  const response = await fetch(`${emulator.baseUrl}/__emulator/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(review),
  });
  if (response.status !== 201) throw new Error(`Adding a review answered ${response.status}.`);
  return (await response.json()) as { id: string };
}

/** The service requests the emulator saw, oldest first. */
export async function serviceRequests(emulator: Emulator): Promise<{ method: string; path: string }[]> {
  const response = await fetch(`${emulator.baseUrl}/__emulator/requests`);
  return ((await response.json()) as { requests: { method: string; path: string }[] }).requests;
}

/** The service's own answers, through its API with the primary account's app key. */
export function serviceApi(emulator: Emulator) {
  return createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });
}
