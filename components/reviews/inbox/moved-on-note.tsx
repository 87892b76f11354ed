import { Banner } from '@/components/ui/banner';
import { i18n } from '@/lib/i18n/translate';
import type { MovedOn } from './use-move-on';

/**
 * Over the thread the inbox moved on to: what was done to the review before it, in neutral words,
 * with Undo (use-move-on.ts). Undo of a reply works while it is held in its undo window.
 */
export function MovedOnNote({
  moved,
  onUndo,
  onDismiss,
}: {
  moved: MovedOn & { last?: boolean };
  onUndo(): void;
  onDismiss(): void;
}) {
  return (
    <Banner
      tone="success"
      class="moved-on"
      action={{ label: i18n.t('inbox.movedOn.undo'), onClick: onUndo }}
      onDismiss={onDismiss}
    >
      {i18n.t(`inbox.movedOn.${moved.kind}${moved.last ? 'Last' : ''}`)}
    </Banner>
  );
}
