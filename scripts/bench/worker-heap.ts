/**
 * The extension service worker's JS heap, read through the DevTools protocol. Playwright gives no
 * CDP session for a worker, so the browser is launched with a debugging port and the bench
 * attaches to the worker's target over a second, browser-level connection.
 */
import { createServer } from 'node:net';
import { type Browser, type CDPSession, chromium } from '@playwright/test';

/** A free loopback port for `--remote-debugging-port`. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface WorkerHeap {
  /** Used JS heap of the worker now, bytes. */
  used(): Promise<number>;
  /** Any DevTools protocol call on the worker (the CPU profiler of `--profile`). */
  send<T>(method: string, params?: object): Promise<T>;
  close(): Promise<void>;
}

export async function attachWorkerHeap(debuggingPort: number, workerUrl: string): Promise<WorkerHeap> {
  const browser: Browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const session: CDPSession = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const target = targetInfos.find((info) => info.type === 'service_worker' && info.url === workerUrl);
  if (!target) throw new Error(`no service worker target at ${workerUrl}`);
  // Non-flat attach: Playwright's CDPSession cannot address a child session, messages can.
  const { sessionId } = await session.send('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: false,
  });
  type Answer = { id?: number; result?: unknown; error?: unknown };
  let nextId = 0;
  const pending = new Map<number, (message: Answer) => void>();
  session.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as Answer;
    if (message.id === undefined) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  async function send<T>(method: string, params?: object): Promise<T> {
    const id = ++nextId;
    const answer = new Promise<Answer>((resolve) => pending.set(id, resolve));
    await session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params }),
    });
    const message = await answer;
    if (!message.result) throw new Error(`${method} failed: ${JSON.stringify(message.error)}`);
    return message.result as T;
  }
  return {
    send,
    async used() {
      return (await send<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize;
    },
    async close() {
      await browser.close();
    },
  };
}

/** Samples `heap` every `everyMs` until stopped; resolves to the peak seen. */
export function samplePeak(heap: WorkerHeap, everyMs = 200): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await heap.used().catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      peak = Math.max(peak, await heap.used().catch(() => 0));
      return peak;
    },
  };
}
