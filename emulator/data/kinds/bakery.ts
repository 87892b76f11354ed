import type { BusinessKind } from './business-kind';

export const bakery: BusinessKind = {
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
  generalThemes: ['wait', 'staff', 'cleanliness', 'price', 'parking'],
  praise: [
    ['freshness quality', 'The {good} was still warm and the crust was perfect.'],
    ['booking quality', 'They made a beautiful custom cake for our party on short notice.'],
    ['staff quality', 'Friendly {staff} and the best {good} in {city}.'],
    ['portion', 'Huge portions, one {good} is enough for two.'],
    ['atmosphere', 'Cute little shop that smells amazing.'],
  ],
  complaints: [
    ['freshness price', 'The {good} was stale by the afternoon and they still charged full price.'],
    ['wait', 'Our {good} order was not ready when we came to pick it up.'],
    ['staff', 'The {staff} was rude when I asked about allergens.'],
    ['portion', 'Skimpy portions, the slice of cake was tiny.'],
    ['quality', 'The {good} was bland and dense.'],
  ],
};
