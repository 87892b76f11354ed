import type { BusinessKind } from './business-kind';

export const salon: BusinessKind = {
  key: 'salon',
  categoryIds: ['1502'],
  names: ['Studio {surname} Hair', '{city} Cut & Color', 'The {street} Salon', 'Mane Street Salon'],
  descriptions: [
    'Cuts, color, balayage and blowouts by a friendly team of stylists, walk-ins welcome on weekdays.',
    'A relaxed, modern salon in {city} using sustainable products.',
  ],
  featured: ['Book two services and get a free blowout', 'Now open Sundays'],
  staff: ['stylist', 'colorist', 'receptionist', 'owner'],
  goods: ['haircut', 'balayage', 'color', 'blowout', 'trim', 'highlights'],
  generalThemes: ['wait', 'staff', 'cleanliness', 'price', 'booking', 'parking'],
  praise: [
    [
      'communication quality',
      'My {staff} listened to exactly what I wanted and the {good} turned out amazing.',
    ],
    ['quality wait', 'Best {good} I have had in years, and they were running right on time.'],
    ['staff', 'The {staff} was lovely and gave me great tips for styling at home.'],
    ['comfort', 'The {staff} was so gentle, even with my tangles.'],
    ['atmosphere', 'Relaxing salon with great music and a cozy feel.'],
  ],
  complaints: [
    ['quality', 'The {good} came out nothing like the photo I showed the {staff}.'],
    ['price', 'I was charged for a {good} I did not get.'],
    ['staff', 'The {staff} was on the phone for half of my appointment.'],
    ['comfort', 'The water was too hot and the {staff} pulled my hair.'],
    ['wait', 'They were running forty minutes late.'],
  ],
};
