/**
 * Round 8, English (decisions 275 on): paraphrases of the English dev items 7001+ the engine missed
 * (decision 273), written before the engine was changed for them: the same kind of reply in other
 * words, persons and registers (voice transcripts without punctuation, SMS typos), and look-alikes
 * close to them that must not escalate. Read by test/engine/understand-en-round8.test.ts.
 * The overdoses told as arithmetic (en-7029, 7030, 7031, 7033, 7034) and the extra half tablet
 * (en-7077) are left to the overdose engineer.
 */

/** Crises: [category, text]. */
export const EN_CRISES8: (readonly [string, string])[] = [
  // a decision made, with the time left said as not mattering much longer
  ['self_harm', 'yes took them all. wont matter much longer anyway, ive made my mind up'],
  ['self_harm', 'it won t matter much longer, i ve made my mind up'],
  ['self_harm', 'not that it matters much longer my minds made up'],
  ['self_harm', 'doesnt matter anyway wont matter for much longer, my mind is made up'],
  ['self_harm', 'ive made my mind up, im going to end it'],
  // driving the car into something, thought about
  ['self_harm', 'lying awake thinking about driving the car into the river on the way back from me sisters'],
  ['self_harm', 'keep thinking about driving my car into a wall'],
  ['self_harm', 'i thought about steering the car into a tree on the way home'],
  ['self_harm', 'been thinking of driving the car off the cliff'],
  ['self_harm', 'i want to drive the car into the sea'],
  // one side of the face that feels funny, odd or tingly
  ['stroke', '170. and my face feels funny on one side, like after the dentist, started about an hour ago'],
  ['stroke', 'my face feels funny down one side since this morning'],
  ['stroke', 'the left side of my face feels weird and tingly started an hour ago'],
  ['stroke', 'his face looks funny on one side'],
  ['stroke', 'mum says the right side of her face feels strange'],
  ['stroke', 'half my face feels odd and tingly'],
  // one side that cannot be felt, typed with typos
  ['stroke', 'cant feel my lft side propely. typing wiht one hand'],
  ['stroke', 'cnt feel my lft arm'],
  ['stroke', 'my lft side has gone numb'],
  ['stroke', 'cant feel my rite side properly'],
  // black stools told by the toilet and tar
  ['bleeding', 'been to the loo and its all black and sticky like tar and ive been feeling faint all morning'],
  ['bleeding', 'went to the toilet and it was pitch black like tar'],
  ['bleeding', 'been to the toilet twice and its black and tarry'],
  ['bleeding', 'every time i go to the loo its jet black'],
  // vomit like coffee grounds, told as being sick
  ['bleeding', 'ive been sick twice and it looks like coffee grounds in the bowl'],
  ['bleeding', 'been sick and theres dark bits like coffee granules in it'],
  ['bleeding', 'i was sick this morning and it was like coffee grounds'],
  ['bleeding', 'hes being sick and it looks like used coffee grounds'],
];

/** Look-alikes: they must not escalate. */
export const EN_LOOKALIKES8: string[] = [
  // a decision about something else, a time that runs out for the tablets
  'ive made my mind up about the new job',
  'it wont matter much longer, the tablets run out friday',
  'ive made up my mind to stop the statins, they make my legs ache',
  // driving somewhere, dreamt or someone else's
  'thinking about driving the car into town tomorrow',
  'thinking about driving into town for the market',
  'thinking about driving the car to the river for a walk with the dog',
  'dreamt i drove the car into the river, woke up in a sweat',
  'my neighbour drove his car into the river last year',
  // a face funny after the dentist, and over
  'my face feels funny after the dentist injection',
  'my face felt funny on one side at the dentist but it wore off by lunch',
  // a foot that went numb from sitting, and over
  'i couldnt feel my left foot after sitting cross legged, fine now',
  // black from iron, or not a stool
  'my poo is black from the iron tablets the doctor said thats normal',
  'the road outside is black and sticky like tar',
  // coffee grounds that are coffee
  'spilt my coffee grounds all over the floor',
  'i was sick after too much coffee this morning',
  // a sign told as gone: "has stopped"
  '2. The blackout feeling I got on the new tablets has stopped since they lowered the dose',
  'the blackouts have stopped since they changed my tablets',
  'i had a blackout feeling but it has stopped now',
  'the dizzy spells and blacking out have stopped since they lowered the dose',
  // a small cut that stopped bleeding
  'Knife slipped peeling potatoes, small nick on my thumb, stopped bleeding in a minute. Not on blood thinners anyway',
  'small nick on my finger from the grater, stopped bleeding straight away',
  'tiny nick shaving, bled for a minute, im not on blood thinners',
  // "you'll give me a heart attack": a fright, not the heart
  "Please stop sending these at 7am, you'll give me a heart attack 😅 yes taken",
  'youll give me a heart attack with these texts',
  'you ll give me a heart attack one of these days',
  'the grandkids will give me a heart attack',
  // a face drooping because the teeth are out, with a laugh
  'my face was drooping in the photo my grandson took but thats cause id taken my teeth out ha ha',
  'my mouth droops when i take my dentures out lol',
  'without my teeth in my face sags haha',
];

