import { useState } from 'preact/hooks';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ErrorData } from '@/lib/errors/error-data';
import { i18n } from '@/lib/i18n/translate';
import { type Selection, selectionLocations, selectionPairs } from '@/lib/listings/opt-in-selection';
import { ask, sendMessage } from '@/lib/messaging';

export interface OptInBarProps {
  accountId: string;
  selection: Selection;
  /** A job of this account is running: no second one. */
  running: boolean;
  onClear: () => void;
  /** The background accepted the job. */
  onStarted: () => void;
}

/**
 * The selection's count, **Opt in** and a confirmation naming how many listings at how many
 * locations; the
 * background then runs the job (opt-in-progress.tsx shows it).
 */
export function OptInBar({ accountId, selection, running, onClear, onStarted }: OptInBarProps) {
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<ErrorData>();
  const count = selection.size;
  const pairs = () => selectionPairs(selection);

  const start = () => {
    setStarting(true);
    void ask(() => sendMessage('startOptIn', { accountId, pairs: pairs() })).then((result) => {
      setStarting(false);
      setConfirming(false);
      if (result.ok) {
        setError(undefined);
        onStarted();
      } else setError(result.error);
    });
  };

  return (
    <div class="opt-in-bar">
      <span class="opt-in-bar__count" aria-live="polite">
        {i18n.t('listings.optIn.buttonCount', count)}
      </span>
      {count > 0 && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {i18n.t('listings.optIn.clear')}
        </Button>
      )}
      <Button
        variant="primary"
        size="sm"
        disabled={count === 0 || running}
        onClick={() => setConfirming(true)}
      >
        {i18n.t('listings.optIn.button')}
      </Button>
      {error && (
        <Banner tone="error" onDismiss={() => setError(undefined)}>
          {error.message}
        </Banner>
      )}
      <ConfirmDialog
        open={confirming}
        title={i18n.t('listings.optIn.confirmTitle', count, {
          locations: i18n.t('listings.optIn.locations', selectionLocations(selection)),
        })}
        confirmLabel={i18n.t('listings.optIn.confirm')}
        busy={starting}
        onConfirm={start}
        onCancel={() => setConfirming(false)}
      >
        {confirming && i18n.t('listings.optIn.confirmBody')}
      </ConfirmDialog>
    </div>
  );
}
