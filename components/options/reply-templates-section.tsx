import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import './reply-templates-section.css';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import {
  addReplyTemplate,
  deleteReplyTemplate,
  PLACEHOLDERS,
  type ReplyTemplate,
  readReplyTemplates,
  replyTemplatesItem,
} from '@/lib/reviews/reply-templates';

/**
 * Options › Saved replies (UI.md › Options page › Reply templates): the list with Delete, and a
 * form to add one. The composer's "Insert a saved reply" list follows every change.
 */
export function ReplyTemplatesSection() {
  const [templates, setTemplates] = useState<ReplyTemplate[]>();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; message: string }>();

  useEffect(() => {
    const load = () => void readReplyTemplates().then(setTemplates);
    load();
    return replyTemplatesItem.watch(load);
  }, []);

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (!name.trim() || !text.trim()) {
      setFeedback({ tone: 'error', message: i18n.t('composer.templatesSection.missing') });
      return;
    }
    setTemplates(await addReplyTemplate(name, text));
    setName('');
    setText('');
    setFeedback({ tone: 'success', message: i18n.t('composer.templatesSection.added') });
  };

  return (
    <section class="options-section" aria-labelledby="options-templates">
      <h2 id="options-templates">{i18n.t('composer.templatesSection.heading')}</h2>
      <p class="options-section__intro">{i18n.t('composer.templatesSection.intro', PLACEHOLDERS)}</p>
      {templates?.length === 0 && <p>{i18n.t('composer.templatesSection.empty')}</p>}
      <ul class="options-templates">
        {templates?.map((template) => (
          <li key={template.id} class="options-templates__item">
            <div>
              <strong>{template.name}</strong>
              <p class="options-templates__text">{template.text}</p>
            </div>
            <Button
              size="sm"
              variant="danger"
              onClick={() => void deleteReplyTemplate(template.id).then(setTemplates)}
            >
              {i18n.t('composer.templatesSection.delete', { name: template.name })}
            </Button>
          </li>
        ))}
      </ul>
      <form class="options-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field label={i18n.t('composer.templatesSection.name')}>
          {(control) => (
            <input {...control} type="text" value={name} onInput={(e) => setName(e.currentTarget.value)} />
          )}
        </Field>
        <Field label={i18n.t('composer.templatesSection.body')}>
          {(control) => (
            <textarea {...control} rows={4} value={text} onInput={(e) => setText(e.currentTarget.value)} />
          )}
        </Field>
        {feedback && <Banner tone={feedback.tone}>{feedback.message}</Banner>}
        <div>
          <Button type="submit" variant="primary">
            {i18n.t('composer.templatesSection.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
