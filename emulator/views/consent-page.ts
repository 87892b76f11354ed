/**
 * The consent page of `GET {auth_url}/oauth2/authorize` (service.md › Authentication): the app's
 * name, what it may do, the account to grant (an agency may hold several) and Allow / Deny.
 * Sized for the recommended 470 × 600 pop-up.
 */
import type { Account } from '../state/model';
import { html, page } from './html';

export interface ConsentView {
  appName: string;
  userName: string;
  accounts: Account[];
  returnHost: string;
  params: { client_id: string; redirect_uri: string; state: string; response_type: string };
}

export function consentPage(view: ConsentView): string {
  const hidden = Object.entries(view.params).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  );
  const options = view.accounts.map(
    (a) =>
      html`<option value="${a.id}">${a.name} (${a.locations.length} location${a.locations.length === 1 ? '' : 's'})</option>`,
  );
  return page(
    `Connect ${view.appName}`,
    html`<div class="card">
      <h1>${view.appName} wants to access your account</h1>
      <p class="muted">Signed in as ${view.userName}</p>
      <p>If you allow it, ${view.appName} will be able to:</p>
      <ul><li>see your locations, listings and analytics</li><li>read reviews and post replies</li><li>opt listings in and answer publisher suggestions</li></ul>
      <form method="post" action="/oauth2/authorize">
        ${hidden}
        <label for="account">Account</label>
        <select id="account" name="account">${options}</select>
        <div class="actions">
          <button class="deny" type="submit" name="decision" value="deny">Deny</button>
          <button class="allow" type="submit" name="decision" value="allow">Allow</button>
        </div>
      </form>
      <p class="muted" style="margin-top:14px">You will be returned to ${view.returnHost}.</p>
    </div>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(
    title,
    html`<div class="card error"><h1>${title}</h1><p>${message}</p><p class="muted">Nothing was shared with the application.</p></div>`,
  );
}
