import type { BusinessKind } from './business-kind';

export const auto: BusinessKind = {
  key: 'auto',
  categoryIds: ['1021', '1024'],
  names: [
    '{surname} Auto Repair',
    '{city} Tire & Brake',
    '{street} Street Garage',
    'Precision Auto Care {city}',
  ],
  descriptions: [
    'Family-owned auto repair shop: brakes, tires, diagnostics and scheduled maintenance for all makes.',
    'ASE-certified technicians, honest estimates and a free shuttle while you wait.',
  ],
  featured: ['Free brake inspection this month', 'Same-day oil changes, no appointment needed'],
  staff: ['mechanic', 'service advisor', 'shop owner', 'technician'],
  goods: ['oil change', 'brake job', 'tire rotation', 'inspection', 'alignment', 'AC repair'],
  generalThemes: ['wait', 'staff', 'cleanliness', 'price', 'booking', 'communication', 'parking'],
  praise: [
    ['honesty price', 'The {staff} showed me the worn parts and the {good} cost less than the quote.'],
    ['honesty', 'Honest shop: they told me I did not need the {good} the dealer insisted on.'],
    ['wait communication', 'Car was ready the same afternoon and the {staff} called to explain everything.'],
    ['repair', 'They found the problem two other shops missed and fixed it right the first time.'],
    ['booking', 'They got me in without an appointment for an {good}.'],
  ],
  complaints: [
    ['wait communication', 'They kept my car three days for a simple {good} and never called.'],
    ['honesty', 'The {staff} added charges I never approved to the {good}.'],
    ['repair', 'Check engine light came back on a day after the {good}.'],
    ['repair', 'The same problem came back a week later.'],
    ['price', 'Way too expensive for a basic {good}.'],
  ],
};
