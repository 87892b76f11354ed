/**
 * English words of the themes every business has. Conventions the labelled test sentences follow:
 * the speed of being served is `wait` (a delivery's speed is `delivery`); a wrong or forgotten
 * order is `staff`; explaining, listening and calling back are `communication`; getting an
 * appointment at all is `booking`; being charged for what was not agreed is `honesty`.
 */
import { list, type ThemeWords } from '../lexicon';

export const wait: ThemeWords = {
  praise: list`no wait, no waiting, without a wait, without waiting, only waited, on time,
    right on time, punctual, prompt, promptly, quick, quickly, fast, speedy, swift, efficient,
    efficiently, in and out, in no time, right away, straight away, immediately, short wait,
    minimal wait, no line, no queue, ready the same _, ready early, ready before,
    ready when promised, under an hour, in under an hour, ahead of schedule, on schedule, ready, in minutes, within minutes, in _ minutes, within _ minutes, back on the road in`,
  complaint: list`long wait, long waits, waited, had to wait, have to wait, made us wait,
    made me wait, make us wait, kept us waiting, kept me waiting, keep us waiting, kept waiting,
    waiting for, waiting forever, took forever, takes forever, forever, took ages, ages,
    took _ minutes, took an hour, took over an hour, took hours, an hour late, running late,
    ran late, late, slow, slowly, slowest, delay, delays, delayed, behind schedule,
    after the promised time, kept my car, had my car for, still not ready, wait long, wait for,
    for _ minutes, for over _ minutes, for an hour, for over an hour, running behind, ran behind,
    half an hour, waiting around, for ages, took _ weeks, took too long, took far too long,
    too long`,
  aspects: list`the wait, a wait, wait time, wait times, waiting time, line, queue, turnaround, speed`,
  cues: { praise: list`short, minimal, reasonable`, complaint: list`long, endless` },
};

export const staff: ThemeWords = {
  praise: list`friendly, friendliest, welcoming, welcomed, warm welcome, kind, kindest, helpful,
    polite, courteous, attentive, caring, professional, professionally, knowledgeable,
    accommodating, respectful, cheerful, personable, gracious, hospitable, compassionate,
    was patient, were patient, very patient, so patient, patient with, above and beyond,
    out of their way, out of her way, out of his way, made me feel welcome, made us feel welcome,
    remembered me, remembered my name, knows my order, know my order, could not have been nicer,
    could not have been kinder, could not have been friendlier, could not have been more helpful,
    could not be friendlier, could not be nicer, could not be kinder, could not be more helpful,
    apologetic, apologized, apologised, pushed me, pushes me, motivat*, encourag*, most patient,
    incredibly patient, really patient, super patient, smile, smiles, smiling, with a smile,
    greeted us, greeted me, warmly, extra mile, bent over backwards, took good care,
    took great care, took such good care, genuinely care, really care, truly care,
    actually care, spoil him, spoil her, spoils him, spoils her, spoiled him, spoiled her,
    spoil them`,
  complaint: list`rude, rudely, rudest, unfriendly, impolite, disrespectful, dismissive,
    condescending, arrogant, snippy, curt, grumpy, short with, unprofessional, unhelpful,
    ignored us, ignored me, did not seem to care, did not care, could not care less, an attitude,
    on the phone, on her phone, on his phone, on their phones, yelled, argued, argumentative,
    sarcastic, rushed, understaffed, order wrong, wrong order, order was wrong, forgot, mixed up,
    mix up, push you too hard, pushed me too hard, pushed too hard, overwhelmed, frazzled,
    clueless, lazy, hovering, like a number`,
  aspects: list`staff, staffer, employee, employees, team, crew, service, customer service,
    attitude, waiter, waitress, waitstaff, wait staff, server, servers, barista, baristas, cashier,
    receptionist, front desk, reception, host, hostess, manager, owner, owners, hygienist, dentist,
    doctor, dr, assistant, nurse, vet, vets, veterinarian, vet tech, tech, technician, technicians,
    mechanic, mechanics, service advisor, advisor, stylist, colorist, barber, trainer, trainers,
    instructor, instructors, coach, coaches, baker, bakers, chef, cook, delivery driver, driver,
    people, everyone, guy, guys, gal, girl, girls, lady, ladies, man, woman, techs, stylists,
    hygienists, dentists, doctors, nurses, clerk, clerks, bartender, groomer, receptionists, folks,
    order`,
  cues: {
    praise: list`sweet, warm, great with, good with, amazing with, wonderful with`,
    complaint: list`cold, rough, mean, nasty, wrong`,
  },
  neutral: false,
};

export const cleanliness: ThemeWords = {
  praise: list`fresh towels, clean towels, sanitized, sanitised, disinfect*, wiped down, cleaned,
    clean, cleaner, spotless, immaculate, tidy, sparkling, pristine, hygienic,
    squeaky clean, well kept`,
  complaint: list`dirty, filthy, grimy, gross, sticky, messy, stained, stains, smelly,
    stank, stink*, odor, odour, dusty, crumbs, unhygienic, unsanitary, hair everywhere, trash,
    garbage, cockroach*, roaches, needs a good clean*, could use a good clean*, smells, smell,
    smelled, greasy fingerprints, flies, bugs, ants, mice, rats, grubby`,
  aspects: list`bathroom, bathrooms, restroom, restrooms, toilet, toilets, washroom, floor, floors,
    tables, locker room, locker rooms, changing room, hygiene, cleanliness`,
  neutral: false,
};

export const price: ThemeWords = {
  praise: list`affordable, inexpensive, reasonably priced, fairly priced, good value, great value,
    value for money, worth the money, worth every penny, worth the price, worth it, well worth,
    bargain, cheaper, cheaper than, less than the quote, less than quoted, less than the estimate,
    cost less, under budget, within budget, no hidden fees, great deal, good deal, cheap, cheapest,
    worth, budget friendly, half what, half the price, a fraction of, break the bank, money well spent, well spent`,
  complaint: list`overpriced, expensive, pricey, pricy, overcharged, overcharging, rip off,
    ripoff, ripped off, hidden fees, hidden charges, extra charges, higher than the estimate,
    more than the estimate, higher than quoted, more than quoted, double the quote, a fortune,
    gouging, full price, charged for, charged me for, surcharge, cost so much, costs so much,
    for what they charge, charged us for, doubled, charge* more, charged extra, charge extra,
    charged _ twice, charged twice, double charged, charge* way more, charge* much more`,
  aspects: list`price, prices, pricing, cost, costs, bill, invoice, charge, charges, fee, fees,
    quote, estimate, value, money, rates, membership fee, membership fees, billed, billing,
    insurance, labor, monthly fee, joining fee, sign up fee`,
  missing: 'praise',
  neutral: false,
  cues: {
    praise: list`fair, reasonable, low, lower, competitive`,
    complaint: list`high, higher, steep, outrageous, crazy, insane, inflated, exorbitant, wrong`,
  },
};
