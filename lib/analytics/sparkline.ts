/**
 * The path of a small line chart (the popup's sparklines, the report chart's lines): values
 * scaled into a `width` × `height` box, the lowest value at the bottom. Pure, so tests check the
 * geometry; a flat series draws a line across the middle.
 */
export interface PlotBox {
  width: number;
  height: number;
  /** Space kept clear on every side, so a stroke is not cut. @default 1 */
  inset?: number;
  /** The values at the bottom and the top; default the series' own lowest and highest. */
  min?: number;
  max?: number;
}

/** The points of `values` in the box, left to right. */
export function plotPoints(values: readonly number[], box: PlotBox): { x: number; y: number }[] {
  const { width, height, inset = 1 } = box;
  if (values.length === 0) return [];
  const min = box.min ?? Math.min(...values);
  const max = box.max ?? Math.max(...values);
  const spanX = width - 2 * inset;
  const spanY = height - 2 * inset;
  const step = values.length > 1 ? spanX / (values.length - 1) : 0;
  return values.map((value, i) => ({
    x: round(inset + (values.length > 1 ? i * step : spanX / 2)),
    y: round(max === min ? height / 2 : inset + spanY - ((value - min) / (max - min)) * spanY),
  }));
}

/** An SVG path `d` through the points of `values`; empty for no values. */
export function sparklinePath(values: readonly number[], box: PlotBox): string {
  return plotPoints(values, box)
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x} ${point.y}`)
    .join(' ');
}

const round = (n: number) => Math.round(n * 100) / 100;
