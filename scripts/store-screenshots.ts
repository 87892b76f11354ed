/// <reference types="chrome" />
/**
 * `npx tsx scripts/store-screenshots.ts`: the store listing's images (docs/store/README.md), taken
 * from the demo as a person sees it: five 1280 × 800 screenshots (the popup over a page, the side
 * panel's inbox with a thread, the listings grid, reputation, the options page) and the 440 × 280
 * promo tile, drawn from the icon and the name. Runs the built extension (`npm run build` first)
 * in Debian's chromium against a fresh emulator, connected through the real consent page.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { connectThroughBackground } from '../tests/e2e/pages/connect-account';
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { openScreenshotSession } from './screenshot-session';

const STORE_DIR = 'docs/store';
const SCREEN = { width: 1280, height: 800 };
const POPUP = { width: 400, height: 600 };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** The thread the inbox shot opens: a low rating, the business's answer, the customer's follow-up. */
const THREAD = {
  publisherId: 'BRANDB',
  rating: 2,
  authorName: 'Priya N.',
  content: 'Booked a table for six and waited forty minutes past our time. The food was good once it came.',
  publisherDate: hoursAgo(5),
  comments: [
    {
      authorRole: 'BUSINESS_OWNER',
      message:
        'Priya, we are sorry about the wait. Friday ran late in the kitchen; we have added a host for weekends.',
      publisherDate: hoursAgo(3),
    },
    { message: 'Thanks for answering. We will give it another try next month.', publisherDate: hoursAgo(1) },
  ],
};
/** What tops the popup's list: fresh reviews, one answered-worthy, one glowing. */
const FRESH = [
  {
    publisherId: 'BRANDCMYBUSINESS',
    rating: 5,
    authorName: 'Marcus L.',
    content: 'Friendly staff and they fit us in the same day. Clear prices, no surprises.',
    publisherDate: hoursAgo(0.5),
  },
];

const REPLY = 'Thank you, Priya. Next month, ask for Sam at the door and your table will be ready on time.';

