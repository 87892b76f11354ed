/**
 * Sentences on the themes any business has, each fitting every kind (the kinds add their own,
 * kinds/*.ts). Each is tagged with the themes it raises, as the extension's reader would file them,
 * so a review's text says what its rating says: praise at 4–5 stars, complaints at 1–2, both at 3.
 */

/** `[themes it raises, space-separated, text]`; the text takes `{staff}`, `{good}`, `{name}`, `{city}`. */
export type ThemeSentence = readonly [themes: string, text: string];

export const GENERAL_PRAISE: Record<string, readonly ThemeSentence[]> = {
  wait: [
    ['wait', 'No wait at all, even on a busy Saturday.'],
    ['wait', 'I was in and out in no time.'],
    ['wait', 'Everything was ready right on time.'],
  ],
  staff: [
    ['staff', 'The {staff} was friendly and made us feel welcome.'],
    ['staff', 'Everyone there is kind and helpful.'],
    ['staff', 'The {staff} went above and beyond for us.'],
  ],
  cleanliness: [
    ['cleanliness', 'The place is spotless.'],
    ['cleanliness', 'Everything was clean and tidy.'],
    ['cleanliness', 'You can tell they keep the place immaculate.'],
  ],
  price: [
    ['price', 'Prices are fair for what you get.'],
    ['price', 'Good value, cheaper than the place I used to go to.'],
    ['price', 'Very reasonably priced.'],
  ],
  booking: [
    ['booking', 'Booking online was easy.'],
    ['booking', 'Getting an appointment was easy.'],
  ],
  communication: [
    ['communication', 'They explained everything clearly.'],
    ['communication', 'They called me back within the hour with answers.'],
  ],
  parking: [
    ['parking', 'Plenty of parking right outside.'],
    ['parking', 'Easy to find, with free parking.'],
  ],
};

export const GENERAL_COMPLAINTS: Record<string, readonly ThemeSentence[]> = {
  wait: [
    ['wait', 'We waited forever before anyone helped us.'],
    ['wait', 'It took far too long, and nobody said why.'],
    ['wait', 'The wait was ridiculous for something so simple.'],
  ],
  staff: [
    ['staff', 'The {staff} was rude and acted like we were a bother.'],
    ['staff', 'The {staff} was dismissive when I asked a simple question.'],
    ['staff', 'Unfriendly staff who clearly did not want to be there.'],
  ],
  cleanliness: [
    ['cleanliness', 'The place was dirty and the floor was sticky.'],
    ['cleanliness', 'Honestly, it was filthy.'],
    ['cleanliness', 'The bathroom was gross.'],
  ],
  price: [
    ['price', 'Way overpriced.'],
    ['price', 'The bill was much higher than I expected.'],
    ['price', 'Too expensive for what it is.'],
  ],
  booking: [
    ['booking', 'They cancelled my appointment twice.'],
    ['booking', 'It is impossible to get an appointment.'],
  ],
  communication: [
    ['communication', 'Nobody ever called me back.'],
    ['communication', 'Nobody answers the phone.'],
  ],
  parking: [
    ['parking', 'Parking is a nightmare around here.'],
    ['parking', 'There is nowhere to park nearby.'],
  ],
};
