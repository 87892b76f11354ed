import { useRef, useState } from 'preact/hooks';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { redirectUri } from '@/lib/auth/redirect-uri';
import { formatList } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import { ask, sendMessage } from '@/lib/messaging';
import { connectionSettings, type ExchangeMode } from '@/lib/settings/connection-settings';
import {
  type ConnectionInput,
  type FieldProblem,
  validateConnection,
} from '@/lib/settings/connection-validation';
import { originsToRequest, requestHostAccess } from '@/lib/settings/host-permissions';

type TextField = 'serviceUrl' | 'authUrl' | 'clientId' | 'brokerUrl' | 'appKey';

type Feedback = { tone: 'success' | 'error'; message: string } | null;

const problemFor = (problems: FieldProblem[], field: FieldProblem['field']) =>
  problems.find((problem) => problem.field === field)?.message;

/**
 * Settings › Connection (UI.md › Options page). The key field is write-only: a stored key is never
 * shown or sent back to the page; leaving the field empty keeps it.
 */
export function ConnectionForm() {
  const stored = useWatchedItem(connectionSettings);
  const [edited, setInput] = useState<ConnectionInput>();
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const form = useRef<HTMLFormElement>(null);

  if (!stored) return null;
  // What was saved until the person types; the key field starts empty (it keeps the stored key).
  const input = edited ?? { ...stored, appKey: '' };
  const set = (patch: Partial<ConnectionInput>) => setInput({ ...input, ...patch });
  /** One text field of the form: its label, guidance and problem, tied to its part of the input. */
  const field = (name: TextField, type: 'url' | 'text' | 'password', hint: string) => (
    <Field label={i18n.t(`options.connection.${name}`)} hint={hint} error={problemFor(problems, name)}>
      {(control) => (
        <input
          {...control}
          // Preact's types tie each input type to a role; these three are all plain text boxes.
          type={type as 'text'}
          autocomplete="off"
          spellcheck={false}
          value={input[name]}
          onInput={(event) => set({ [name]: event.currentTarget.value })}
        />
      )}
    </Field>
  );

  const onSubmit = (event: Event) => {
    event.preventDefault();
    setFeedback(null);
    const checked = validateConnection(input, { hasStoredAppKey: stored.hasAppKey });
    if (!checked.ok) {
      setProblems(checked.problems);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setProblems([]);
    const { settings } = checked.value;
    const origins = originsToRequest([
      settings.serviceUrl,
      settings.exchange === 'broker' ? settings.brokerUrl : '',
    ]);
    // Asked now, inside the click: the browser shows the prompt only during a user gesture.
    const permission = requestHostAccess(origins).catch(() => false);
    setSaving(true);
    void (async () => {
      if (!(await permission)) {
        const hosts = origins.map((origin) => new URL(origin.replace('/*', '/')).host);
        setFeedback({
          tone: 'error',
          message: i18n.t('options.connection.permissionRefused', [formatList(hosts)]),
        });
        setSaving(false);
        return;
      }
      const result = await ask(() => sendMessage('saveConnectionSettings', input));
      setSaving(false);
      if (result.ok) {
        setInput({ ...result.value, appKey: '' });
        setFeedback({ tone: 'success', message: i18n.t('options.connection.saved') });
      } else {
        setProblems(result.error.problems ?? []);
        setFeedback({ tone: 'error', message: result.error.message });
      }
    })();
  };

  const exchange = (mode: ExchangeMode) => ({
    type: 'radio' as const,
    name: 'exchange',
    checked: input.exchange === mode,
    onChange: () => set({ exchange: mode }),
  });

  return (
    <form ref={form} class="options-form" onSubmit={onSubmit} noValidate>
      {field('serviceUrl', 'url', i18n.t('options.connection.serviceUrlHint'))}
      {field('authUrl', 'url', i18n.t('options.connection.authUrlHint'))}
      {field('clientId', 'text', i18n.t('options.connection.redirectUri', [redirectUri()]))}
      <fieldset class="options-form__choice">
        <legend>{i18n.t('options.connection.exchangeLegend')}</legend>
        <label>
          <input {...exchange('appKey')} /> {i18n.t('options.connection.exchangeAppKey')}
        </label>
        <label>
          <input {...exchange('broker')} /> {i18n.t('options.connection.exchangeBroker')}
        </label>
      </fieldset>
      {input.exchange === 'appKey'
        ? field(
            'appKey',
            'password',
            stored.hasAppKey
              ? i18n.t('options.connection.appKeyStored')
              : i18n.t('options.connection.appKeyHint'),
          )
        : field('brokerUrl', 'url', i18n.t('options.connection.brokerUrlHint'))}
      {feedback && <Banner tone={feedback.tone}>{feedback.message}</Banner>}
      <div class="options-form__actions">
        <Button type="submit" variant="primary" busy={saving}>
          {i18n.t('options.connection.save')}
        </Button>
      </div>
    </form>
  );
}
