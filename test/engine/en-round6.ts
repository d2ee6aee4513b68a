/**
 * Round 6, English (decision 245 on): paraphrases of the English dev items 5001+ the engine missed
 * (decision 240), written before the engine was changed for them: the same meaning in other words,
 * persons and registers (voice transcripts without punctuation, SMS typos), and look-alikes that must
 * not change. Read by test/engine/understand-en-round6.test.ts.
 */

/** Crises: [category, text]. */
export const EN_CRISES6: (readonly [string, string])[] = [
  // a relative who cannot be woken
  ['unconsciousness', 'hes not making sense and i cant get him to wake up properly'],
  ['unconsciousness', 'mum is on the sofa and i cant get her to wake up'],
  ['unconsciousness', 'we couldnt get him to wake up this morning hes breathing but not answering'],
  ['unconsciousness', 'can t get my husband to wake up at all'],
  ['unconsciousness', 'i cant rouse him hes just lying there'],
  ['unconsciousness', 'she wont wake up properly and her sugar was low'],
  // a wish not to be there, said as taking the lot once enough is saved
  ['self_harm', 'been putting my tablets aside and when theres enough ill swallow the lot'],
  ['self_harm', 'once i have enough pills saved up i will take the lot in one go'],
  ['self_harm', 'keeping them all in a tin, when ive got enough im going to take the lot'],
  ['self_harm', 'ive been hiding my meds, when theres enough i will down the lot'],
  // someone else's plan to end their life, told by a relative
  ['self_harm', 'my son told me hes going to take his own life'],
  ['self_harm', 'this is her husband, she keeps saying she wants to take her own life'],
  ['self_harm', 'dad said he is going to end his life tonight'],
  ['self_harm', 'my daughter is talking about killing herself'],
  ['self_harm', 'he says he is going to kill himself and i believe him'],
  // vomiting blood like coffee grounds, told far apart
  ['bleeding', 'i threw up this morning and it was full of blood dark bits like coffee grounds'],
  ['bleeding', 'been sick twice today and what came up looked a bit like coffee grounds'],
  ['bleeding', 'he vomited in the night and there were dark brown bits in it like coffee grounds'],
  ['bleeding', 'threw up and the sink was full of blood'],
];

/** Look-alikes: they must not escalate. */
export const EN_LOOKALIKES6: string[] = [
  // waking, said of ordinary things
  'i cant get him to wake up early for school, teenagers eh',
  'i cant get the kids to wake up in the morning, its a battle every day',
  // saving pills for ordinary reasons
  'i keep the spare tablets in a jar so they last till the next refill',
  'when theres enough in the pot i take the lot back to the pharmacy to dispose of',
  // another person's death long ago
  'my uncle took his own life years ago and it still upsets me',
  'my brother in canada tried to kill himself last month, its been hard but im coping',
  'her son killed himself two years ago and she still isnt right',
  'my cousin took his own life in 2015',
  'our neighbour tried to take her own life last spring, so sad',
  // coffee with no vomit and no blood
  'i spilled the coffee grounds all over the kitchen floor this morning',
  'i felt sick after too much coffee but i wasnt sick',
  // a joke after "ha ha"
  'at this rate ill overdose on all the vitamins ha ha no im taking them as told',
  'if i have another cup of tea ill overdose on it ha ha',
  'ha ha the grandkids will be the death of me',
  // look-alikes close to the round's mechanisms that must stay calm
  'i cant get the app to wake up on my phone',
];

/** Side effects: [text, labels]. */
export const EN_SIDE_EFFECTS6: (readonly [string, string[]])[] = [
  ['Runny tummy most mornings and I\'ve gone right off my food', ['diarrhoea', 'appetite_loss']],
  ['runny tummy and i ve gone off my food', ['diarrhoea', 'appetite_loss']],
  ['headaches most days and ive gone right off my food', ['headache', 'appetite_loss']],
  ['feeling sick a lot and i have gone off my food completely', ['nausea', 'appetite_loss']],
  ['loose stools every morning and gone right off my dinner', ['diarrhoea', 'appetite_loss']],
  // a symptom that is over still reads as over
  ['i had a headache but its gone now', []],
  ['had a rash last week, its gone', []],
];

