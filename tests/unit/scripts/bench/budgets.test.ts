// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BudgetFigures, checkBudgets } from '../../../../scripts/bench/budgets';

/** A run on a fast machine, and the same run on one twice as slow for everything. */
const fast: BudgetFigures = {
  popupFirstLoadBytes: 16_075,
  popupOpen: { value: 55, floor: 50 },
  idlePoll: { maxRequests: 5, accounts: 5 },
  reputation: { value: 70, floor: 50 },
  panel: {
    firstRow: { value: 80, floor: 50 },
    filtersUsable: { value: 210, floor: 50 },
    frameWorkP95Ms: 9,
    longFrames: 0,
  },
  // The All-accounts inbox of five accounts × 20,000: the same budgets as one account of 100,000.
  agencyPanel: {
    firstRow: { value: 85, floor: 50 },
    filtersUsable: { value: 220, floor: 50 },
    frameWorkP95Ms: 10,
    longFrames: 0,
  },
  backfill: { seconds: 19.3, floorSeconds: 12, requests: 969, peakHeapMb: 36 },
  composedDraftMaxMs: 22,
};
const twiceAsSlow = (figures: BudgetFigures): BudgetFigures => {
  const twice = ({ value, floor }: { value: number; floor: number }) => ({
    value: value * 2,
    floor: floor * 2,
  });
  return {
    ...figures,
    popupOpen: figures.popupOpen && twice(figures.popupOpen),
    reputation: figures.reputation && twice(figures.reputation),
    panel: figures.panel && {
      ...figures.panel,
      firstRow: twice(figures.panel.firstRow),
      filtersUsable: twice(figures.panel.filtersUsable),
    },
    agencyPanel: figures.agencyPanel && {
      ...figures.agencyPanel,
      firstRow: twice(figures.agencyPanel.firstRow),
      filtersUsable: twice(figures.agencyPanel.filtersUsable),
    },
    backfill: figures.backfill && {
      ...figures.backfill,
      seconds: figures.backfill.seconds * 2,
      floorSeconds: figures.backfill.floorSeconds * 2,
    },
  };
};
const byName = (figures: BudgetFigures) =>
  Object.fromEntries(checkBudgets(figures).map((check) => [check.name, check]));

describe('the bench budgets', () => {
  it('judge each time by its ratio to the floor measured beside it: the same on a slower machine', () => {
    const checks = checkBudgets(fast);
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(checkBudgets(twiceAsSlow(fast)).map((check) => [check.name, check.ok])).toEqual(
      checks.map((check) => [check.name, true]),
    );
  });

  it('print each ratio beside its absolute figures', () => {
    expect(byName(fast)['popup time to content, 100 cached'].value).toBe('1.1× (55 ms ÷ yardstick 50 ms)');
    expect(byName(fast)['backfill of 100,000 reviews: time'].value).toBe(
      '1.61× (19.3 s ÷ network floor 12 s)',
    );
  });

  it('break at the limits the issue sets', () => {
    const over: BudgetFigures = {
      ...fast,
      popupOpen: { value: 63, floor: 50 },
      reputation: { value: 101, floor: 50 },
      panel: {
        ...fast.panel!,
        firstRow: { value: 101, floor: 50 },
        filtersUsable: { value: 251, floor: 50 },
      },
      agencyPanel: { ...fast.agencyPanel!, filtersUsable: { value: 251, floor: 50 }, longFrames: 1 },
      backfill: { ...fast.backfill!, seconds: 24.1 },
      composedDraftMaxMs: 50,
    };
    expect(
      checkBudgets(over)
        .filter((check) => !check.ok)
        .map((check) => check.name),
    ).toEqual([
      'popup time to content, 100 cached',
      'backfill of 100,000 reviews: time',
      'side panel first row, 100,000 cached',
      'side panel filters and sort usable, 100,000 cached',
      'side panel filters and sort usable, All accounts, 5 × 20,000 cached',
      'side panel scroll, All accounts, 5 × 20,000 cached: frame work p95 and long frames',
      'reputation figures for a period, 100,000 cached (worker)',
      'a composed draft (the slowest, the first included; CPU time)',
    ]);
  });

  it("check the large account's budgets at the size they are stated for only", () => {
    const small = { ...fast, reviews: 20_000, backfill: { ...fast.backfill!, requests: 201, seconds: 60 } };
    const names = checkBudgets(small).map((check) => check.name);
    expect(names).not.toContain('backfill of 100,000 reviews: time');
    expect(names).not.toContain('side panel first row, 100,000 cached');
    expect(names).not.toContain('reputation figures for a period, 100,000 cached (worker)');
    // The All-accounts inbox has its own size, whatever --reviews says.
    expect(names).toContain('side panel first row, All accounts, 5 × 20,000 cached');
    expect(
      checkBudgets({ ...small, reviews: 100_000 }).find((c) =>
        c.name.startsWith('backfill of 100,000 reviews: time'),
      )?.ok,
    ).toBe(false);
  });

  it('count a figure that was not measured as broken, and leave out the parts that did not run', () => {
    const popup = byName({ ...fast, popupOpen: { value: Number.NaN, floor: 50 } })[
      'popup time to content, 100 cached'
    ];
    expect(popup).toMatchObject({ value: 'not measured', ok: false });
    expect(checkBudgets({}, new Set(['popup'])).map((check) => [check.name, check.ok])).toEqual([
      ['popup time to content, 100 cached', false],
    ]);
  });
});