/** Crises close to the look-alikes: they still escalate. */
export const EN_CRISES8_CLOSE: (readonly [string, string])[] = [
  ['unconsciousness', 'he collapsed and has stopped breathing'],
  ['breathing', 'she has stopped breathing'],
  ['bleeding', 'the bleeding has not stopped and im on warfarin'],
  ['bleeding', 'cut my finger and it still hasnt stopped bleeding, im on blood thinners'],
  ['chest_pain', 'i think im having a heart attack'],
  ['chest_pain', 'crushing chest pain, the tablets have stopped working'],
  ['bleeding', 'not on blood thinners but it wont stop bleeding'],
  ['unconsciousness', 'he passed out and has stopped responding'],
  ['stroke', 'his face is drooping on one side and his teeth are in'],
  ['stroke', 'her face is drooping and she cant get her words out, her dentures are out'],
  ['chest_pain', 'youll give me a heart attack, joking, but actually my chest is crushing and it goes down my arm'],
];

/** Side effects: [text, labels]. */
export const EN_SIDE_EFFECTS8: (readonly [string, readonly string[]])[] = [
  ['my mouths dry as a bone all day and ive gone right off my food', ['dry_mouth', 'appetite_loss']],
  ['mouths bone dry every morning', ['dry_mouth']],
  ['my mouth is as dry as a bone', ['dry_mouth']],
  ['mouth like sandpaper all day', ['dry_mouth']],
  ['no side effects. only thing is the bottle is a pain to open', []],
  ['none really, the blister packs are a pain in the neck though', []],
  ['all fine, remembering them is a pain', []],
  ['the new pills give me a pain in my stomach', ['stomach_pain']],
  ['my knee is a pain', ['pain']],
  ['my back is a pain to bend', ['pain']],
];

/** Yes/no: [question, text, answer]; `swelling` is "any swelling in your ankles?", `every day` "did you take it every day this week?". */
export const EN_YESNO8: (readonly ['swelling' | 'every day', string, 'yes' | 'no' | 'unclear'])[] = [
  ['swelling', 'maybe a little? hard to tell', 'unclear'],
  ['swelling', 'maybe a bit, hard to say', 'unclear'],
  ['swelling', 'possibly a little, not sure', 'unclear'],
  ['swelling', 'a little, yes', 'yes'],
  ['every day', 'never missed one not once', 'yes'],
  ['every day', 'not once, never missed a single one', 'yes'],
  ['every day', 'never missed a dose not once', 'yes'],
  ['every day', 'not once this week, i ran out', 'no'],
  ['every day', 'maybe a bit, i missed one', 'no'],
  ['every day', 'one day not, i forgot', 'no'],
];

/** Look-alikes of the new words of decisions 275-276 (a face pulled or photographed, a taste, a decision about something else, the toilet itself). */
export const EN_LOOKALIKES8_SECOND: string[] = [
  'i put the wrong cream on the left side of my face',
  'the left side of my mouth tastes funny since the new tablets',
  'my grandson pulled a funny face at me from the right',
  'half the time my face looks funny in photos',
  'made a funny face on the right of the photo lol',
  'my mouth is dry and tastes weird on the left where the filling is',
  'ive made my mind up, im going to the gym more',
  'wont matter much longer, ive decided to get the new glasses',
  'was sick twice this week with a tummy bug',
  'been sick after dinner, no blood',
  'went to the loo, all normal, not black',
  'the toilet seat is black',
  'i went to the toilet and the lid was black',
];

/** Overdoses told as arithmetic, and the extra half tablet: left to the overdose engineer (decision 273), rows only. */
export const EN_OVERDOSES8: (readonly [string, string])[] = [
  ['overdose', 'i forgot id taken my morning tablets and took them again so ive had double'],
  ['overdose', 'took my heart tablets twice this morning by mistake, about twelve altogether'],
  ['overdose', 'hes taken all the paracetamol that was left in the box'],
  ['overdose', 'she swallowed all the co codamol that was left in the packet'],
  ['overdose', 'my 4yr old got in my handbag and I think she has eaten some of my tablets'],
  ['overdose', 'my grandson has eaten some of my blood pressure pills, 4 are missing'],
  ['overdose', 'took about 30 of my sertraline last night'],
  ['overdose', 'put in 60 units instead of 16 this morning'],
  ['overdose', 'i injected 40 units instead of 4 by mistake'],
];
export const EN_OVERDOSE_LOOKALIKES8: string[] = [
  "took an extra half tablet yesterday by mistake, rang the pharmacist and she said it's fine, no problems since",
  'took half a tablet extra this morning, the pharmacist said not to worry',
];

/** A car driven into an ordinary place, or a skid steered into (decision 279): no means. */
export const EN_LOOKALIKES8_THIRD: string[] = [
  'i want to steer into the skid like the instructor said',
  'going to drive the car into the garage tonight',
  'planning to drive my car into town on friday',
  'thinking about driving the car into the village for the market',
  'gonna drive my car into the car park at the hospital',
];
/** Crises close to them: a car driven into something that kills. */
export const EN_CRISES8_THIRD: (readonly [string, string])[] = [
  ['self_harm', 'thinking of driving the car into the canal'],
  ['self_harm', 'i want to drive into a tree'],
  ['self_harm', 'keep thinking about steering the car into a lorry'],
];
