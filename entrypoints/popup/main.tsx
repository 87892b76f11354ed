import '@/assets/styles/tokens.css';
import '@/assets/styles/base.css';
import { render } from 'preact';
import { WithAccountSession } from '@/components/account/with-account-session';
import { applyLocale } from '@/components/shell/apply-locale';
import { WithSync } from '@/components/sync/with-sync';
import { App } from './app';

applyLocale();

render(
  <WithAccountSession>
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
);
