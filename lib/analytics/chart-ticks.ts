/**
 * Labelled ticks for a chart's value axis: round numbers (1, 2 or 5 times a power of ten) that
 * cover the data, from zero when every value is positive, so "3,548" sits under a tick of 4,000
 * instead of squashing the line against the top. Pure, for tests.
 */
export interface AxisTicks {
  /** The axis' bottom and top: the first and last tick. */
  min: number;
  max: number;
  ticks: number[];
}

/** About `count` ticks spanning `low`–`high`; `whole`: only whole numbers (counts of things). */
export function axisTicks(low: number, high: number, count = 4, whole = false): AxisTicks {
  const min = Math.min(0, low);
  const top = Math.max(0, high);
  if (top === min) return { min, max: min + 1, ticks: [min, min + 1] };
  const rough = (top - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10]
      .map((m) => m * power)
      .find((candidate) => candidate >= rough && (!whole || Number.isInteger(candidate))) ?? 10 * power;
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick <= last + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return { min: first, max: ticks.at(-1)!, ticks };
}
