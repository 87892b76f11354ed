import { Button } from '@/components/ui/button';
import { i18n } from '@/lib/i18n/translate';

export interface LocationPagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Locations 11–20 of 412" with Previous / Next: the listings view shows one page of locations. */
export function LocationPager({ page, perPage, total, onPage }: LocationPagerProps) {
  if (total <= perPage) return null;
  const from = page * perPage + 1;
  const to = Math.min(total, (page + 1) * perPage);
  return (
    <nav
      class="location-pager"
      aria-label={i18n.t('listings.view.shownLocations', {
        from: String(from),
        to: String(to),
        total: String(total),
      })}
    >
      <Button size="sm" variant="ghost" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {i18n.t('listings.view.previous')}
      </Button>
      <span class="location-pager__text">
        {i18n.t('listings.view.shownLocations', { from: String(from), to: String(to), total: String(total) })}
      </span>
      <Button size="sm" variant="ghost" disabled={to >= total} onClick={() => onPage(page + 1)}>
        {i18n.t('listings.view.next')}
      </Button>
    </nav>
  );
}
