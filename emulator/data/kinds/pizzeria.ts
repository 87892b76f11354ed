import type { BusinessKind } from './business-kind';

export const pizzeria: BusinessKind = {
  key: 'pizzeria',
  categoryIds: ['1340', '1342'],
  names: ['{surname} Pizza', '{street} Street Pizzeria', 'Slice of {city}', 'Brick Oven {surname}'],
  descriptions: [
    'Wood-fired Neapolitan pizza, house-made pasta and local beer, with delivery across {city}.',
    'New York style pizza by the slice and whole pies, open late on weekends.',
  ],
  featured: ['Tuesday two-for-one pizzas', 'Now delivering until midnight'],
  staff: ['server', 'delivery driver', 'manager', 'chef'],
  goods: ['margherita', 'pepperoni pie', 'garlic knots', 'calzone', 'tiramisu', 'Caesar salad'],
  generalThemes: ['wait', 'staff', 'cleanliness', 'price', 'booking', 'parking'],
  praise: [
    ['quality staff', 'The {good} was delicious and the {staff} was super friendly.'],
    ['delivery quality', 'Delivery arrived early and the pizza was still piping hot.'],
    ['portion quality', 'Generous portions and the {staff} recommended a great beer.'],
    ['freshness', 'Fresh ingredients and a sauce that tastes homemade.'],
    ['atmosphere', 'Cozy booths and a great vibe on weekends.'],
  ],
  complaints: [
    ['delivery wait', 'The pizza arrived cold an hour after the promised time.'],
    ['staff', 'Our {staff} forgot the {good} and we had to ask three times.'],
    ['quality atmosphere', 'Way too salty {good} and the place was very loud.'],
    ['portion', 'Skimpy portions, barely any toppings.'],
    ['delivery', 'The delivery driver left our order at the wrong door.'],
  ],
};
