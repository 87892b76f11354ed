/**
 * Listens on loopback only, on IPv4 and IPv6 at the same port, so that `127.0.0.1` and
 * `localhost` (which may resolve to ::1, in Node and in Chromium alike) both reach the emulator,
 * and nothing outside the machine does.
 */
import { createServer, type RequestListener, type Server } from 'node:http';

function listenOn(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

const close = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

export interface Listening {
  port: number;
  close(): Promise<void>;
}

export async function listenLoopback(
  listener: RequestListener,
  port: number,
  log?: (line: string) => void,
): Promise<Listening> {
  for (let attempt = 0; ; attempt++) {
    const v4 = createServer(listener);
    const bound = await listenOn(v4, '127.0.0.1', port);
    const v6 = createServer(listener);
    try {
      await listenOn(v6, '::1', bound);
      return { port: bound, close: async () => void (await Promise.all([close(v4), close(v6)])) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' && port === 0 && attempt < 5) {
        // Another program holds this port on ::1 only: pick another free port.
        await close(v4);
        continue;
      }
      if (code === 'EADDRINUSE') {
        await close(v4);
        throw error;
      }
      // No IPv6 loopback on this machine: localhost resolves to 127.0.0.1 there.
      log?.(`IPv6 loopback unavailable (${code}); listening on 127.0.0.1 only`);
      return { port: bound, close: () => close(v4) };
    }
  }
}
