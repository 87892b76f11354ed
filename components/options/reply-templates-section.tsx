import { useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import './reply-templates-section.css';
import { useWatchedItem } from '@/components/account/use-watched-item';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import {
  addReplyTemplate,
  deleteReplyTemplate,
  PLACEHOLDERS,
  type ReplyTemplate,
  replyTemplatesItem,
  restoreReplyTemplate,
  templatesOf,
  updateReplyTemplate,
} from '@/lib/reviews/reply-templates';
import { TemplateForm } from './template-form';

type Feedback =
  | { tone: 'success' | 'error'; message: string }
  | { tone: 'info'; message: string; undo: { template: ReplyTemplate; index: number } };

/**
 * Options › Saved replies (UI.md › Options page › Reply templates): each one edited in place, or
 * deleted with a quiet control and an Undo; a form to add one. The composer's "Insert a saved
 * reply" list follows every change.
 */
export function ReplyTemplatesSection() {
  const stored = useWatchedItem(replyTemplatesItem);
  const templates = stored === undefined ? undefined : templatesOf(stored);
  const [editing, setEditing] = useState<string>();
  const [feedback, setFeedback] = useState<Feedback>();

  // The Undo banner is there as the saved reply leaves the list (the list follows the stored item).
  const remove = (template: ReplyTemplate, index: number) => {
    setFeedback({
      tone: 'info',
      message: i18n.t('composer.templatesSection.deleted', { name: template.name }),
      undo: { template, index },
    });
    return deleteReplyTemplate(template.id);
  };

  return (
    <section class="options-section" aria-labelledby="options-templates">
      <h2 id="options-templates">{i18n.t('composer.templatesSection.heading')}</h2>
      <p class="options-section__intro">{i18n.t('composer.templatesSection.intro', PLACEHOLDERS)}</p>
      {templates?.length === 0 && <p>{i18n.t('composer.templatesSection.empty')}</p>}
      <ul class="options-templates">
        {templates?.map((template, index) => (
          <li key={template.id} class="options-templates__item">
            {editing === template.id ? (
              <TemplateForm
                idPrefix={`template-${template.id}`}
                initial={template}
                submitLabel={i18n.t('composer.templatesSection.save')}
                onCancel={() => setEditing(undefined)}
                onSubmit={async (name, text) => {
                  await updateReplyTemplate(template.id, name, text);
                  setEditing(undefined);
                  setFeedback({
                    tone: 'success',
                    message: i18n.t('composer.templatesSection.saved', { name }),
                  });
                }}
              />
            ) : (
              <>
                <div>
                  <strong>{template.name}</strong>
                  <p class="options-templates__text">{template.text}</p>
                </div>
                <div class="options-templates__actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={i18n.t('composer.templatesSection.edit', { name: template.name })}
                    onClick={() => setEditing(template.id)}
                  >
                    {i18n.t('composer.templatesSection.editShort')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={i18n.t('composer.templatesSection.delete', { name: template.name })}
                    onClick={() => void remove(template, index)}
                  >
                    {i18n.t('composer.templatesSection.deleteShort')}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {feedback && (
        <Banner
          tone={feedback.tone}
          onDismiss={() => setFeedback(undefined)}
          {...('undo' in feedback
            ? {
                action: {
                  label: i18n.t('composer.templatesSection.undo'),
                  onClick: () =>
                    void restoreReplyTemplate(feedback.undo.template, feedback.undo.index).then(() =>
                      setFeedback(undefined),
                    ),
                },
              }
            : {})}
        >
          {feedback.message}
        </Banner>
      )}
      <h3 class="options-templates__add">{i18n.t('composer.templatesSection.addHeading')}</h3>
      <TemplateForm
        idPrefix="template-new"
        submitLabel={i18n.t('composer.templatesSection.add')}
        clearOnSubmit
        onSubmit={async (name, text) => {
          await addReplyTemplate(name, text);
          setFeedback({ tone: 'success', message: i18n.t('composer.templatesSection.added') });
        }}
        onInvalid={() => setFeedback({ tone: 'error', message: i18n.t('composer.templatesSection.missing') })}
      />
    </section>
  );
}
