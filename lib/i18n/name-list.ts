import { formatList } from './format';
import { i18n } from './translate';

/**
 * "Downtown Dental, Uptown Café and Harbor Garage", or past `shown` names "Downtown Dental,
 * Uptown Café and 5 more": the last item says how many more, so the language's own list words
 * join them all.
 */
export function nameList(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return formatList(names);
  const more = i18n.t('common.andMore', names.length - shown + 1);
  return formatList([...names.slice(0, shown - 1), more]);
}
