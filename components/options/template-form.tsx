import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { i18n } from '@/lib/i18n/translate';

/** A saved reply's Name and Text, for adding one or editing one in place. */
export function TemplateForm({
  idPrefix,
  initial,
  submitLabel,
  clearOnSubmit,
  onSubmit,
  onCancel,
  onInvalid,
}: {
  idPrefix: string;
  initial?: { name: string; text: string };
  submitLabel: string;
  clearOnSubmit?: boolean;
  onSubmit: (name: string, text: string) => Promise<void>;
  onCancel?: () => void;
  onInvalid?: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [missing, setMissing] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!name.trim() || !text.trim()) {
      setMissing(true);
      onInvalid?.();
      return;
    }
    setMissing(false);
    await onSubmit(name, text);
    if (clearOnSubmit) {
      setName('');
      setText('');
    }
  };
  return (
    <form class="options-form" id={idPrefix} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={i18n.t('composer.templatesSection.name')}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={name}
            aria-invalid={missing && !name.trim() ? true : undefined}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        )}
      </Field>
      <Field label={i18n.t('composer.templatesSection.body')}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={text}
            aria-invalid={missing && !text.trim() ? true : undefined}
            onInput={(e) => setText(e.currentTarget.value)}
          />
        )}
      </Field>
      <div class="options-templates__actions">
        <Button type="submit" variant="primary" size="sm">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {i18n.t('common.actions.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
