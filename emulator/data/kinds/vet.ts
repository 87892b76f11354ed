import type { BusinessKind } from './business-kind';

export const vet: BusinessKind = {
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
  staff: ['vet', 'veterinarian', 'vet tech', 'front desk'],
  goods: ['check-up', 'vaccination', 'dental cleaning', 'surgery', 'nail trim', 'X-ray'],
  generalThemes: ['wait', 'staff', 'cleanliness', 'price', 'booking', 'communication', 'parking'],
  praise: [
    ['comfort', 'The {staff} was so gentle with our anxious dog during the {good}.'],
    ['booking communication', 'They squeezed us in for an urgent {good} and called afterwards to check in.'],
    ['communication price', 'Clear explanations and fair prices for the {good}.'],
    ['staff', 'The {staff} is kind and patient with every animal.'],
    ['honesty', 'No pressure to buy anything, they only recommend what our cat needs.'],
  ],
  complaints: [
    ['price honesty', 'Very expensive {good} and the {staff} pushed extra tests we did not need.'],
    ['wait', 'We waited over an hour with a sick dog for a simple {good}.'],
    ['communication', 'Nobody called back with the results of the {good}.'],
    ['comfort', 'They were rough with our old dog during the {good}.'],
  ],
};
