import { useWatchedItem } from '@/components/account/use-watched-item';
import { i18n } from '@/lib/i18n/translate';
import { replyTemplatesItem, templatesOf } from '@/lib/reviews/reply-templates';

export interface TemplatePickerProps {
  /** Called with the chosen template's raw text; the composer fills the placeholders. */
  onPick: (text: string) => void;
  disabled?: boolean;
}

/** "Insert a saved reply": the saved replies (options page) as a list; picking one inserts it. */
export function TemplatePicker({ onPick, disabled }: TemplatePickerProps) {
  const stored = useWatchedItem(replyTemplatesItem);
  const templates = stored === undefined ? [] : templatesOf(stored);
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
