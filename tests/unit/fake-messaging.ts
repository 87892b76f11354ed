/**
 * The `vi.mock` factory for the pages' way to reach the background, `lib/messaging`: its
 * `sendMessage` goes to the fake background `background()` returns. A getter, because the mocks
 * are set up before the test file's imports (vi.mock is hoisted):
 *
 *   const { answeredBy } = await vi.hoisted(() => import('../fake-messaging'));
 *   vi.mock('@/lib/messaging', answeredBy(() => fakeSendMessage));
 */
// biome-ignore lint/suspicious/noExplicitAny: each fake background types its own messages.
type Send = (type: string, data: any) => unknown;

export const answeredBy =
  (background: () => Send) =>
  async (original: <T>() => Promise<T>): Promise<object> => ({
    ...(await original<object>()),
    sendMessage: (type: string, data: unknown) => background()(type, data),
  });
