import { useState } from 'preact/hooks';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { i18n } from '@/lib/i18n/translate';
import { ask, sendMessage } from '@/lib/messaging';
import type { FieldProblem } from '@/lib/settings/connection-validation';

/**
 * API-key mode (service.md › Authentication, credential 1): a customer's own app key, named by the
 * person. The key goes straight to the background, which checks it and seals it in the vault; the
 * field is emptied and the key is never shown again.
 */
export function ApiKeyAccountForm() {
  const [name, setName] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [adding, setAdding] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const problem = (field: FieldProblem['field']) => problems.find((p) => p.field === field)?.message;

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    setAdding(true);
    setFeedback(null);
    const result = await ask(() => sendMessage('addApiKeyAccount', { name, apiKey }));
    setAdding(false);
    if (result.ok) {
      setName('');
      setApiKey('');
      setProblems([]);
      setFeedback({ tone: 'success', message: i18n.t('options.accounts.apiKeyAdded', [result.value.name]) });
    } else {
      setProblems(result.error.problems ?? []);
      setFeedback({ tone: 'error', message: result.error.message });
    }
  };

  return (
    <form class="options-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3>{i18n.t('options.accounts.apiKeyHeading')}</h3>
      <p class="options-section__intro">{i18n.t('options.accounts.apiKeyIntro')}</p>
      <Field label={i18n.t('options.accounts.apiKeyName')} error={problem('accountName')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autocomplete="off"
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        )}
      </Field>
      <Field label={i18n.t('options.accounts.apiKeyValue')} error={problem('accountApiKey')}>
        {(control) => (
          <input
            {...control}
            type="password"
            autocomplete="off"
            spellcheck={false}
            value={apiKey}
            onInput={(e) => setApiKey(e.currentTarget.value)}
          />
        )}
      </Field>
      {feedback && <Banner tone={feedback.tone}>{feedback.message}</Banner>}
      <div class="options-form__actions">
        <Button type="submit" busy={adding}>
          {i18n.t('options.accounts.apiKeyAdd')}
        </Button>
      </div>
    </form>
  );
}
