import { readFileSync } from 'node:fs';

/**
 * A side panel too narrow for two columns, in happy-dom: the rules split-view.css applies under
 * its narrow container query (list or detail hidden), read from the stylesheet itself and applied
 * to the document, as the query does in a panel below 640 px. happy-dom lays nothing out and
 * knows no container queries; it does apply a plain stylesheet to `getComputedStyle`, which is
 * what the inbox reads (use-inbox-selection.ts › sideBySide). Returns the undo.
 */
export function oneColumn(): () => void {
  const css = readFileSync('assets/styles/shell/split-view.css', 'utf8');
  const narrow = /@container \(max-width: [\d.]+px\) \{([\s\S]*?\})\s*\}/.exec(css)?.[1];
  if (!narrow) throw new Error('split-view.css has no narrow container query');
  const style = document.createElement('style');
  style.textContent = narrow;
  document.head.append(style);
  return () => style.remove();
}
