import type { BusinessKind } from './business-kind';

export const dental: BusinessKind = {
  key: 'dental',
  categoryIds: ['1147', '1148'],
  names: [
    '{surname} Family Dental',
    '{street} Street Dentistry',
    '{city} Smile Studio',
    'Bright Smile Dental of {city}',
  ],
  descriptions: [
    'General and cosmetic dentistry for the whole family in {city}. New patients welcome, most insurance accepted.',
    'Gentle, modern dental care: cleanings, fillings, crowns, whitening and emergency visits, with evening hours.',
  ],
  featured: ['Now booking evening appointments', 'Free whitening consultation for new patients'],
  staff: ['hygienist', 'dentist', 'front desk team', 'dental assistant'],
  goods: ['cleaning', 'filling', 'crown', 'whitening', 'check-up', 'root canal'],
  generalThemes: ['wait', 'staff', 'cleanliness', 'price', 'booking', 'communication', 'parking'],
  praise: [
    [
      'communication comfort',
      'The {staff} explained every step of my {good} and it was completely painless.',
    ],
    ['booking wait', 'They fit me in the same day for a {good} and were done in under an hour.'],
    ['quality staff', 'Best {good} I have had, and the {staff} remembered me from last year.'],
    ['comfort', 'The {staff} was so gentle that I barely felt the {good}.'],
    ['honesty', 'Honest office: they told me I did not need the treatment another dentist pushed.'],
    ['comfort', 'As a nervous patient I felt completely at ease the whole time.'],
  ],
  complaints: [
    ['wait', 'I waited forty minutes past my appointment time before anyone saw me.'],
    ['price', 'The bill for my {good} was much higher than the estimate the {staff} gave me.'],
    ['staff', 'The {staff} was rushed and impatient during my {good}.'],
    ['comfort', 'My {good} hurt far more than it should have.'],
    ['honesty', 'They tried to upsell me on treatments I did not need.'],
    ['communication', 'Nobody explained what the {good} would involve or cost.'],
  ],
};
