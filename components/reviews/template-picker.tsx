import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { type ReplyTemplate, readReplyTemplates, replyTemplatesItem } from '@/lib/reviews/reply-templates';

export interface TemplatePickerProps {
  /** Called with the chosen template's raw text; the composer fills the placeholders. */
  onPick: (text: string) => void;
  disabled?: boolean;
}

/** "Insert a saved reply": the saved replies (options page) as a list; picking one inserts it. */
export function TemplatePicker({ onPick, disabled }: TemplatePickerProps) {
  const [templates, setTemplates] = useState<ReplyTemplate[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => void readReplyTemplates().then((next) => live && setTemplates(next));
    load();
    const unwatch = replyTemplatesItem.watch(load);
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  if (templates.length === 0) return null;
  return (
    <select
      class="reply-composer__templates"
      aria-label={i18n.t('composer.templates')}
      value=""
      disabled={disabled}
      onChange={(event) => {
        const picked = templates.find((template) => template.id === event.currentTarget.value);
        // Back to the prompt, so the same saved reply can be picked again.
        event.currentTarget.value = '';
        if (picked) onPick(picked.text);
      }}
    >
      <option value="">{i18n.t('composer.templatesNone')}</option>
      {templates.map((template) => (
        <option key={template.id} value={template.id}>
          {template.name}
        </option>
      ))}
    </select>
  );
}
