/**
 * Sizing the sign-in window. The service recommends a 470 × 600 pop-up (service.md › Endpoints ›
 * OAuth), but `identity.launchWebAuthFlow` takes no size in Chrome or Firefox. Both open an
 * ordinary browser window the windows API sees (Chrome a `popup`, Firefox a `normal` one), so the
 * background watches for the first window created right after it launched the flow and resizes it,
 * centred over the window the person was using.
 */
import { type Browser, browser } from '#imports';

export const AUTH_WINDOW_SIZE = { width: 470, height: 600 } as const;

/** A window created later than this after the launch is not taken for the sign-in window. */
const CLAIM_WINDOW_MS = 5_000;

let expectingSince: number | null = null;

/** Call right before launching the flow; returns the function to call when it ends. */
export function expectAuthWindow(now = Date.now()): () => void {
  expectingSince = now;
  return () => {
    expectingSince = null;
  };
}

/** The `windows.onCreated` listener (registered in the background's main()). */
export async function sizeAuthWindow(created: Browser.windows.Window, now = Date.now()): Promise<void> {
  if (expectingSince === null || now - expectingSince > CLAIM_WINDOW_MS) return;
  if (created.id === undefined || (created.type !== 'popup' && created.type !== 'normal')) return;
  expectingSince = null; // only the first one
  const update: Browser.windows.UpdateInfo = { ...AUTH_WINDOW_SIZE };
  try {
    const others = (await browser.windows.getAll({ windowTypes: ['normal'] })).filter(
      (w) => w.id !== created.id,
    );
    const anchor = others.find((w) => w.focused) ?? others[0];
    if (anchor?.left !== undefined && anchor.top !== undefined && anchor.width && anchor.height) {
      update.left = Math.max(0, Math.round(anchor.left + (anchor.width - AUTH_WINDOW_SIZE.width) / 2));
      update.top = Math.max(0, Math.round(anchor.top + (anchor.height - AUTH_WINDOW_SIZE.height) / 2));
    }
    await browser.windows.update(created.id, update);
  } catch {
    // Sizing is a courtesy: a window that refuses it (closed already, or fullscreen) is left as is.
  }
}
