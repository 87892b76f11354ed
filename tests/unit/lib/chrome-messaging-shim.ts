/**
 * The fake browser answers runtime.sendMessage with promises only; @webext-core/messaging uses the
 * callback form. This shim delivers a message to the listeners as Chrome does, from `sender`, so
 * the protocol runs end to end through the background's real main(). A test stubs the global:
 * `vi.stubGlobal('chrome', messagingShim.chrome)`.
 */
type Listener = (
  message: unknown,
  sender: object,
  respond: (response: unknown) => void,
) => boolean | undefined;

const listeners = new Set<Listener>();

export const messagingShim = {
  /** Who sends the next messages, as Chrome describes them to the background. */
  sender: {} as object,
  chrome: {
    runtime: {
      lastError: undefined,
      sendMessage(message: unknown, callback: (response: unknown) => void) {
        for (const listener of listeners)
          if (listener(message, messagingShim.sender, callback) === true) return;
        callback(undefined);
      },
      onMessage: {
        addListener: (listener: Listener) => listeners.add(listener),
        removeListener: (listener: Listener) => listeners.delete(listener),
      },
    },
  },
};
