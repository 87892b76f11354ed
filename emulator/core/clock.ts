/**
 * The emulator's clock: real time plus an offset that tests move forward through
 * `POST /__emulator/clock`, so async reports and opt-in transitions can be driven without waiting.
 */
export class Clock {
  private offsetMs = 0;
  constructor(private readonly startMs?: number) {
    if (startMs !== undefined) this.offsetMs = startMs - Date.now();
  }
  now(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): number {
    this.offsetMs += ms;
    return this.now();
  }
  /** The instant data was generated from: start of the UTC day, so a seed gives the same data all day. */
  anchor(): number {
    const start = this.startMs ?? this.now();
    return start - (start % 86_400_000);
  }
}
