/**
 * Files the service links to: async report CSVs (reached with the unguessable token of the link,
 * no API credential; service.md › Report status) and listing screenshots (a drawn stand-in for
 * the publisher's page; service.md › Listing `screenShotUrl`).
 */
import type { Hono } from 'hono';
import { locationId } from '../data/generate-locations';
import type { AppEnv } from '../middleware/app-env';
import type { World } from '../state/world';
import { escapeHtml } from '../views/html';

export function downloadRoutes(app: Hono<AppEnv>, world: World): void {
  app.get('/downloads/reports/:reportId/:file', (c) => {
    const token = c.req.param('file').replace(/\.csv$/, '');
    const csv = world.reports.csv(c.req.param('reportId'), token, world.clock.now());
    if (csv === undefined) return c.text('Not found', 404);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="report-${c.req.param('reportId')}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/screenshots/:file', (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const locationIndex = Math.floor((id - 100_000_000) / 100);
    const publisher = world.listings.publishers[(id - 100_000_000) % 100];
    const location = world.locations.get(locationId(locationIndex));
    if (!publisher || !location || !Number.isInteger(id)) return c.text('Not found', 404);
    const f = location.fields;
    const lines = [
      f.locationName,
      `${f.address}${f.address2 ? `, ${f.address2}` : ''}`,
      `${f.city}, ${f.state} ${f.zip}`,
      f.phone,
    ];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#f6f7f9"/><rect width="640" height="56" fill="#2f5bea"/><text x="24" y="36" font-family="sans-serif" font-size="22" fill="#fff">${escapeHtml(publisher.name)}</text>${lines
      .map(
        (line, i) =>
          `<text x="24" y="${110 + i * 36}" font-family="sans-serif" font-size="${i === 0 ? 24 : 18}" fill="#1d2330">${escapeHtml(line)}</text>`,
      )
      .join('')}</svg>`;
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
  });
}
