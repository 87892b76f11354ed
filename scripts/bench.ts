/**
 * `npm run bench`: every figure with their budgets, measured on a release build of its
 * own (.output/bench) against fresh emulators. Prints a markdown table of every figure and one of
 * the budgets, writes everything to test-reports/bench.json, and exits 1 when a budget is broken
 * or a figure could not be measured. Not part of `npm test`: timings need a quiet machine.
 *
 *   npm run bench [-- --only sizes,popup,idle,agency,backfill,panel,reputation,drafting,emulator] [--skip-build]
 *     [--profile backfill.cpuprofile]  (the worker's CPU profile of the backfill)
 *                 [--reviews 100000] [--opens 20] [--samples 200]
 *                 [--language de]  (the popup with Options › Language set to a language the build
 *                 packs: the price of an override, painted from the messages each page keeps)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { benchAgencyPanel } from './bench/agency-panel';
import { benchBackfill } from './bench/backfill';
import { BUDGET_REVIEWS, type BudgetCheck, checkBudgets, LARGE_ACCOUNT_PARTS } from './bench/budgets';
import { buildForBench } from './bench/build';
import { measureBundleSizes } from './bench/bundle-sizes';
import { benchComposedDraft } from './bench/composed-draft';
import { benchIdlePoll } from './bench/idle-poll';
import { benchPopupOpen } from './bench/popup-open';
import { type BenchResults, budgetsTable, figuresTable } from './bench/report';
import { benchReputation } from './bench/reputation';
import { AGENCY, backfillsDone, openAgencySession, openSession } from './bench/session';
import { benchSidePanel } from './bench/side-panel';
import { benchEmulator } from './bench-emulator';

const PARTS = [
  'sizes',
  'popup',
  'idle',
  'agency',
  'backfill',
  'panel',
  'reputation',
  'drafting',
  'emulator',
] as const;
type Part = (typeof PARTS)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    reviews: { type: 'string', default: '100000' },
    opens: { type: 'string', default: '20' },
    samples: { type: 'string', default: '200' },
    profile: { type: 'string' },
    language: { type: 'string' },
  },
});
const only = new Set((values.only?.split(',') ?? PARTS) as Part[]);
const unknown = [...only].filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  process.exit(2);
}
const largeReviews = Number(values.reviews);
/** Whether a part measured on the large account (`--reviews`) runs. */
const largeAccount = [...only].some((part) => LARGE_ACCOUNT_PARTS.has(part));
const opens = Number(values.opens);

const results: BenchResults = {};
const errors: string[] = [];
/** Runs one part; a failure is recorded and the others still run. */
async function part(name: string, run: () => Promise<void>): Promise<void> {
  console.error(`… ${name}`);
  try {
    await run();
  } catch (error) {
    errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`✖ ${name}: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  }
}

const extensionDir = buildForBench({ skipBuild: values['skip-build'] });

if (only.has('sizes'))
  await part('bundle sizes', async () => {
    results.sizes = measureBundleSizes(extensionDir);
  });

if (only.has('popup'))
  await part('popup open (100 reviews)', async () => {
    const session = await openSession(extensionDir, { reviews: 100 });
    try {
      await session.connect(0);
      await backfillsDone(session, 1);
      // Options › Language's item (lib/i18n/language-setting.ts), as the options page writes it.
      if (values.language)
        await session.worker.evaluate(
          (language) => chrome.storage.local.set({ 'settings.language': language }),
          values.language,
        );
      results.popupOpen = await benchPopupOpen(session, opens);
    } finally {
      await session.close();
    }
  });

if (only.has('idle') || only.has('agency'))
  await part(
    `idle poll and All-accounts inbox (${AGENCY.accounts} accounts × ${AGENCY.reviews.toLocaleString('en-US')} reviews)`,
    async () => {
      const session = await openAgencySession(extensionDir);
      try {
        if (only.has('idle'))
          results.idlePoll = {
            ...(await benchIdlePoll(session, AGENCY.accounts)),
            reviewsPerAccount: AGENCY.reviews,
          };
        if (only.has('agency'))
          results.agencyPanel = await benchAgencyPanel(session, {
            accounts: AGENCY.accounts,
            reviewsPerAccount: AGENCY.reviews,
          });
      } finally {
        await session.close();
      }
    },
  );

if (largeAccount)
  await part(`backfill and side panel (${largeReviews.toLocaleString('en-US')} reviews)`, async () => {
    const session = await openSession(extensionDir, { reviews: largeReviews, locations: 100 });
    try {
      results.backfill = await benchBackfill(session, largeReviews, values.profile);
      if (only.has('panel')) results.sidePanel = await benchSidePanel(session);
      if (only.has('reputation')) results.reputation = await benchReputation(session);
    } finally {
      await session.close();
    }
  });

if (only.has('drafting'))
  await part('composed drafts', async () => {
    results.composedDraft = await benchComposedDraft();
  });

if (only.has('emulator'))
  await part('emulator reviews page', async () => {
    results.emulator = (await benchEmulator({ samples: Number(values.samples) })).map((c) => ({
      size: c.size,
      reviews: c.reviews,
      unfiltered: c.unfiltered,
    }));
  });

const popupSizes = results.sizes?.find((entry) => entry.entry === 'popup');
const { popupOpen, sidePanel, reputation, agencyPanel } = results;
const budgets: BudgetCheck[] = checkBudgets(
  {
    popupFirstLoadBytes: popupSizes?.firstLoad.total,
    popupOpen: popupOpen && { value: popupOpen.popupMedianMs, floor: popupOpen.yardstickMedianMs },
    idlePoll: results.idlePoll,
    reputation: reputation && { value: reputation.worstMedianMs, floor: reputation.yardstickMedianMs },
    composedDraftMaxMs: results.composedDraft?.cpuMaxMs,
    backfill: results.backfill,
    reviews: largeReviews,
    panel: sidePanel && {
      firstRow: { value: sidePanel.firstRenderMedianMs, floor: sidePanel.yardstickMedianMs },
      filtersUsable: { value: sidePanel.filtersReadyMedianMs, floor: sidePanel.yardstickMedianMs },
      frameWorkP95Ms: sidePanel.frameWorkP95Ms,
      longFrames: sidePanel.longFrames,
    },
    agencyPanel: agencyPanel && {
      firstRow: { value: agencyPanel.firstRenderMedianMs, floor: agencyPanel.yardstickMedianMs },
      filtersUsable: { value: agencyPanel.filtersReadyMedianMs, floor: agencyPanel.yardstickMedianMs },
      frameWorkP95Ms: agencyPanel.frameWorkP95Ms,
      longFrames: agencyPanel.longFrames,
    },
  },
  only,
);

console.log(figuresTable(results));
console.log();
console.log(budgetsTable(budgets));
if (largeAccount && largeReviews !== BUDGET_REVIEWS)
  console.log(
    `\nThe backfill's, the side panel's and reputation's budgets are for ${BUDGET_REVIEWS.toLocaleString('en-US')} reviews: not checked at ${largeReviews.toLocaleString('en-US')}.`,
  );

mkdirSync('test-reports', { recursive: true });
const report = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
  results,
  budgets,
  errors,
};
writeFileSync('test-reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('\nWrote test-reports/bench.json.');

const broken = budgets.filter((b) => !b.ok);
if (errors.length > 0 || broken.length > 0) {
  for (const b of broken) console.error(`Budget broken: ${b.name}: ${b.value} (limit ${b.limit}).`);
  for (const e of errors) console.error(`Not measured: ${e}`);
  process.exit(1);
}
