import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { WithAccountSession } from '@/components/account/with-account-session';
import { applyLocale } from '@/components/shell/apply-locale';
import { bootPopup } from '@/components/shell/popup-boot';
import { WithSync } from '@/components/sync/with-sync';
import { App } from './app';

applyLocale();

void bootPopup().then((primed) =>
  render(
    <WithAccountSession primed={primed}>
      {(slots) => (
        <WithSync accountId={slots.accountId}>
          {({ sync, syncNotice }) => (
            <App
              {...slots}
              sync={sync}
              notice={
                <>
                  {slots.notice}
                  {syncNotice}
                </>
              }
            />
          )}
        </WithSync>
      )}
    </WithAccountSession>,
    document.getElementById('app')!,
  ),
);
