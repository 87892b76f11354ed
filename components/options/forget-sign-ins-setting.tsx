import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Banner } from '@/components/ui/banner';
import { ask, sendMessage } from '@/lib/messaging';
import { forgetSignInsItem } from '@/lib/settings/forget-sign-ins';

/**
 * Settings › Accounts › "Forget sign-ins when the browser closes" (README › Token vault). The
 * background switches it, because the stored tokens are re-encrypted under the new mode's key; the
 * box follows the stored value, so it shows the mode actually in force.
 */
export function ForgetSignInsSetting() {
  const on = useWatchedItem(forgetSignInsItem);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const change = async (next: boolean) => {
    setBusy(true);
    setError(undefined);
    const result = await ask(() => sendMessage('setForgetSignIns', { on: next }));
    setBusy(false);
    if (!result.ok) setError(result.error.message);
  };

  if (on === undefined) return null;
  return (
    <div class="options-fieldset">
      <label class="options-check">
        <input
          type="checkbox"
          checked={on}
          disabled={busy}
          aria-describedby="forget-sign-ins-hint"
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        {i18n.t('options.accounts.forgetSignIns')}
      </label>
      <p id="forget-sign-ins-hint" class="options-section__intro">
        {i18n.t('options.accounts.forgetSignInsHint')}
      </p>
      {error && <Banner tone="error">{error}</Banner>}
    </div>
  );
}
