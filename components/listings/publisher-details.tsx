import { SafeLink } from '@/components/ui/safe-link';
import { formatList, regionName } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import type { CachedPublisher } from '@/lib/listings/listing-cache';

/** A publisher's alternate brands (linked where they have an http(s) address) and countries. */
export function PublisherDetails({ publisher }: { publisher: CachedPublisher }) {
  return (
    <dl class="publisher-details">
      {publisher.alternateBrands.length > 0 && (
        <>
          <dt>{i18n.t('listings.view.brands')}</dt>
          <dd>
            <ul class="publisher-details__brands">
              {publisher.alternateBrands.map((brand) => (
                <li key={brand.name}>
                  {brand.url ? <SafeLink href={brand.url}>{brand.name}</SafeLink> : brand.name}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {publisher.supportedCountries.length > 0 && (
        <>
          <dt>{i18n.t('listings.view.countries')}</dt>
          <dd>{formatList(publisher.supportedCountries.map(regionName))}</dd>
        </>
      )}
    </dl>
  );
}
