import type { BusinessKind } from './business-kind';

export const fitness: BusinessKind = {
  key: 'fitness',
  categoryIds: ['1711', '1713'],
  names: ['{city} Strength Club', '{street} Street Fitness', 'Core {surname} Yoga', 'Peak Performance Gym'],
  descriptions: [
    'Strength training, group classes and personal coaching, open early for commuters.',
    'Yoga, pilates and spin classes for every level in a bright studio in {city}.',
  ],
  featured: ['First class free for new members', 'New evening spin schedule'],
  staff: ['trainer', 'instructor', 'front desk', 'coach'],
  goods: [
    'spin class',
    'yoga class',
    'personal training session',
    'HIIT class',
    'pilates class',
    'boxing class',
  ],
  generalThemes: ['wait', 'staff', 'cleanliness', 'price', 'booking', 'communication', 'parking'],
  praise: [
    ['staff quality', 'The {staff} pushed me just enough and the {good} flew by.'],
    ['cleanliness staff', 'Clean locker rooms and a welcoming {staff} every time.'],
    ['quality', 'I have been coming for months and every {good} keeps getting better.'],
    ['equipment', 'Plenty of new equipment and the machines are well maintained.'],
    ['membership', 'No contract, and pausing my membership was easy.'],
  ],
  complaints: [
    ['membership', 'Cancelling my membership was impossible, they kept charging me.'],
    ['atmosphere wait', 'The {good} was overcrowded and the {staff} showed up late.'],
    ['equipment cleanliness', 'Half the machines were broken and the locker room was filthy.'],
    ['membership', 'They locked me into a contract I did not want.'],
    ['staff', 'The {staff} was rude and ignored me the whole {good}.'],
  ],
};
