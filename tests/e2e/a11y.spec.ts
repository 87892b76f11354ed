// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, shareOneInstall, test } from './fixtures';
import { expectNoViolationsInBothThemes } from './pages/axe-scan';
import { EmulatorAdmin } from './pages/emulator-admin';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';

// Accessibility: axe on every surface with a connected account and synced data, in the
// light and the dark theme; the popup by keyboard alone with a visible focus; reduced motion.

// Every test only looks (Tab moves the focus, nothing is pressed): one install for the file.
shareOneInstall();

const PANEL_SIZE = { width: 420, height: 860 };
const POPUP_TABS = ['Reviews', 'Listings', 'Numbers'];

/**
 * Waits for the view to render and finish its first loading (best effort: a view may keep a busy
 * row). A popup opened before paints its stored first screen, inert, until the live one replaces it.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('#app > *').first()).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect
    .poll(() => page.locator('[aria-busy="true"], .loading-block').count(), { timeout: 5_000 })
    .toBe(0)
    .catch(() => {});
}

/** Scans side-panel views, each from a fresh load as a person opening it would see it. */
async function scanPanelViews(
  context: BrowserContext,
  extensionId: string,
  views: readonly string[],
): Promise<void> {
  for (const hash of views) {
    await test.step(hash, async () => {
      const page = await context.newPage();
      await page.setViewportSize(PANEL_SIZE);
      // No transition is under way while axe reads the colours (the app honours reduced motion).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`chrome-extension://${extensionId}/sidepanel.html${hash}`);
      await settle(page);
      await expectNoViolationsInBothThemes(page, `side panel › ${hash}`);
      await page.close();
    });
  }
}

test('popup: every tab, light and dark, has no serious or critical axe violation', async ({
  openPage,
  connected,
}) => {
  const { page } = await PopupPage.open(openPage);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const tab of POPUP_TABS) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await settle(page);
    await expectNoViolationsInBothThemes(page, `popup › ${tab}`);
  }
});

// The side panel's seven views in three tests, so each stays well inside the time limit (axe
// takes longest on the long inbox list and the listings grid).
test('side panel: inbox and thread, light and dark, have no serious or critical axe violation', async ({
  context,
  emulator,
  extensionId,
  connected,
}) => {
  const { id } = await new EmulatorAdmin(emulator).newestAnswerable();
  await scanPanelViews(context, extensionId, ['#/inbox', `#/inbox/review/${encodeURIComponent(id)}`]);
});

test('side panel: listings and suggestions, light and dark, have no serious or critical axe violation', async ({
  context,
  extensionId,
  connected,
}) => {
  await scanPanelViews(context, extensionId, ['#/listings', '#/suggestions']);
});

test('side panel: reports, activity and locations, light and dark, have no serious or critical axe violation', async ({
  context,
  extensionId,
  connected,
}) => {
  await scanPanelViews(context, extensionId, ['#/reports', '#/activity', '#/locations']);
});

test('options page, light and dark, has no serious or critical axe violation', async ({
  openPage,
  connected,
}) => {
  const options = await OptionsPage.open((path) => openPage(path, { width: 1000, height: 900 }));
  await options.page.emulateMedia({ reducedMotion: 'reduce' });
  await settle(options.page);
  await expectNoViolationsInBothThemes(options.page, 'options');
});

test('the popup is usable by keyboard alone: Tab reaches every control, each with a visible focus ring', async ({
  openPage,
  connected,
}) => {
  const popup = await PopupPage.open(openPage);
  const { page } = popup;
  await settle(page);
  // Tag every control Tab should reach: visible, enabled, not taken out of the order.
  const expected = await page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }) &&
        // Radio groups: Tab stops once per group (the checked radio, or the first).
        !(element instanceof HTMLInputElement && element.type === 'radio'),
    );
    controls.forEach((element, index) => {
      element.dataset.a11yControl = String(index);
    });
    return controls.map(
      (element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}"`,
    );
  });
  expect(expected.length).toBeGreaterThan(3);

  const reached = new Map<string, boolean>();
  for (let presses = 0; presses < expected.length * 2 + 10; presses++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const ring = (target: Element) => {
        const style = getComputedStyle(target);
        return (
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) ||
          (style.boxShadow !== 'none' && style.boxShadow !== '')
        );
      };
      return {
        id: element.dataset.a11yControl ?? null,
        // The ring is on the control, or on the wrapper that draws it (:focus-within).
        visibleFocus: ring(element) || (element.parentElement ? ring(element.parentElement) : false),
      };
    });
    if (focus?.id) {
      if (reached.has(focus.id)) break; // wrapped around
      reached.set(focus.id, focus.visibleFocus);
    }
  }
  const missed = expected.filter((_, index) => !reached.has(String(index)));
  expect(missed, 'controls Tab never reached').toEqual([]);
  const noRing = expected.filter((_, index) => reached.get(String(index)) === false);
  expect(noRing, 'controls focused without a visible ring').toEqual([]);
});

test('prefers-reduced-motion: no animation or transition runs on any page', async ({
  context,
  extensionId,
}) => {
  for (const path of ['popup.html', 'sidepanel.html', 'options.html']) {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion });
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      await expect(page.locator('#app > *').first()).toBeVisible();
      const moving = await page.evaluate(() => {
        // The loading primitives may not be on screen right now: add them, styled by the real CSS.
        const probe = document.createElement('div');
        const spinner = document.createElement('span');
        spinner.className = 'spinner';
        const track = document.createElement('span');
        track.className = 'progress__track progress__track--indeterminate';
        const fill = document.createElement('span');
        fill.className = 'progress__fill';
        track.append(fill);
        probe.append(spinner, track);
        document.body.append(probe);
        const seconds = (value: string) =>
          Math.max(
            ...value
              .split(',')
              .map((part) => Number.parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)),
          );
        const found: string[] = [];
        for (const element of document.querySelectorAll('*')) {
          const style = getComputedStyle(element);
          const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
          if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01)
            found.push(`${name}: animation ${style.animationName} ${style.animationDuration}`);
          if (seconds(style.transitionDuration) > 0.01)
            found.push(`${name}: transition ${style.transitionDuration}`);
        }
        probe.remove();
        return found;
      });
      if (reducedMotion === 'reduce') expect(moving, `${path} under reduced motion`).toEqual([]);
      // Without the preference the spinner turns: the probe does see motion when there is some.
      else expect(moving.join('\n'), path).toContain('spinner');
      await page.close();
    }
  }
});
