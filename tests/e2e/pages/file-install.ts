import type { Worker } from '@playwright/test';
import type { RunningEmulator } from '../../../emulator/index';
import type { ConnectedAccount } from './connect-account';

/**
 * What the tests of one file share when it asks for one install (`shareOneInstall()`,
 * fixtures.ts): its emulator, the extension installed once and its connected account. Kept by the
 * Playwright worker while it runs that file's tests one after another; any other file's test (or
 * other emulator options) lets it go, and that test installs afresh as usual, so a shared install
 * never reaches another file (fresh-install.spec.ts keeps checking that a fresh one has nothing).
 */
export class FileInstall {
  /** Whose install it is: the file and its emulator options. */
  private key: string | undefined;
  emulator: RunningEmulator | undefined;
  worker: Worker | undefined;
  account: ConnectedAccount | undefined;

  /** Whether a test of `key` (undefined: one with its own install) goes on with the install there is. */
  async claim(key: string | undefined): Promise<boolean> {
    if (key !== undefined && key === this.key) return true;
    await this.release();
    this.key = key;
    return false;
  }

  /** Forgets the install (the next fresh one removes it) and closes its emulator. */
  async release(): Promise<void> {
    const emulator = this.emulator;
    this.key = undefined;
    this.emulator = undefined;
    this.worker = undefined;
    this.account = undefined;
    await emulator?.close();
  }

  get shared(): boolean {
    return this.key !== undefined;
  }
}
