/**
 * How English review sentences split and negate, and the opinions that belong to no theme.
 * Reviews are typed fast: contractions come with and without their apostrophe ("didnt").
 */
import { type Grammar, type Lexicon, list } from '../lexicon';

const TYPED_WITHOUT_APOSTROPHE = [
  'dont',
  'didnt',
  'doesnt',
  'isnt',
  'wasnt',
  'werent',
  'arent',
  'couldnt',
  'wouldnt',
  'shouldnt',
  'havent',
  'hasnt',
  'hadnt',
];

export const grammar: Grammar = {
  negators: list`not, no, never, nothing, nobody, none, neither, nor, without, hardly, barely, lack,
    lacking, zero`,
  absences: list`no, not, never, nobody, none, lack, lacking, zero`,
  negationReach: 3,
  negationStops: list`and, but, because, though, although`,
  idioms: list`not only, no doubt, without a doubt, no matter, no wonder, not to mention, not sure,
    no exception, nothing but, never been, coffee machine, keep up the great work, keep up the good work,
    blood pressure, while you wait, hot water, wait to come back, wait to go back, honestly`,
  contractions: {
    "can't": 'can not',
    cant: 'can not',
    cannot: 'can not',
    "won't": 'will not',
    wont: 'will not',
    "shan't": 'shall not',
    "ain't": 'is not',
    ...Object.fromEntries(TYPED_WITHOUT_APOSTROPHE.map((word) => [word, `${word.slice(0, -2)} not`])),
  },
  contractionEndings: [
    ["n't", 'not'],
    ["'re", 'are'],
    ["'ve", 'have'],
    ["'ll", 'will'],
    ["'d", 'would'],
    ["'m", 'am'],
    ["'s", ''],
  ],
  abbreviations: list`dr, mr, mrs, ms, st, e, g, i, vs, approx, min, mins, hr, hrs`,
  contrasts: list`but, however, although, though, whereas, except, unfortunately, sadly`,
  joiners: list`and, while, so, because, since, plus, then, when, until, after, before`,
  subjects: list`the, my, our, their, his, her, its, your, i, we, they, he, she, it, you, everyone,
    everybody, everything, nobody, nothing, someone, somebody, there, this, that, these,
    those`,
};

export const opinions: Lexicon['opinions'] = {
  praise: list`great, good, excellent, amazing, awesome, fantastic, wonderful, lovely, perfect,
    perfectly, superb, outstanding, brilliant, best, better, nice, fabulous, terrific,
    incredible, exceptional, impressive, impressed, love, loved, loves, enjoy*, happy,
    pleased, delighted, satisfied, glad, highly recommend*, would recommend, recommend them,
    recommend this, recommend it, definitely recommend, i recommend, we recommend, top notch, first class, first rate,
    spot on, beautiful, beautifully, solid, decent, pleasant, smooth, easy, easily,
    convenient, conveniently, exceeded, no complaints, can not complain, never disappoint*,
    never fails, can not wait to, can not wait for, could not be happier, could not have been better,
    could not ask for more, could not ask for better, could not be better, above average, no problem, no problems, no issues,
    the real deal, gorgeous, stunning, heaven, heavenly, divine, phenomenal, stellar, favorite,
    favourite, a breeze, breeze, second to none, can not fault, could not fault, faultless,
    flawless, impeccable, spectacular, marvelous, marvellous, sublime, just right, adore, adores`,
  complaint: list`bad, terrible, awful, horrible, horrendous, poor, poorly, worst, worse, disappoint*,
    unacceptable, ridiculous, disgusting, mediocre, subpar, sub par, lousy, dreadful,
    appalling, atrocious, pathetic, unhappy, upset, annoyed, annoying, frustrat*, angry,
    furious, not what i expected, a joke, nightmare, hate, hated, waste, wasted, shocking,
    incompetent, hard, difficult, impossible, confusing, a mess, hit and miss, hit or miss,
    just average, average, nothing special, meh, could have been better, could be better, needs work,
    needs improvement, room for improvement, abysmal, crap, crappy, sucks, sucked, horrid,
    unbearable, useless, underwhelming, underwhelmed, lackluster, lacklustre, so so, disaster,
    a disaster, shambles, chaos, chaotic, messed up, keeps crashing, crashes, crashed, glitchy,
    buggy`,
};