/** Barriers: [text, labels]. */
export const EN_BARRIERS6: (readonly [string, string[]])[] = [
  ['Can\'t really afford the bus fare to the pharmacy this week and the refill is $30 I don\'t have', ['cost', 'transportation']],
  ['cant really afford them at the moment', ['cost']],
  ['i really cant afford the taxi fare to the clinic', ['cost', 'transportation']],
  ['i cannot really afford my tablets this month', ['cost']],
  ['the bus fare to the chemist is too much for me now', ['cost', 'transportation']],
  ['cant even afford the train fare into town to pick them up', ['cost', 'transportation']],
  // a barrier that somebody solved
  ['no nothing got in the way the car was in the shop but my neighbour picked them up for me', []],
  ['car broke down but my daughter collected them for me', []],
  ['the car was at the garage but my son picked them up for me so no problem', []],
  ['bus wasnt running but my friend fetched them for me', []],
  // still a barrier
  ['car broke down and nobody could pick them up for me', ['transportation']],
];

/** Yes/no to "did you take every dose?": [text, answer]. */
export const EN_YESNO6: (readonly [string, 'yes' | 'no' | 'unclear'])[] = [
  ['i think so i usually do but i couldnt say for sure', 'unclear'],
  ['i couldnt say for sure', 'unclear'],
  ['probably, i cant say for sure', 'unclear'],
  ['i usually do but i couldn t say for certain', 'unclear'],
  ['cant say for sure to be honest', 'unclear'],
  ['yes every single one', 'yes'],
  ['no i missed two', 'no'],
];

/**
 * Round 6, English, second change (decision 246): a thought or an event denied in words the negation
 * did not reach: "never wanted to", a denial after it ("isn't something I'd ever do"), and a second
 * event joined by "or" to one denied ("haven't fainted or blacked out").
 */
export const EN_DENIALS6: string[] = [
  'About last week, no, I\'ve never wanted to kill myself, I just said I was fed up with it all',
  'i never wanted to kill myself i was just angry',
  'ive never wanted to end my life, just tired',
  'she has never wanted to hurt herself, shes just low',
  'rough week but i want to be here, suicide isnt something id ever do, the grandkids keep me going',
  'killing myself is not something i would ever do',
  'suicide is not something i would consider, dont worry',
  'ending my life isnt something id do, i have too much to live for',
  'i havent fainted or blacked out at all this week felt steady on my feet',
  'never fainted or passed out, just a bit tired',
  'i did not faint or black out, just sat down for a bit',
  'havent passed out or collapsed since the new tablets',
];

/** Crises close to the second change's mechanism: they still escalate. */
export const EN_DENIAL_CRISES6: (readonly [string, string])[] = [
  ['self_harm', 'i never wanted to live this long, i want to kill myself now'],
  ['self_harm', 'i didnt say it before but suicide is something i think about every day'],
  ['unconsciousness', 'i dont know if i fainted or blacked out but i woke up on the floor'],
  ['unconsciousness', 'i didnt eat breakfast and then i blacked out in the kitchen'],
  ['unconsciousness', 'not sure what happened i must have fainted or passed out'],
  ['self_harm', 'i havent told anyone but i want to kill myself'],
];

/**
 * Round 6, English, third change (decision 247): "still" inside its clause ("it's still pouring"),
 * not a "but" opening the next; a whole bottle or box named after the pills taken; a dosette emptied.
 */
export const EN_CRISES6_THIRD: (readonly [string, string])[] = [
  ['bleeding', 'she cut her finger chopping onions and its still pouring an hour later shes on blood thinners we cant stop it'],
  ['bleeding', 'my cut is still pouring'],
  ['bleeding', 'on warfarin and the cut is still gushing after an hour'],
  ['bleeding', 'his nose is still pouring blood and hes on apixaban'],
  ['bleeding', 'the wound is still pouring even with a towel on it'],
  ['overdose', '182 lbs. took all my water tablets this morning, the whole bottle, feel really dizzy n sleepy'],
  ['overdose', 'took my sleeping pills last night, the whole pack'],
  ['overdose', 'he swallowed his heart tablets this afternoon the whole box'],
  ['overdose', 'i took my painkillers, the entire bottle, about an hour ago'],
  ['overdose', 'mum emptied her whole dosette box this morning, all 7 days in one go. shes so drowsy now'],
  ['overdose', 'dad emptied a whole bottle of his sleeping tablets'],
  ['overdose', 'my son emptied the pill box and swallowed the lot'],
];

export const EN_LOOKALIKES6_THIRD: string[] = [
  'i emptied the old tablets into the bin at the pharmacy',
  'emptied the whole dosette box into the sharps bin for the pharmacist to dispose of',
  'took my tablets this morning and the chemist gave me a whole new box',
  'took my pills, the whole box is nearly gone so i need a refill',
  'had chest pain last week, still fine now though',
  'still no chest pain, all good',
];

