import { useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import './response-targets-section.css';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Field } from '@/components/ui/field';
import { accountsItem } from '@/lib/accounts/account-items';
import type { TargetBands } from '@/lib/reviews/due-time';
import {
  bandsFor,
  DEFAULT_BANDS,
  MAX_TARGET_HOURS,
  MIN_TARGET_HOURS,
  normaliseTargets,
  type ResponseTargets,
  responseTargetsItem,
  saveResponseTargets,
} from '@/lib/reviews/response-targets';
import { NumberSetting } from './number-settings';

const BANDS = ['low', 'rest'] as const satisfies readonly (keyof TargetBands)[];
/** The select's value for the targets of every account. */
const EVERY = '';

/** One band: its hours (saved as typed, when valid) and a switch that turns its target off. */
function BandSetting({
  band,
  hours,
  disabled,
  onSave,
}: {
  band: keyof TargetBands;
  hours: number | null;
  disabled: boolean;
  onSave: (hours: number | null) => void;
}) {
  const max = String(MAX_TARGET_HOURS);
  return (
    <div class="options-target">
      {/* Turned off and on again, it shows the hours it was given back, not what was typed before. */}
      <NumberSetting
        key={hours === null ? 'off' : 'on'}
        label={i18n.t(`options.responseTargets.${band}`)}
        hint={i18n.t('options.responseTargets.hint', [max])}
        invalid={i18n.t('options.responseTargets.invalid', [max])}
        value={hours ?? DEFAULT_BANDS[band] ?? MIN_TARGET_HOURS}
        min={MIN_TARGET_HOURS}
        max={MAX_TARGET_HOURS}
        disabled={disabled || hours === null}
        valid={(value) => value >= MIN_TARGET_HOURS && value <= MAX_TARGET_HOURS}
        onSave={onSave}
      />
      <label class="options-check">
        <input
          type="checkbox"
          checked={hours === null}
          disabled={disabled}
          onChange={(event) => onSave(event.currentTarget.checked ? null : (DEFAULT_BANDS[band] ?? 24))}
        />
        {i18n.t(`options.responseTargets.off_${band}`)}
      </label>
    </div>
  );
}

/**
 * Options › Response targets: how long a review may wait for an answer, per star band, for every
 * account or for one of them (lib/reviews/response-targets.ts). Saved as it changes; every card,
 * row and thread shows its due time against them, and Reputation counts what is past them.
 */
export function ResponseTargetsSection() {
  const stored = useWatchedItem(responseTargetsItem);
  const accounts = useWatchedItem(accountsItem) ?? [];
  const [scope, setScope] = useState(EVERY);
  if (stored === undefined) return null;
  const targets = normaliseTargets(stored);
  const account = accounts.find((candidate) => candidate.id === scope);
  const own = account !== undefined && targets.accounts[account.id] !== undefined;
  const bands = account ? bandsFor(targets, account.id) : targets.all;
  const save = (next: ResponseTargets) => void saveResponseTargets(next);
  const saveBand = (band: keyof TargetBands, hours: number | null) => {
    const changed = { ...bands, [band]: hours };
    if (account) save({ ...targets, accounts: { ...targets.accounts, [account.id]: changed } });
    else save({ ...targets, all: changed });
  };
  const setOwn = (on: boolean) => {
    if (!account) return;
    const { [account.id]: _dropped, ...others } = targets.accounts;
    save({ ...targets, accounts: on ? { ...others, [account.id]: targets.all } : others });
  };

  return (
    <section class="options-section" aria-labelledby="options-response-targets">
      <h2 id="options-response-targets">{i18n.t('options.responseTargets.heading')}</h2>
      <p class="options-section__intro">{i18n.t('options.responseTargets.intro')}</p>
      {accounts.length > 1 && (
        <Field label={i18n.t('options.responseTargets.scope')}>
          {(control) => (
            <select
              {...control}
              value={account ? account.id : EVERY}
              onChange={(e) => setScope(e.currentTarget.value)}
            >
              <option value={EVERY}>{i18n.t('options.responseTargets.every')}</option>
              {accounts.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {account && (
        <label class="options-check">
          <input type="checkbox" checked={own} onChange={(event) => setOwn(event.currentTarget.checked)} />
          {i18n.t('options.responseTargets.own', { account: account.name })}
        </label>
      )}
      {/* Keyed by scope: a half-typed number belongs to the targets it was typed for. */}
      <div key={scope} class="options-targets">
        {BANDS.map((band) => (
          <BandSetting
            key={band}
            band={band}
            hours={bands[band]}
            disabled={account !== undefined && !own}
            onSave={(hours) => saveBand(band, hours)}
          />
        ))}
      </div>
    </section>
  );
}
