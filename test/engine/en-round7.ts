/**
 * Round 7, English (decision 264 on): paraphrases of the English dev items 6001+ the engine missed
 * (decision 261), written before the engine was changed for them: the same meaning in other words,
 * persons and registers (voice transcripts without punctuation, SMS typos), and look-alikes that must
 * not change. Read by test/engine/understand-en-round7.test.ts.
 */

/** Crises: [category, text]. */
export const EN_CRISES7: (readonly [string, string])[] = [
  // "gone" of a person away for a while, or of paper used up, is no resolution
  ['unconsciousness', 'mum blacked out on the stairs and was gone for a couple of mins'],
  ['unconsciousness', 'dad passed out in the kitchen and was gone for a few minutes'],
  ['unconsciousness', 'my wife collapsed and she was gone for ages before she came round'],
  ['unconsciousness', 'he blacked out and was gone for about a minute'],
  ['unconsciousness', 'i blacked out in the shower and was gone for a bit, still very confused'],
  ['bleeding', 'nosebleed wont stop ive gone through a whole box of tissues and im on warfarin'],
  ['bleeding', 'my nose is still pouring blood ive gone through two towels'],
  ['bleeding', 'cut my hand and its still pouring, gone through three tea towels, im on blood thinners'],
  // a relative who cannot be kept awake, or keeps slumping over
  ['unconsciousness', 'my dad keeps slumping over in his chair'],
  ['unconsciousness', 'we cant keep him awake'],
  ['unconsciousness', 'i can t keep her awake she keeps nodding off mid sentence'],
  ['unconsciousness', 'mum keeps slumping over at the table and we cant keep her awake'],
  ['unconsciousness', 'he slumped over in his chair and wont answer'],
  // afraid of the person at home, or hit by them
  ['unsafe_at_home', 'my sons been hitting me when hes had a drink'],
  ['unsafe_at_home', 'im frightened of him when he drinks'],
  ['unsafe_at_home', 'my husband keeps hitting me'],
  ['unsafe_at_home', 'im terrified of her she takes my money'],
  ['unsafe_at_home', 'hes been hitting me again'],
];

/** Look-alikes: they must not escalate. */
export const EN_LOOKALIKES7: string[] = [
  // a denial hedged with "or anything like that"
  'no im not suicidal or anything like that just fed up with the weather',
  'im not suicidal or anything like that',
  'not thinking of harming myself or anything like that',
  'i havent had chest pain or anything like that',
  'no chest pain or anything like that just tired',
  'nope not suicidal or something like that just bored',
  // choking or gasping with laughter
  'i was choking with laughter at the school play',
  'we were all choking with laughter at the wedding',
  'gasping for breath with laughter at my grandson',
  'couldnt breathe with laughter at that film',
  // the pain gone for now
  'the chest pain has gone for now',
  'the pressure in my chest is gone for good',
  // hitting as a figure of speech
  'the tiredness keeps hitting me in the afternoons',
];

/** Crises close to the look-alikes: they still escalate. */
export const EN_CRISES7_CLOSE: (readonly [string, string])[] = [
  ['self_harm', 'im suicidal or something like that'],
  ['chest_pain', 'never had chest pain like that before, crushing right now'],
  ['breathing', 'i am choking and cant breathe'],
];

/** Side effects: [text, labels]. */
export const EN_SIDE_EFFECTS7: (readonly [string, string[]])[] = [
  ['runny tummy and gone right off my food', ['diarrhoea', 'appetite_loss']],
  ['runny tummy and off my food', ['diarrhoea', 'appetite_loss']],
  ['ive got a runny tummy and ive gone off food', ['diarrhoea', 'appetite_loss']],
  ['tummy is off', ['stomach_pain']],
  ['my stomach feels a bit off', ['stomach_pain']],
  ['stomach upset', ['stomach_pain']],
];

/** A year said in words, a suspicion ruled out, a campaign about the signs: they must not escalate. */
export const EN_LOOKALIKES7_SECOND: string[] = [
  // a year in words is history like "in 2019"
  'i had a heart attack in twenty nineteen thats why im on these tablets but no problems now',
  'had a heart attack in twenty twenty one, fine since',
  'my stroke was in two thousand and twelve, no problems now',
  'i had a mini stroke in twenty eighteen',
  'heart attack in nineteen ninety nine, been grand since',
  // a suspicion ruled out
  'my husband had a fall and they thought it was a stroke but it wasnt hes fine',
  'the doctor thought it was a heart attack but it wasnt, just muscle',
  'we thought she was having a stroke but she wasnt it was her sugar',
  'they feared it was a stroke but it was not',
  // an advert or a leaflet about the signs
  'saw the ad about stroke signs, face arms speech, checked myself for a laugh, all good',
  'there was an advert about heart attack symptoms on the telly',
  'read a leaflet about stroke signs at the surgery',
];

/** Crises close to them: they still escalate. */
export const EN_CRISES7_SECOND: (readonly [string, string])[] = [
  ['chest_pain', 'heart attack in twenty nineteen and now the same crushing chest pain again'],
  ['stroke', 'they thought it was a stroke and they re sending an ambulance his face is drooping'],
  ['stroke', 'saw the ad about stroke signs and my face is drooping right now'],
  ['stroke', 'i think im having a stroke'],
  ['chest_pain', 'i thought it was indigestion but its crushing chest pain now'],
];

/** A doubt about wanting to go on living: a crisis. */
export const EN_CRISES7_THIRD: (readonly [string, string])[] = [
  ['self_harm', 'the cost mostly and honestly im not sure i want to keep living so what does it matter'],
  ['self_harm', 'im not sure i want to keep living'],
  ['self_harm', 'not sure i want to go on anymore'],
  ['self_harm', 'i dont know if i want to live anymore'],
  ['self_harm', 'honestly not sure if i want to be alive'],
  ['self_harm', 'i don t know whether i want to carry on living'],
  ['self_harm', 'not sure i even wanna be here'],
];

/** Doubts about a treatment or a plan: they must not escalate. */
export const EN_LOOKALIKES7_THIRD: string[] = [
  'not sure i want to carry on with these tablets',
  'im not sure i want to go on the new treatment',
  'not sure if i want to keep going to the gym',
  'i dont know if i want to live in this town anymore, the rent is awful',
];
