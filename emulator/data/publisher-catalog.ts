/**
 * The publisher network (service.md › Publisher: "more than 60 websites and mobile apps").
 * The network is the platform's, not the account's, so it is fixed rather than seeded. Names are
 * invented; BRANDA–BRANDD are the stand-ins service.md uses. Domains use the reserved `.example`
 * top-level domain so that no generated link leads to a real site.
 */

export interface PublisherEntry {
  id: string;
  name: string;
  supportedCountries: string[];
  alternateBrands: { name: string; url: string }[];
  /** Relative share of the account's reviews that come from this publisher (0 = no reviews). */
  reviewWeight: number;
  /** Whether reviews there carry a title. */
  titles: boolean;
}

const NA = ['US', 'CA'];
const EN = ['US', 'CA', 'GB', 'AU', 'IE', 'NZ'];
const WORLD = ['US', 'CA', 'GB', 'AU', 'IE', 'NZ', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH'];

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

function entry(
  id: string,
  name: string,
  supportedCountries: string[],
  alternates: string[] = [],
  reviewWeight = 0,
  titles = false,
): PublisherEntry {
  return {
    id,
    name,
    supportedCountries,
    // service.md › Publisher: an alternate brand's url may be an empty string.
    alternateBrands: alternates.map((alt, i) => ({
      name: alt,
      url: i % 3 === 2 ? '' : `https://www.${slug(alt)}.example`,
    })),
    reviewWeight,
    titles,
  };
}

export const PUBLISHER_CATALOG: PublisherEntry[] = [
  entry('BRANDA', 'BrandA', WORLD, ['BrandA Mobile', 'BrandA Local Deals'], 18, true),
  entry('BRANDB', 'BrandB', WORLD, ['BrandB Messenger', 'BrandB Places'], 26),
  entry('BRANDCMYBUSINESS', 'BrandC My Business', WORLD, ['BrandC Maps', 'BrandC Search'], 40),
  entry('BRANDD', 'BrandD', WORLD, ['BrandD City Guide'], 5),
  entry('AROUNDME', 'AroundMe Places', EN, [], 0),
  entry('BESTOFLOCAL', 'Best of Local', NA, ['BestOf Deals'], 2, true),
  entry('BIZBOOK', 'Bizbook', EN),
  entry('BIZDIRECTORY', 'Biz Directory', NA),
  entry('BROWNBOOK', 'Brownleaf', WORLD),
  entry('CHAMBEROFCOMMERCE', 'Chamber Index', ['US']),
  entry('CITYGUIDEPRO', 'CityGuide Pro', NA, ['CityGuide Mobile', 'CityGuide Events', 'CG Radio'], 2, true),
  entry('CITYSQUARES', 'CitySquares Online', ['US']),
  entry('CYLEX', 'Cylexa', WORLD),
  entry('DIRECTIONSNOW', 'DirectionsNow', NA),
  entry('DRIVEGUIDE', 'DriveGuide In-Car', WORLD, ['DriveGuide Navigation']),
  entry('EZLOCAL', 'EasyLocal', ['US']),
  entry('FINDOPEN', 'FindOpen', EN),
  entry('FOURWAYS', 'Fourways Finder', EN),
  entry('GOLOCAL247', 'GoLocal 24/7', ['US']),
  entry('HOTFROG', 'Hotspring Business', WORLD),
  entry('INSIDERPAGES', 'Insider Pages Net', ['US'], [], 1, true),
  entry('LOCALCOM', 'Local Directory', ['US'], ['Local Directory Mobile']),
  entry('LOCALDATABASE', 'LocalBase', NA),
  entry('LOCALPAGES', 'LocalPages', NA),
  entry('LOCALSTACK', 'Localstack', ['US']),
  entry('MANTA', 'Mantaray Business', ['US']),
  entry('MAPQUEST', 'MapQuestion', NA, ['MQ Travel']),
  entry('MERCHANTCIRCLE', 'Merchant Loop', ['US']),
  entry('MYLOCALSERVICES', 'MyLocalServices', ['GB', 'IE']),
  entry('NAVMII', 'Navvi', WORLD),
  entry('N49', 'North49', ['CA'], [], 1, true),
  entry('OPENDI', 'Opendo', WORLD),
  entry('PARTYGUIDE', 'PartyGuide', ['US']),
  entry('SHOWMELOCAL', 'ShowMeLocal', ['US']),
  entry('SPOTLIGHTCITY', 'Spotlight City', EN),
  entry('SUPERPAGES', 'SuperDirectory', ['US'], ['SuperDirectory Mobile', 'Dex Local'], 1, true),
  entry('TELENAV', 'Telenavi', NA),
  entry('TIPSCOUT', 'TipScout', EN, [], 2, true),
  entry('TOPRATEDLOCAL', 'Top Rated Local Net', ['US']),
  entry('TOMTOMISH', 'TomTrack', WORLD, ['TomTrack Go']),
  entry('TRAVELADVISER', 'TravelAdviser', WORLD, ['TA Restaurants', 'TA Things To Do'], 3, true),
  entry('UNITEDSTATESBIZ', 'US Business Index', ['US']),
  entry('WHERETO', 'WhereTo', EN),
  entry('YALWA', 'Yalwa Local', WORLD),
  entry('YASABE', 'Yasabe Search', ['US']),
  entry('YELLOWBOOK', 'YellowBook Online', ['US', 'CA'], ['YellowBook Print']),
  entry('YELLOWMOXIE', 'YellowMoxie', ['US']),
  entry('YELLOWPAGESCA', 'Pages Jaunes Canada', ['CA'], ['YP Canada Mobile']),
  entry('YELLOWWAY', 'Yellowway', ['US']),
  entry('ZIPLOCAL', 'ZipLocal', NA),
  entry('ABLOCAL', 'AB Local', ['US']),
  entry('AMERICANTOWNS', 'Towns of America', ['US']),
  entry('APPLEMAPSISH', 'Orchard Maps', WORLD, ['Orchard Assistant', 'Orchard Wallet']),
  entry('BINGPLACESISH', 'Pathfinder Places', WORLD, ['Pathfinder Maps']),
  entry('CARDINALNAV', 'Cardinal Navigation', WORLD),
  entry('CHEFSTABLE', 'ChefsTable Reservations', EN, [], 2, true),
  entry('DENTISTFINDER', 'Dentist Finder', NA, [], 1, true),
  entry('HEALTHGRADESISH', 'HealthRank', ['US'], [], 1, true),
  entry('HERE', 'Hereabouts Maps', WORLD, ['Hereabouts Fleet']),
  entry('INFOGROUPISH', 'DataAxle Plus', ['US']),
  entry('LOCALEZE', 'Localize Data', ['US']),
  entry('MAPMYPLACE', 'MapMyPlace', WORLD),
  entry('NEXTDOORISH', 'NextStreet', ['US', 'CA', 'GB'], [], 1),
  entry('PETFINDERPRO', 'PetPros Finder', NA),
  entry('STOREBOARDS', 'Storeboards', ['US']),
  entry('VOICEASSIST', 'VoiceAssist Local', WORLD, ['VoiceAssist Speaker']),
  entry('WEATHERLOCAL', 'WeatherLocal', ['US']),
];
