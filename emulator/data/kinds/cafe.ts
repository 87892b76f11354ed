import type { BusinessKind } from './business-kind';

export const cafe: BusinessKind = {
  key: 'cafe',
  categoryIds: ['1320', '1322'],
  names: ['{street} Street Café', 'The {surname} Coffee House', 'Little Bean {city}', 'Morning Ritual Café'],
  descriptions: [
    'Neighbourhood café roasting its own beans, with pastries baked every morning and plenty of seats to work.',
    'Specialty coffee, loose-leaf tea and breakfast all day in the heart of {city}.',
  ],
  featured: ['Try our new seasonal cold brew', 'Free refill with any pastry before 9am'],
  staff: ['barista', 'owner', 'staff', 'cashier'],
  goods: ['flat white', 'oat latte', 'croissant', 'cold brew', 'breakfast sandwich', 'cappuccino'],
  generalThemes: ['wait', 'staff', 'cleanliness', 'price', 'parking'],
  praise: [
    ['quality staff', 'The {good} was perfect and the {staff} was lovely.'],
    ['atmosphere quality', 'Cozy spot to work for a few hours, fast wifi and a great {good}.'],
    ['staff quality', 'The {staff} knows my order by now and the {good} is always consistent.'],
    ['freshness', 'The pastries are baked fresh every morning.'],
    ['atmosphere', 'Quiet, cozy corner to read with a coffee.'],
    ['portion', 'Generous portions, the breakfast could feed two.'],
  ],
  complaints: [
    ['quality wait', 'My {good} was lukewarm and it took fifteen minutes to arrive.'],
    ['staff', 'The {staff} got my order wrong twice and did not seem to care.'],
    ['cleanliness quality', 'Tables were sticky and the {good} tasted burnt.'],
    ['atmosphere', 'Way too loud to hold a conversation, and nowhere to sit.'],
    ['freshness', 'The croissant was stale, clearly from yesterday.'],
    ['price', 'Six dollars for a small {good} is a rip off.'],
  ],
};
