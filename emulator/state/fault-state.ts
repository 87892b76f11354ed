/**
 * Fault injection settings (docs/architecture.md › Emulator admin API: `POST /__emulator/faults`).
 * `latencyMs` slows every matching request; `hold` keeps each one waiting until the test releases
 * it; the failure modes hit a `rate` share of them.
 */
import { Rng } from '../core/random';

export interface FaultConfig {
  rate: number;
  statuses: number[];
  latencyMs: number;
  /** Matching requests wait, unanswered, until `POST /__emulator/faults/release` or `DELETE`. */
  hold: boolean;
  malformed: boolean;
  drift: boolean;
  dropAfterCommit: boolean;
  quotaRemaining?: number;
  paths: RegExp;
  /** The regex as it was given, for `GET /__emulator/faults`. */
  pathsText: string;
}

/** By default faults hit the service (API calls and the token exchange), not the pages. */
export const DEFAULT_FAULT_PATHS = '^/(v2/|oauth2/accesstoken)';

export function parseFaults(body: unknown): FaultConfig | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The body must be a JSON object.';
  const b = body as Record<string, unknown>;
  const bool = (key: string): boolean | string =>
    b[key] === undefined
      ? false
      : typeof b[key] === 'boolean'
        ? (b[key] as boolean)
        : `${key} must be true or false.`;
  const statuses = b.statuses ?? [];
  if (!Array.isArray(statuses) || !statuses.every((s) => Number.isInteger(s) && s >= 400 && s <= 599))
    return 'statuses must be an array of HTTP error statuses (400–599).';
  const latencyMs = b.latencyMs ?? 0;
  if (typeof latencyMs !== 'number' || latencyMs < 0 || latencyMs > 120_000)
    return 'latencyMs must be a number of milliseconds between 0 and 120000.';
  const flags = {
    hold: bool('hold'),
    malformed: bool('malformed'),
    drift: bool('drift'),
    dropAfterCommit: bool('dropAfterCommit'),
  };
  for (const value of Object.values(flags)) if (typeof value === 'string') return value;
  const failing =
    statuses.length > 0 || flags.malformed === true || flags.drift === true || flags.dropAfterCommit === true;
  const rate = b.rate ?? (failing ? 1 : 0);
  if (typeof rate !== 'number' || rate < 0 || rate > 1) return 'rate must be a number from 0 to 1.';
  const quota = b.quotaRemaining;
  if (quota !== undefined && (!Number.isInteger(quota) || (quota as number) < 0))
    return 'quotaRemaining must be a whole number, 0 or more.';
  let paths: RegExp;
  const pathsText = typeof b.paths === 'string' ? b.paths : DEFAULT_FAULT_PATHS;
  try {
    paths = new RegExp(pathsText);
  } catch {
    return 'paths must be a valid regular expression.';
  }
  return {
    rate,
    statuses: statuses as number[],
    latencyMs,
    hold: flags.hold === true,
    malformed: flags.malformed === true,
    drift: flags.drift === true,
    dropAfterCommit: flags.dropAfterCommit === true,
    ...(quota !== undefined ? { quotaRemaining: quota as number } : {}),
    paths,
    pathsText,
  };
}

export class FaultState {
  config: FaultConfig | undefined;
  private readonly rng: Rng;
  /** The requests `hold` keeps waiting, each as the call that lets it go on. */
  private readonly held: (() => void)[] = [];
  /**
   * Held requests whose client went away while they waited, since the faults were last cleared: a
   * test that ends a client (a service worker killed with a request out) knows it ended by this
   * count, not by a sleep.
   */
  private abandoned = 0;

  constructor(seed: string) {
    this.rng = Rng.for(seed, 'faults');
  }

  /** New settings; requests held under the old ones go on unless these hold too. */
  set(config: FaultConfig): void {
    this.config = config;
    if (!config.hold) this.release();
  }

  /** No faults; every held request goes on. */
  clear(): void {
    this.config = undefined;
    this.abandoned = 0;
    this.release();
  }

  /** Resolves when the test releases this request (`hold`); `signal`: its client's going away. */
  hold(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      this.held.push(resolve);
      signal?.addEventListener(
        'abort',
        () => {
          if (this.held.includes(resolve)) this.abandoned++;
        },
        { once: true },
      );
    });
  }

  /** Lets the held requests go on, the oldest `count` of them or all; how many went. */
  release(count = this.held.length): number {
    const going = this.held.splice(0, count);
    for (const goOn of going) goOn();
    return going.length;
  }

  /** Whether this request is one of the `rate` share that fails. */
  strikes(): boolean {
    const c = this.config;
    if (!c) return false;
    const failing = c.statuses.length > 0 || c.malformed || c.drift || c.dropAfterCommit;
    return failing && this.rng.next() < c.rate;
  }

  pickStatus(): number | undefined {
    const statuses = this.config?.statuses ?? [];
    return statuses.length ? this.rng.pick(statuses) : undefined;
  }

  describe() {
    const c = this.config;
    if (!c) return null;
    const { pathsText, ...rest } = c;
    return { ...rest, paths: pathsText, held: this.held.length, abandoned: this.abandoned };
  }
}
