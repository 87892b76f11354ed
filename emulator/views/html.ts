/**
 * HTML building for the emulator's pages: everything interpolated is escaped, so a hostile
 * `state` or `redirect_uri` cannot inject markup (docs/security.md).
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

/** A tagged template whose interpolations are escaped unless wrapped in `raw()`. */
export class Raw {
  constructor(readonly html: string) {}
}
export const raw = (html: string): Raw => new Raw(html);

export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0];
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) out += part instanceof Raw ? part.html : escapeHtml(String(part ?? ''));
    out += strings[i + 1];
  });
  return new Raw(out);
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f4f5f7;color:#1d2330}
  main{max-width:440px;margin:0 auto;padding:28px 24px}header{display:flex;align-items:center;gap:10px;margin-bottom:18px}
  .logo{width:32px;height:32px;border-radius:8px;background:#2f5bea;color:#fff;display:grid;place-items:center;font-weight:700}
  h1{font-size:20px;margin:0 0 6px}p{margin:0 0 12px}.card{overflow-wrap:anywhere;background:#fff;border:1px solid #dde1e8;border-radius:10px;padding:18px}
  ul{margin:6px 0 14px;padding-left:20px}label{display:block;font-weight:600;margin:14px 0 6px}
  select{width:100%;padding:8px;border:1px solid #b8bfcc;border-radius:6px;font:inherit;background:#fff}
  .actions{display:flex;gap:10px;margin-top:18px}button{flex:1;padding:10px;border-radius:6px;font:inherit;font-weight:600;cursor:pointer}
  .allow{background:#2f5bea;border:1px solid #2f5bea;color:#fff}.deny{background:#fff;border:1px solid #b8bfcc;color:#1d2330}
  .muted{color:#5b6472;font-size:13px;overflow-wrap:anywhere}.error{border-color:#e3b4b4;background:#fff7f7}`;

export function page(title: string, body: Raw): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><header><div class="logo" aria-hidden="true">L</div><strong>Listings Platform</strong></header>${body.html}</main></body></html>`;
}

/** Headers for the pages: no framing, no scripts, nothing loaded from elsewhere. */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};
