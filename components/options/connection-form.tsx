import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { redirectUri } from '@/lib/auth/redirect-uri';
import { ask, sendMessage } from '@/lib/messaging';
import {
  type ConnectionSettings,
  connectionSettings,
  type ExchangeMode,
} from '@/lib/settings/connection-settings';
import {
  type ConnectionInput,
  type FieldProblem,
  validateConnection,
} from '@/lib/settings/connection-validation';
import { originsToRequest, requestHostAccess } from '@/lib/settings/host-permissions';

type Feedback = { tone: 'success' | 'error'; message: string } | null;

const problemFor = (problems: FieldProblem[], field: FieldProblem['field']) =>
  problems.find((problem) => problem.field === field)?.message;

/**
 * Settings › Connection (UI.md › Options page). The key field is write-only: a stored key is never
 * shown or sent back to the page; leaving the field empty keeps it.
 */
export function ConnectionForm() {
  const [stored, setStored] = useState<ConnectionSettings | null>(null);
  const [input, setInput] = useState<ConnectionInput | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    void connectionSettings.getValue().then((settings) => {
      setStored(settings);
      setInput({ ...settings, appKey: '' });
    });
    return connectionSettings.watch((settings) => setStored(settings));
  }, []);

  if (!stored || !input) return null;
  const set = (patch: Partial<ConnectionInput>) => setInput({ ...input, ...patch });
  const text = (field: 'serviceUrl' | 'authUrl' | 'clientId' | 'brokerUrl' | 'appKey') => ({
    value: input[field],
    onInput: (event: Event) => set({ [field]: (event.currentTarget as HTMLInputElement).value }),
  });

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
        const hosts = origins.map((origin) => new URL(origin.replace('/*', '/')).host).join(', ');
        setFeedback({ tone: 'error', message: i18n.t('options.connection.permissionRefused', [hosts]) });
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
      <Field
        label={i18n.t('options.connection.serviceUrl')}
        hint={i18n.t('options.connection.serviceUrlHint')}
        error={problemFor(problems, 'serviceUrl')}
      >
        {(control) => (
          <input {...control} type="url" autocomplete="off" spellcheck={false} {...text('serviceUrl')} />
        )}
      </Field>
      <Field
        label={i18n.t('options.connection.authUrl')}
        hint={i18n.t('options.connection.authUrlHint')}
        error={problemFor(problems, 'authUrl')}
      >
        {(control) => (
          <input {...control} type="url" autocomplete="off" spellcheck={false} {...text('authUrl')} />
        )}
      </Field>
      <Field
        label={i18n.t('options.connection.clientId')}
        hint={i18n.t('options.connection.redirectUri', [redirectUri()])}
        error={problemFor(problems, 'clientId')}
      >
        {(control) => (
          <input {...control} type="text" autocomplete="off" spellcheck={false} {...text('clientId')} />
        )}
      </Field>
      <fieldset class="options-form__choice">
        <legend>{i18n.t('options.connection.exchangeLegend')}</legend>
        <label>
          <input {...exchange('appKey')} /> {i18n.t('options.connection.exchangeAppKey')}
        </label>
        <label>
          <input {...exchange('broker')} /> {i18n.t('options.connection.exchangeBroker')}
        </label>
      </fieldset>
      {input.exchange === 'appKey' ? (
        <Field
          label={i18n.t('options.connection.appKey')}
          hint={
            stored.hasAppKey
              ? i18n.t('options.connection.appKeyStored')
              : i18n.t('options.connection.appKeyHint')
          }
          error={problemFor(problems, 'appKey')}
        >
          {(control) => (
            <input {...control} type="password" autocomplete="off" spellcheck={false} {...text('appKey')} />
          )}
        </Field>
      ) : (
        <Field
          label={i18n.t('options.connection.brokerUrl')}
          hint={i18n.t('options.connection.brokerUrlHint')}
          error={problemFor(problems, 'brokerUrl')}
        >
          {(control) => (
            <input {...control} type="url" autocomplete="off" spellcheck={false} {...text('brokerUrl')} />
          )}
        </Field>
      )}
      {feedback && <Banner tone={feedback.tone}>{feedback.message}</Banner>}
      <div class="options-form__actions">
        <Button type="submit" variant="primary" busy={saving}>
          {i18n.t('options.connection.save')}
        </Button>
      </div>
    </form>
  );
}
