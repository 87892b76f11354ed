/**
 * English words of the quality of what a business makes or does, of getting an appointment, of
 * being told and listened to, and of getting there (service-themes.ts says the conventions).
 */
import { list, type ThemeWords } from '../lexicon';

export const quality: ThemeWords = {
  praise: list`delicious, tasty, yummy, flavorful, flavourful, perfectly cooked, well made,
    high quality, top quality, quality work, thorough, thoroughly, meticulous, attention to detail,
    precise, skilled, skillful, talented, consistent, consistently, what i asked for,
    what i wanted, looks amazing, turned out amazing, turned out great, turned out beautiful,
    piping hot, perfectly charred, crispy, great job, good job, amazing job, fantastic job, flew by,
    recovered quickly, recovered fast, healed quickly, healed fast, healing well, rich, crusty,
    fluffy, moist, flaky, buttery, juicy, silky, glossy, came out great, came out perfect,
    came out beautiful, nailed it, nailed, to die for, out of this world, well seasoned`,
  complaint: list`bland, tasteless, flavorless, burnt, burned, undercooked, overcooked, raw,
    soggy, bitter, faded, fading, too salty, salty, lukewarm, watery, mushy, rubbery, inedible, shoddy, botched,
    uneven, patchy, brassy, nothing like the photo, nothing like the picture,
    nothing like what i asked, sloppy, careless, inconsistent, tasted off, sour, overdone, chewy,
    watered down, too short, choppy, frizzy, fried my hair, ruined`,
  aspects: list`food, meal, meals, dish, dishes, coffee, latte, espresso, cappuccino, flat white,
    tea, drink, drinks, pizza, pizzas, crust, slice, slices, pasta, sauce, salad, dessert, pastry,
    pastries, croissant, croissants, bread, sourdough, baguette, cake, cakes, cupcake, cupcakes,
    cookie, cookies, muffin, muffins, tart, sandwich, sandwiches, breakfast, lunch, dinner, burger,
    wings, calzone, tiramisu, garlic knots, cinnamon roll, cinnamon rolls, menu, product, products,
    work, job, workmanship, result, results, haircut, cut, color, colour, balayage, highlights,
    blowout, trim, style, cleaning, filling, crown, whitening, check up, checkup, root canal, exam, treatment, care, class, classes,
    workout, session, sessions, quality, cold brew, cold brews, beer, beers, wine, pie, pies, taste,
    tastes, tasted, tasting, flavor, flavour, flavors, flavours, surgery, baguettes, loaves, loaf`,
  cues: { praise: list`hot, soft, tender`, complaint: list`cold, dry, greasy, tough` },
  neutral: false,
};

export const booking: ThemeWords = {
  praise: list`fit me in, fit us in, fitted me in, squeezed me in, squeezed us in, squeeze me in,
    squeeze us in, got me in, got us in, same day, walk ins welcome, walk in, open late,
    open early, evening hours, weekend hours, plenty of availability, easy to book, booked online,
    on short notice, at short notice, last minute appointment, last minute`,
  complaint: list`fully booked, booked up, cancelled my appointment, canceled my appointment,
    cancelled on me, canceled on me, cancelled our appointment, canceled our appointment,
    kept rescheduling, rescheduled, double booked, lost my appointment, lost my booking,
    no record of my appointment, turned away, turned us away, turned me away, closed early,
    weeks out, months out, waiting list, wait list, always full, always booked, weeks to get,
    months to get, gave my spot away, gave away my spot, gave my appointment away`,
  aspects: list`appointment, appointments, booking, bookings, reservation,
    reservations, schedule, scheduling, availability, slot, slots, opening hours, business hours,
    get a spot, get a slot, get an appointment, app, website, online booking`,
  cues: { praise: list`flexible, available`, complaint: list`full` },
};

export const communication: ThemeWords = {
  praise: list`explain*, explained everything, clear explanation,
    clear explanations, kept me informed, kept me updated, kept us informed, kept us updated,
    kept me posted, kept us posted, called to explain, called me back, called back, call back,
    called to check, called afterwards, followed up, listened, listens, listened to,
    listened to what i wanted, listened to exactly what i wanted, answer* all my questions,
    answer* my questions, answer* questions, answer* every question, answer* the phone,
    answer* emails, answer* my emails, answer* calls, replied, reply, replies, respond*,
    got back, picked up the phone, pick up the phone, picks up the phone, check on, checked on,
    checking on, check in, checked in, confirmed, confirmation, reminder, reminders,
    walked me through, walked us through, talked me through, went over, informative,
    let me know, let us know, kept in touch, tell me, tell us, listen, took the time, takes the time,
    called me, called us, called ahead, called when, called to let,
    took the time to explain, responsive, quick to respond, got back to me, got back to us,
    returned my call, heard back, hear back, texted me, sent photos, great communication`,
  complaint: list`unresponsive, ignored my calls, ignored my emails, ignored my messages,
    hung up, miscommunication, left a message, left messages, left voicemails, left a voicemail,
    still waiting to hear, still waiting for a call, waiting for a call back, no one told,
    nobody told, never told, did not tell, ignored what i asked,
    ignored what i wanted, took _ emails, took _ calls, took _ phone calls, in the dark`,
  aspects: list`call, calls, phone call, phone calls, phone, email, emails, message, messages,
    text, texts, updates, update, explanation, communication, response, voicemail, called`,
  cues: { praise: list`clear`, complaint: list`unclear, vague` },
  neutral: false,
};

export const parking: ThemeWords = {
  praise: list`plenty of parking, lots of parking, ample parking, free parking, easy parking,
    easy to find, easy to get to, conveniently located, convenient location, great location,
    good location, perfect location, central location, handy location, accessible,
    wheelchair accessible, step free, right off the highway, cheap parking`,
  complaint: list`nowhere to park, no place to park, hard to find parking, hard to get to,
    no elevator, parking ticket, towed, circled the block, cramped parking, tight parking,
    paid parking, parking is a nightmare`,
  aspects: list`parking, park, parking lot, parking garage, parking spots, parking spaces,
    street parking, entrance, access, accessibility, ramp, elevator, directions`,
  cues: { praise: list`plenty, ample, free`, complaint: list`tight, limited, paid, tiny, small, full` },
};
