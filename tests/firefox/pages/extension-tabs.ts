import type { Browser, Page } from 'puppeteer-core';
import { href, until } from './queries';

const TIMEOUT = 15_000;

/**
 * The extension's pages as tabs. BiDi's navigate refuses moz-extension:// URLs, so the first
 * extension page is the one Firefox opened at launch (launch-firefox.ts), and every other one is
 * opened from it with `browser.tabs.create`, as the extension itself would.
 */
export class ExtensionTabs {
  constructor(
    readonly firefox: Browser,
    readonly origin: string,
  ) {}

  /** The options page Firefox opened at launch: the page that can open the others. */
  launchPage(): Promise<Page> {
    return this.waitForPage((url) => url === `${this.origin}/options.html`);
  }

  /** Opens `path` (`popup.html`, `sidepanel.html#/inbox`, …) in a new tab and returns it, loaded. */
  async open(path: string): Promise<Page> {
    const opener = await this.launchPage();
    const url = `${this.origin}/${path}`;
    return this.opened(
      async () => {
        await opener.evaluate((address) => browser.tabs.create({ url: address, active: true }), url);
      },
      (address) => address === url,
    );
  }

  /**
   * Runs `trigger` and returns the page it opened (a tab or a window, such as the sign-in window
   * of `identity.launchWebAuthFlow`), once its address satisfies `match`.
   */
  async opened(trigger: () => Promise<void>, match: (url: string) => boolean): Promise<Page> {
    const before = new Set(await this.firefox.pages());
    await trigger();
    return this.waitForPage(match, before);
  }

  /** Waits for a page (not among `except`) whose address satisfies `match`, and for it to load. */
  async waitForPage(match: (url: string) => boolean, except = new Set<Page>()): Promise<Page> {
    const deadline = Date.now() + TIMEOUT;
    const seen = new Set<string>();
    while (Date.now() < deadline) {
      for (const page of await this.firefox.pages()) {
        if (except.has(page)) continue;
        const url = await href(page);
        seen.add(url);
        if (!match(url)) continue;
        await until(
          () => page.evaluate(() => document.readyState !== 'loading'),
          TIMEOUT,
          () => `${url} did not finish loading within ${TIMEOUT / 1000} s.`,
        );
        return page;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No such page opened within ${TIMEOUT / 1000} s; pages seen: ${[...seen].join(', ')}`);
  }
}
