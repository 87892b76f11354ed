import { useState } from 'preact/hooks';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Banner } from '@/components/ui/banner';
import { i18n } from '@/lib/i18n/translate';
import { ask, sendMessage } from '@/lib/messaging';
import { forgetSignInsItem } from '@/lib/settings/forget-sign-ins';

/**
 * Settings › Accounts › "Forget sign-ins when the browser closes" (docs/security.md › Token
 * vault). The
 * background switches it, because the stored tokens are re-encrypted under the new mode's key; the
 * box follows the stored value, so once the switch is done (or failed) it shows the mode in force.
 */
export function ForgetSignInsSetting() {
  const on = useWatchedItem(forgetSignInsItem);
  // The choice being applied: shown at once, then the stored value again once the background is done.
  const [pending, setPending] = useState<boolean>();
  const [error, setError] = useState<string>();

  const change = async (next: boolean) => {
    setPending(next);
    setError(undefined);
    const result = await ask(() => sendMessage('setForgetSignIns', { on: next }));
    setPending(undefined);
    if (!result.ok) setError(result.error.message);
  };

  if (on === undefined) return null;
  return (
    <div class="options-fieldset">
      <label class="options-check">
        <input
          type="checkbox"
          checked={pending ?? on}
          disabled={pending !== undefined}
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
