/**
 * Asynchronous reports (service.md › Report (asynchronous)): PENDING until the report delay has
 * passed on the emulator clock, then DONE with a CSV link. The link needs no API credential; an
 * unguessable token in it keeps it private.
 */
import { randomBytes } from 'node:crypto';
import Papa from 'papaparse';
import type { BuiltReport } from './report-builder';

/** Reports kept at once; the oldest go first, so a long-running emulator does not grow. */
const KEPT_REPORTS = 500;

interface StoredReport {
  id: string;
  accountId: string;
  readyAt: number;
  token: string;
  report: BuiltReport;
}

export class ReportStore {
  private readonly reports = new Map<string, StoredReport>();
  private nextId: number;

  constructor(
    firstId: number,
    private readonly delayMs: number,
  ) {
    this.nextId = firstId;
  }

  create(accountId: string, report: BuiltReport, now: number): string {
    const id = String(this.nextId++);
    if (this.reports.size >= KEPT_REPORTS) this.reports.delete(this.reports.keys().next().value ?? '');
    this.reports.set(id, {
      id,
      accountId,
      readyAt: now + this.delayMs,
      token: randomBytes(24).toString('base64url'),
      report,
    });
    return id;
  }

  /** undefined when the id is unknown to this account (service answers 404 code 5062). */
  status(accountId: string, id: string, now: number, baseUrl: string) {
    const stored = this.reports.get(id);
    if (!stored || stored.accountId !== accountId) return undefined;
    if (now < stored.readyAt) return { status: 'PENDING', url: '' };
    return { status: 'DONE', url: `${baseUrl}/downloads/reports/${stored.id}/${stored.token}.csv` };
  }

  /** The CSV of a finished report: the header row carries the same keys as the synchronous rows. */
  csv(id: string, token: string, now: number): string | undefined {
    const stored = this.reports.get(id);
    if (!stored || stored.token !== token || now < stored.readyAt) return undefined;
    const { columns, rows } = stored.report;
    return Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((c) => row[c])) });
  }
}
