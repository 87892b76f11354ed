/**
 * `npm run emulator -- [flags]`: starts the emulator, prints exactly one JSON "ready" line on
 * stdout (everything else goes to stderr) and serves until SIGINT/SIGTERM, then exits 0.
 */
import { parseCliArgs, USAGE, UsageError } from './cli-args';
import { startEmulator } from './index';

const say = (line: string) => process.stderr.write(`[emulator] ${line}\n`);

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCliArgs>;
  try {
    parsed = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const quiet = parsed.quiet;
  const emulator = await startEmulator({
    ...parsed.options,
    log: (line) => {
      if (!quiet || !/^[A-Z]+ \//.test(line)) say(line);
    },
  });
  const { baseUrl, authUrl, clientId, clientSecret, apiKey } = emulator;
  process.stdout.write(
    `${JSON.stringify({ event: 'ready', baseUrl, authUrl, clientId, clientSecret, apiKey })}\n`,
  );
  say(`API ${baseUrl} · sign-in ${authUrl} · admin ${baseUrl}/__emulator/ · Ctrl+C to stop`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: shutting down`);
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[emulator] failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
