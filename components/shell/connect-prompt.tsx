import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkAccountIcon } from '@/components/ui/icons';
import { i18n } from '@/lib/i18n/translate';

export interface ConnectPromptProps {
  /** Starts sign-in (the background's OAuth flow). */
  onConnect: () => void;
  /** Sign-in is under way: the button spins and ignores further clicks. */
  connecting?: boolean;
}

/** What every view shows before an account is connected: what connecting does, and the button. */
export function ConnectPrompt({ onConnect, connecting = false }: ConnectPromptProps) {
  return (
    <EmptyState
      title={i18n.t('common.connect.title')}
      icon={<LinkAccountIcon size={22} />}
      action={
        <Button variant="primary" busy={connecting} onClick={onConnect}>
          {i18n.t('common.connect.button')}
        </Button>
      }
    >
      {i18n.t('common.connect.body')}
    </EmptyState>
  );
}
