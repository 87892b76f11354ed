/**
 * The kinds of business the seeded accounts run, with what a location of that kind says about
 * itself and what its reviewers talk about. Templates take `{surname}`, `{street}`, `{city}`,
 * `{name}`, `{staff}`, `{good}`.
 */

export interface BusinessKind {
  key: string;
  categoryIds: string[];
  names: string[];
  descriptions: string[];
  featured: string[];
  staff: string[];
  goods: string[];
  praise: string[];
  gripes: string[];
}

export const BUSINESS_KINDS: BusinessKind[] = [
  {
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
    staff: ['hygienist', 'Dr. {surname}', 'front desk team', 'dental assistant'],
    goods: ['cleaning', 'filling', 'crown', 'whitening', 'check-up', 'root canal'],
    praise: [
      'The {staff} explained every step of my {good} and it was completely painless.',
      'They fit me in the same day for a {good} and were done in under an hour.',
      'Best {good} I have had, and the {staff} remembered me from last year.',
    ],
    gripes: [
      'I waited forty minutes past my appointment time before anyone saw me.',
      'The bill for my {good} was much higher than the estimate the {staff} gave me.',
      'The {staff} was rushed and rough during my {good}.',
    ],
  },
  {
    key: 'cafe',
    categoryIds: ['1320', '1322'],
    names: [
      '{street} Street Café',
      'The {surname} Coffee House',
      'Little Bean {city}',
      'Morning Ritual Café',
    ],
    descriptions: [
      'Neighbourhood café roasting its own beans, with pastries baked every morning and plenty of seats to work.',
      'Specialty coffee, loose-leaf tea and breakfast all day in the heart of {city}.',
    ],
    featured: ['Try our new seasonal cold brew', 'Free refill with any pastry before 9am'],
    staff: ['barista', 'owner', 'staff', 'cashier'],
    goods: ['flat white', 'oat latte', 'croissant', 'cold brew', 'breakfast sandwich', 'cappuccino'],
    praise: [
      'The {good} was perfect and the {staff} drew a little heart in the foam.',
      'Cozy spot to work for a few hours, fast wifi and a great {good}.',
      'The {staff} knows my order by now and the {good} is always consistent.',
    ],
    gripes: [
      'My {good} was lukewarm and it took fifteen minutes to arrive.',
      'The {staff} got my order wrong twice and did not seem to care.',
      'Tables were sticky and the {good} tasted burnt.',
    ],
  },
  {
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
    praise: [
      'The {staff} showed me the worn parts and the {good} cost less than the quote.',
      'Honest shop: they told me I did not need the {good} the dealer insisted on.',
      'Car was ready the same afternoon and the {staff} called to explain everything.',
    ],
    gripes: [
      'They kept my car three days for a simple {good} and never called.',
      'The {staff} added charges I never approved to the {good}.',
      'Check engine light came back on a day after the {good}.',
    ],
  },
  {
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
    praise: [
      'My {staff} listened to exactly what I wanted and the {good} turned out amazing.',
      'Best {good} I have had in years, and they were running right on time.',
      'The {staff} gave me great tips for styling at home after my {good}.',
    ],
    gripes: [
      'The {good} came out nothing like the photo I showed the {staff}.',
      'I was charged for a {good} I did not get.',
      'The {staff} was on the phone for half of my appointment.',
    ],
  },
  {
    key: 'vet',
    categoryIds: ['1610', '1611'],
    names: [
      '{city} Animal Hospital',
      '{surname} Veterinary Clinic',
      '{street} Pet Care',
      'Happy Paws Vet {city}',
    ],
    descriptions: [
      'Full-service veterinary clinic for dogs and cats: wellness exams, vaccines, dentistry and surgery.',
      'Compassionate care for your pets, with same-day sick visits in {city}.',
    ],
    featured: ['Puppy and kitten wellness packages available', 'Now offering weekend appointments'],
    staff: ['vet', 'Dr. {surname}', 'vet tech', 'front desk'],
    goods: ['check-up', 'vaccination', 'dental cleaning', 'surgery', 'nail trim', 'X-ray'],
    praise: [
      'The {staff} was so gentle with our anxious dog during the {good}.',
      'They squeezed us in for an urgent {good} and called afterwards to check in.',
      'Clear explanations and fair prices for the {good}; our cat actually likes the {staff}.',
    ],
    gripes: [
      'Very expensive {good} and the {staff} pushed extra tests we did not need.',
      'We waited over an hour with a sick dog for a simple {good}.',
      'Nobody called back with the results of the {good}.',
    ],
  },
  {
    key: 'bakery',
    categoryIds: ['1301'],
    names: ['{surname} Bakery', '{street} Street Bread Co.', 'Rise & Shine Bakery {city}', 'The Flour Room'],
    descriptions: [
      'Sourdough, pastries and celebration cakes baked from scratch every morning.',
      'A neighbourhood bakery in {city} with vegan and gluten-free options.',
    ],
    featured: ['Order your holiday pies now', 'Fresh sourdough out of the oven at 7am'],
    staff: ['baker', 'owner', 'counter staff', 'cake decorator'],
    goods: ['sourdough', 'croissant', 'birthday cake', 'cinnamon roll', 'baguette', 'fruit tart'],
    praise: [
      'The {good} was still warm and the crust was perfect.',
      'They made a custom {good} for our party on short notice and it was beautiful.',
      'Friendly {staff} and the best {good} in {city}.',
    ],
    gripes: [
      'The {good} was stale by the afternoon and they still charged full price.',
      'Our {good} order was not ready when we came to pick it up.',
      'The {staff} was rude when I asked about allergens.',
    ],
  },
  {
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
      'membership',
      'HIIT class',
      'locker room',
    ],
    praise: [
      'The {staff} pushed me just enough and the {good} flew by.',
      'Clean equipment, great music and a welcoming {staff} at every {good}.',
      'I have been coming for months and the {good} keeps getting better.',
    ],
    gripes: [
      'Cancelling my {good} took three emails and a phone call.',
      'The {good} was overcrowded and the {staff} never showed up on time.',
      'Half the machines were broken and the locker room was filthy.',
    ],
  },
  {
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
    praise: [
      'The {good} had a perfectly charred crust and the {staff} was super friendly.',
      'Delivery arrived early and the {good} was still piping hot.',
      'Great {good}, generous portions and the {staff} recommended a great beer.',
    ],
    gripes: [
      'The {good} arrived cold an hour after the promised time.',
      'Our {staff} forgot the {good} and we had to ask three times.',
      'Way too salty {good} and the place was very loud.',
    ],
  },
];