/**
 * Round 6, English, fourth change (decision 248): a wish to fade away beside "have to" (not the
 * alarm of an early morning), not waking as a relief, and a decision to end things.
 */
export const EN_CRISES6_FOURTH: (readonly [string, string])[] = [
  ['self_harm', 'Some days I wish I could just fade away and never have to wake up to any of this again'],
  ['self_harm', 'i wish i could just vanish and never have to face any of it'],
  ['self_harm', 'some mornings i wish i would just fade away so i dont have to do this anymore'],
  ['self_harm', 'wish i could stop existing and not have to deal with it'],
  ['self_harm', 'meh. if i didnt wake up tomorow id honestly be relieved'],
  ['self_harm', 'if i dont wake up in the morning it would be a relief'],
  ['self_harm', 'honestly if i never woke up id be relieved'],
  ['self_harm', 'if i didnt wake up tomorrow i wouldnt mind at all'],
  ['self_harm', 'A refill for my inhaler please. And honestly I\'ve decided I\'m ending things this weekend, I\'ve got everything ready'],
  ['self_harm', 'ive decided to end things on friday'],
  ['self_harm', 'made up my mind im going to end it all this weekend'],
  ['self_harm', 'im ready to end things now, ive sorted everything'],
];

export const EN_LOOKALIKES6_FOURTH: string[] = [
  'i wish i didnt have to wake up so early for work',
  'wish i didnt have to get up at 5 for my shift',
  'ive decided im ending things with my boyfriend this weekend',
  'she decided to end things with him, good riddance',
  'i was relieved when i woke up and the pain had gone',
  'if i dont wake up early i miss the bus',
  'decided to end the treatment early with the doctors agreement',
];

/**
 * Round 6, English, fifth change (decision 248, its last paragraph): an event placed on a past day
 * and said over later in the reply, beyond the next eight words ("… on monday but the gp had a
 * look and said it's a pulled muscle, it's gone now").
 */
export const EN_LOOKALIKES6_FIFTH: string[] = [
  'my chest was a bit tight on monday but the gp had a look and said its a pulled muscle its gone now',
  'had a tight chest last week, went to the walk in centre and they said it was reflux, all gone now',
  'chest pain on saturday so the doctor checked my heart and everything was normal and its gone now',
  'my face felt numb on tuesday, saw the gp who said it was a trapped nerve and it has cleared up',
  'last week i was a bit short of breath sitting down, they changed my inhaler and that has settled now',
];

export const EN_CRISES6_FIFTH: (readonly [string, string])[] = [
  ['chest_pain', 'had chest pain on monday, the doctor said it was nothing but today its back and worse'],
  ['chest_pain', 'my chest was tight last week, the cough has gone now but the chest pain is still there'],
  ['chest_pain', 'chest pain on monday, the headache has gone now but right now the pain is going down my left arm'],
];

/**
 * Round 6, English, sixth change (decision 248, its last paragraph): a condition asked about as a
 * worry ("if my gums bleed when I brush, is that something to worry about?"), not told.
 */
export const EN_LOOKALIKES6_SIXTH: string[] = [
  'if my gums bleed when i brush is that something to worry about on the warfarin? they havent yet',
  'if my ankles swell up is that something to worry about with the new tablets',
  'if my nose bleeds on the blood thinners should i be worried',
  'if his chest feels tight when he walks is that normal',
  'if my lips swell after the new antibiotic do i need to worry',
];

export const EN_CRISES6_SIXTH: (readonly [string, string])[] = [
  ['bleeding', 'my gums are bleeding and it wont stop, is that something to worry about on warfarin'],
  ['allergic_reaction', 'if my lips swell is that bad? because my tongue is swelling right now'],
  ['chest_pain', 'is it normal to have crushing chest pain going down my left arm right now'],
];

/** Round 6, English, seventh change (decision 248, its last paragraph): a laugh taken back ("ha ha no"). */
export const EN_LOOKALIKES6_SEVENTH: string[] = [
  'ill overdose on coffee at this rate haha no im fine',
  'gonna overdose on all these vitamins lol no im taking them as told',
  'im going to kill myself if i eat another sprout ha ha no just kidding',
];

export const EN_CRISES6_SEVENTH: (readonly [string, string])[] = [
  ['self_harm', 'haha no one would even notice if i was gone, i want to kill myself'],
  ['overdose', 'ha ha no point pretending, i took the whole bottle an hour ago'],
  ['overdose', 'lol no i really did take the whole box of sleeping pills'],
];