/** Saves `docs/store/<file>.png` once the page has settled. */
async function capture(page: Page, file: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A refresh still under way shows a spinner (Button's `busy`): wait for the page at rest.
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${STORE_DIR}/${file}.png` });
  console.log(`${STORE_DIR}/${file}.png`);
}

/**
 * "… is connected." shows for the first seconds after a sign-in (lib/auth/sign-in-notice.ts ›
 * CONFIRMATION_MS, 6 s), then never again: the shots are taken after it, as a person sees the
 * extension on any later day.
 */
const PAST_CONFIRMATION_MS = 6_500;

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A browser window on a plain page, the toolbar button pressed, and the real popup under it. */
function popupOverPage(popup: Buffer, badge: string): string {
  const icon = dataUrl(readFileSync('public/icon/32.png'));
  const bars = (widths: number[]) =>
    widths.map((w) => `<div class="bar" style="width:${w}%"></div>`).join('');
  return `<!doctype html><html><head><style>
    * { box-sizing: border-box; }
    body { margin: 0; width: 1280px; height: 800px; overflow: hidden; background: #fff;
      font: 13px system-ui, sans-serif; color: #1f1f1f; }
    .tabs { height: 40px; background: #dfe3e8; display: flex; align-items: flex-end; padding: 0 12px; }
    .tab { background: #fff; height: 32px; width: 240px; border-radius: 8px 8px 0 0; padding: 8px 14px; }
    .toolbar { height: 44px; display: flex; align-items: center; gap: 12px; padding: 0 14px;
      border-bottom: 1px solid #dadce0; }
    .address { flex: 1; height: 30px; border-radius: 15px; background: #f1f3f4; padding: 7px 16px; color: #5f6368; }
    .button { position: relative; width: 32px; height: 32px; border-radius: 50%; display: grid; place-items: center; }
    .pressed { background: #dfe3e8; }
    .button img { width: 20px; height: 20px; }
    .badge { position: absolute; right: -6px; bottom: -2px; background: #2563eb; color: #fff; font-size: 9px;
      font-weight: 600; padding: 0 3px; border-radius: 3px; line-height: 12px; border: 1px solid #fff; }
    .page { padding: 40px 80px; display: grid; grid-template-columns: 1fr 1fr; gap: 32px; }
    .hero { grid-column: 1 / -1; height: 180px; border-radius: 12px; background: linear-gradient(120deg, #e8eef9, #f4f1ea); }
    .bar { height: 14px; border-radius: 7px; background: #eceef1; margin: 0 0 14px; }
    .card { border: 1px solid #eceef1; border-radius: 12px; padding: 20px; height: 200px; }
    .popup { position: absolute; top: 84px; right: 14px; width: ${POPUP.width}px; height: ${POPUP.height}px;
      border-radius: 8px; overflow: hidden; box-shadow: 0 6px 28px rgba(0, 0, 0, 0.28); border: 1px solid #c7cbd1; }
  </style></head><body>
    <div class="tabs"><div class="tab">Your business website</div></div>
    <div class="toolbar">
      <div class="address">www.example.com</div>
      <div class="button pressed"><img src="${icon}" alt=""><span class="badge">${badge}</span></div>
    </div>
    <div class="page">
      <div class="hero"></div>
      <div>${bars([70, 90, 85, 60, 80])}</div>
      <div>${bars([60, 95, 75, 88])}</div>
      <div class="card">${bars([50, 80, 70])}</div>
      <div class="card">${bars([45, 85, 65])}</div>
    </div>
    <img class="popup" src="${dataUrl(popup)}" alt="">
  </body></html>`;
}

/** The small promo tile: the icon and the name on the icon's blue. */
function promoTile(): string {
  const icon = dataUrl(readFileSync('public/icon/128.png'));
  return `<!doctype html><html><head><style>
    body { margin: 0; width: 440px; height: 280px; overflow: hidden; display: flex; align-items: center;
      gap: 24px; padding: 0 36px; box-sizing: border-box; font-family: system-ui, sans-serif;
      background: linear-gradient(135deg, #2563eb, #1e40af); color: #fff; }
    img { width: 96px; height: 96px; border-radius: 20px; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.25); }
    h1 { margin: 0 0 10px; font-size: 32px; letter-spacing: -0.5px; white-space: nowrap; }
    p { margin: 0; font-size: 16px; line-height: 1.35; opacity: 0.92; }
  </style></head><body>
    <img src="${icon}" alt="">
    <div><h1>Review Desk</h1><p>Answer reviews and keep listings healthy, from the toolbar.</p></div>
  </body></html>`;
}

/** Renders `html` at `size` in a page of its own and saves it. */
async function renderHtml(
  openBlank: () => Promise<Page>,
  html: string,
  size: { width: number; height: number },
  file: string,
): Promise<void> {
  const page = await openBlank();
  await page.setViewportSize(size);
  await page.setContent(html);
  await capture(page, file);
  await page.close();
}

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { context, emulator, worker, openPage } = session;
  const openBlank = () => context.newPage();
  try {
    const admin = new EmulatorAdmin(emulator);
    const thread = await admin.addReview(THREAD);
    for (const review of FRESH) await admin.addReview(review);
    await connectThroughBackground(context, emulator, worker);
    await new Promise((resolve) => setTimeout(resolve, PAST_CONFIRMATION_MS));

    const popup = await openPage('popup.html', POPUP);
    await popup.emulateMedia({ colorScheme: 'light' });
    await popup.getByRole('button', { name: 'Reply' }).first().waitFor();
    await popup.waitForTimeout(600);
    const popupShot = await popup.screenshot();
    await popup.close();
    const badge = await worker.evaluate(() => chrome.action.getBadgeText({}));
    await renderHtml(openBlank, popupOverPage(popupShot, badge), SCREEN, '1-popup');

    const views = [
      { file: '2-inbox-thread', hash: `#/inbox/review/${encodeURIComponent(thread.id)}` },
      { file: '3-listings-grid', hash: '#/listings' },
      { file: '4-reputation', hash: '#/reputation' },
    ];
    for (const { file, hash } of views) {
      const page = await openPage(`sidepanel.html${hash}`, SCREEN);
      await page.emulateMedia({ colorScheme: 'light' });
      if (file === '2-inbox-thread') {
        // The answer being written: a composer in use reads better than an empty one.
        await page.getByRole('textbox', { name: 'Reply text' }).fill(REPLY);
        await page.getByRole('radio', { name: 'Public' }).check();
      }
      await capture(page, file);
      await page.close();
    }

    const options = await openPage('options.html', SCREEN);
    await options.emulateMedia({ colorScheme: 'light' });
    // From Accounts down (the connected account, "Forget sign-ins…", notifications): the
    // Connection form above holds the emulator's loopback addresses, which mean nothing in a store.
    await options.locator('#options-accounts').evaluate((heading) => {
      heading.closest('section')?.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -24);
    });
    await capture(options, '5-options');
    await options.close();

    await renderHtml(openBlank, promoTile(), { width: 440, height: 280 }, 'promo-tile-440x280');
  } finally {
    await session.close();
  }
}

await main();
