import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/keyboard/panel-shortcut.css';
import { Button } from '@/components/ui/button';
import { canOpenShortcutSettings, openShortcutSettings, SHORTCUTS_PAGE } from '@/lib/keyboard/panel-shortcut';

/** The keys as the browser names them ("Alt+Shift+D"), one cap each, or "No key set". */
export function ShortcutKeys({ shortcut }: { shortcut: string | null | undefined }) {
  if (shortcut === undefined) return null;
  if (shortcut === null) return <span>{i18n.t('inbox.keys.noShortcut')}</span>;
  const keys = shortcut.split('+');
  return (
    <span class="shortcut-keys">
      {keys.map((key, index) => (
        <span key={index}>
          {index > 0 && ' + '}
          <kbd>{key}</kbd>
        </span>
      ))}
    </span>
  );
}

/**
 * Where the panel's key is changed: the browser's shortcuts page, with a button that opens it where
 * the extension may (Chrome; Firefox 137 and later) and the words in every browser.
 */
export function ChangeShortcut() {
  return (
    <p class="panel-shortcut__change">
      {i18n.t(`inbox.keys.changeWhere.${SHORTCUTS_PAGE}`)}{' '}
      {canOpenShortcutSettings() && (
        <Button size="sm" variant="ghost" onClick={openShortcutSettings}>
          {i18n.t('inbox.keys.changeShortcut')}
        </Button>
      )}
    </p>
  );
}
