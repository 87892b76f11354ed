/**
 * English words of the themes particular kinds of business raise (theme-ids.ts › KIND_THEMES):
 * comfort at a dentist's, vet's or salon; honesty and the repair itself at a garage; the room,
 * the portions, the delivery and the freshness where food is sold; a gym's equipment and
 * membership.
 */
import { list, type ThemeWords } from '../lexicon';

export const comfort: ThemeWords = {
  praise: list`painless, pain free, gentle, gently, gentlest, comfy, at ease, made me comfortable,
    made us comfortable, felt comfortable, kept me comfortable, feel comfortable,
    put me at ease, put us at ease, calming, soothing, reassuring, reassured, felt nothing,
    did not feel a thing, kept _ calm, kept _ _ calm, no pain, put my mind at ease, tenderness,
    never felt a thing, barely felt`,
  complaint: list`pain, painful, hurt, hurts, hurting, sore, roughly, uncomfortable, discomfort,
    in pain, rough with, bleeding, bled, too aggressive, aggressive, traumatized, traumatised, burned my scalp, pulled my hair, yanked, too hot`,
  aspects: list`comfort, numbing, anesthetic, anaesthetic, needle, injection, procedure, dental chair, water`,
  cues: { praise: list`calm, comfortable`, complaint: list`rough, freezing` },
};

export const honesty: ThemeWords = {
  praise: list`honest, trustworthy, trust them, i trust, transparent, upfront, up front,
    showed me, told me i did not need, said i did not need, no pressure, no surprises, integrity,
    straightforward, straight with me, straight with us`,
  complaint: list`dishonest, upsell*, upsold, pushy, pressured, pressure, scam, scammed, scammers, lied,
    lying, liars, shady, sketchy, pushed extra, pushed unnecessary, unnecessary, did not need,
    never approved, did not approve, without my approval, without asking, without permission,
    unauthorized, bait and switch`,
  aspects: list`honesty, trust`,
};

export const repair: ThemeWords = {
  praise: list`fixed, fixed it, fixed the problem, fixed the issue, diagnosed, found the problem,
    found the issue, find the problem, find the issue, figured out, runs great, running great,
    runs like new, drives like new, runs smoothly, problem solved, solved, found the fault,
    found the cause, tracked down, sorted it, sorted out`,
  complaint: list`still broken, still not working, still making, making a noise, came back on,
    problem came back, issue came back, noise came back, problem returned, same problem,
    same issue, misdiagnosed, misdiagnosis, wrong diagnosis, check engine light came back, still off,
    still pulls, still pulling, still leak*, still squeal*, still grind*, still rattl*, still shak*,
    squeal*, squeak*, rattl*, same noise, making the same`,
  aspects: list`repair, repairs, diagnosis, diagnostic, diagnostics, engine, brakes, brake job,
    transmission, oil change, alignment, tire rotation, tires, ac repair, check engine light,
    battery, inspection`,
  neutral: false,
};

export const atmosphere: ThemeWords = {
  praise: list`cozy, cosy, relaxing, charming, inviting, peaceful, good vibes, great vibe,
    fast wifi, great music, plenty of seats, plenty of seating, place to work, spot to work,
    to work from, spacious, comfy chairs, quiet, cute, adorable, anywhere to sit, place to sit,
    somewhere to sit, smell of fresh, smells like fresh, smelled like fresh, smells lovely,
    smells amazing, smells great, smells good, smells wonderful, smelled amazing, smelled great,
    smelled lovely, smelled wonderful`,
  complaint: list`loud, noisy, deafening, cramped, crowded, overcrowded, packed, no seats,
    no seating, nowhere to sit, freezing in there, freezing inside, dingy, depressing, blasting,
    blaring, crammed, stuffy`,
  aspects: list`atmosphere, ambiance, ambience, vibe, vibes, decor, décor, music, wifi, wi fi,
    seating, seats, space, interior, dining room, noise, noise level, crowd, setting, patio,
    terrace, lighting, chair, chairs, couches, sofas, booths, playlist, windows, view, views,
    waiting room, waiting area`,
  neutral: false,
  cues: { praise: list`bright, relaxed, comfortable`, complaint: list`dark` },
};

export const portion: ThemeWords = {
  praise: list`massive, enormous, gigantic, generous, generous portion*, huge portion*, big portion*, large portion*,
    plenty of food, very filling, so filling, really filling, hearty, more than enough, loaded with, piled high`,
  complaint: list`skimpy, stingy, small portion*, tiny portion*, not enough food, left hungry,
    still hungry, barely any, skimped`,
  aspects: list`portion, portions, portion size, portion sizes, serving, servings, toppings`,
  cues: { praise: list`huge, big, large, plenty`, complaint: list`small, tiny, too small` },
};

export const delivery: ThemeWords = {
  praise: list`fast delivery, quick delivery, delivery was quick, delivery was fast,
    arrived early, arrived on time, delivered on time, arrived quickly, arrived hot,
    delivered hot, early delivery`,
  complaint: list`arrived cold, delivered cold, came cold, showed up cold, arrived late,
    delivered late, late delivery, delivery was late, never arrived, never delivered,
    wrong address, wrong door, wrong house`,
  aspects: list`delivery, deliveries, delivery time, takeout, take out`,
};

export const freshness: ThemeWords = {
  praise: list`fresh, freshly, fresh baked, freshly baked, baked fresh, baked daily,
    baked every morning, baked in house, made in house, baked on site, still warm, warm from the oven, out of the oven, straight from the oven,
    made from scratch, from scratch, homemade, house made, fresh ingredients`,
  complaint: list`stale, day old, moldy, mouldy, rock hard, hard as a rock, dried out,
    tasted frozen, from frozen, microwaved, reheated, from last week, from yesterday, looked tired,
    canned, past its prime`,
  aspects: list`freshness`,
};

export const equipment: ThemeWords = {
  praise: list`well maintained, new machines, modern equipment, plenty of equipment,
    plenty of machines`,
  complaint: list`out of order, out of service, broken down, broken machines, broken equipment,
    outdated, worn out, falling apart`,
  aspects: list`equipment, machines, machine, weights, dumbbells, treadmill, treadmills, bikes,
    bike, racks, squat rack, squat racks, benches, cardio, lockers`,
  cues: { praise: list`new, modern, plenty`, complaint: list`broken, old` },
  neutral: false,
};

export const membership: ThemeWords = {
  praise: list`easy to cancel, no contract, no commitment, flexible membership, let me cancel,
    let me pause, froze my membership`,
  complaint: list`hard to cancel, impossible to cancel, tried to cancel, trying to cancel,
    locked into, locked in, locked me into, locked us into, kept charging, still charging, charged me after, auto renewed,
    cancellation fee, cancelation fee`,
  aspects: list`membership, memberships, contract, cancel my membership, cancel* my membership,
    cancel* the membership, sign up, signing up, cancel*, cancellation`,
  neutral: false,
};
