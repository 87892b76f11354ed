/**
 * Flags of the emulator CLI (docs/architecture.md › Emulator CLI). A bad flag is a usage error:
 * the caller
 * prints the message and exits 2.
 */
import { SEED_LANGUAGES } from './data/languages/foreign-reviews';
import { DEFAULTS, type EmulatorOptions, LIMITS_OF_OPTIONS } from './options';

export const USAGE = `Usage: npm run emulator -- [options]

Runs the listings platform emulator on loopback and prints one JSON line when ready:
  {"event":"ready","baseUrl":…,"authUrl":…,"clientId":…,"clientSecret":…,"apiKey":…}
It serves until SIGINT or SIGTERM. Request logs go to stderr.

Options:
  --port N              port to listen on (default ${DEFAULTS.port}: a free port)
  --seed S              seed of the generated data (default "${DEFAULTS.seed}")
  --locations N         locations of the primary account (default ${DEFAULTS.locations})
  --reviews N           reviews of the primary account (default ${DEFAULTS.reviews})
  --languages L,L       languages of the reviews, each as often: some of ${SEED_LANGUAGES.join(', ')} (default ${DEFAULTS.languages.join(',')})
  --report-delay-ms N   emulator-clock time an async report stays PENDING (default ${DEFAULTS.reportDelayMs})
  --quiet               do not log each request on stderr
  -h, --help            show this help`;

export class UsageError extends Error {}

export type CliResult = { help: true } | { help: false; quiet: boolean; options: EmulatorOptions };

const NUMERIC: Record<
  string,
  { key: 'port' | 'locations' | 'reviews' | 'reportDelayMs'; min: number; max: number }
> = {
  '--port': { key: 'port', min: 0, max: 65_535 },
  '--locations': { key: 'locations', ...LIMITS_OF_OPTIONS.locations },
  '--reviews': { key: 'reviews', ...LIMITS_OF_OPTIONS.reviews },
  '--report-delay-ms': { key: 'reportDelayMs', min: 0, max: 86_400_000 },
};

export function parseCliArgs(argv: string[]): CliResult {
  const options: EmulatorOptions = {};
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h' || arg === '--help') return { help: true };
    if (arg === '--quiet') {
      quiet = true;
      continue;
    }
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    if (flag !== '--seed' && flag !== '--languages' && !(flag in NUMERIC))
      throw new UsageError(`Unknown option: ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value.`);
    if (flag === '--seed') {
      options.seed = value;
      continue;
    }
    if (flag === '--languages') {
      options.languages = languagesOf(value);
      continue;
    }
    const { key, min, max } = NUMERIC[flag];
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
      throw new UsageError(`${flag} must be a whole number from ${min} to ${max}; got "${value}".`);
    options[key] = Number(value);
  }
  return { help: false, quiet, options };
}

/** `de,fr`: each a language the seed can write in, none twice. */
function languagesOf(value: string): string[] {
  const codes = value.split(',').map((code) => code.trim().toLowerCase());
  const known = SEED_LANGUAGES as readonly string[];
  if (codes.some((code) => !known.includes(code)) || new Set(codes).size !== codes.length)
    throw new UsageError(`--languages takes some of ${known.join(',')}, comma-separated; got "${value}".`);
  return codes;
}
