/** The Japanese lexicon: its grammar, its opinions, and the words of every theme. */
import type { Lexicon } from '../lexicon';
import { grammar, opinions } from './grammar';
import {
  atmosphere,
  comfort,
  delivery,
  equipment,
  freshness,
  honesty,
  membership,
  portion,
  repair,
} from './kind-themes';
import { cleanliness, price, staff, wait } from './service-themes';
import { booking, communication, parking, quality } from './work-themes';

export const japanese: Lexicon = {
  language: 'ja',
  grammar,
  opinions,
  themes: {
    wait,
    staff,
    cleanliness,
    price,
    quality,
    booking,
    communication,
    parking,
    comfort,
    honesty,
    repair,
    atmosphere,
    portion,
    delivery,
    freshness,
    equipment,
    membership,
  },
};
