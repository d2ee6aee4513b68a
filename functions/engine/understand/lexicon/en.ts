import type { LanguageLexicon } from './types';

/** English. Also consulted for every other language (patients mix in "ok", "yes", "no"). */
export const en: LanguageLexicon = {
  yes: [
    'all done', 'already did', 'done it', 'not missed a single', 'haven t missed a single', 'didn t miss a single', 'not a single one missed',
    'ya', 'took them all', 'took all of them', 'took it', 'took them', 'i checked', 'checked it', 'i measured', 'measured it', 'never missed', 'never missed one', 'haven t missed', 'havent missed', 'didn t miss', 'didnt miss', 'not once missed', 'every single one', 'without fail', 'like clockwork', 'you bet', 'for sure', '100%',
    'yes', 'yeah', 'yea', 'yeh', 'yah', 'yep', 'yup', 'yess', 'yes please', 'aye', 'sure', 'sure thing',
    'of course', 'definitely', 'absolutely', 'certainly', 'correct', "that's right", "that's correct",
    'right $', 'indeed', 'affirmative', 'ok', 'okay', 'okey', 'i did $', 'i do $', 'i have $', 'i am $',
    'uh huh', 'totally', 'always', 'every day', 'every single day',
    'all of them', 'all of it', 'yes i have', 'yes i did', 'you bet',
  ],
  no: [
    'haven t noticed', 'havent noticed', 'nothing different', 'nothing new', 'couldn t get', 'couldnt get', 'didn t get', 'didnt get',
    'no', 'nope', 'nah', 'naw', 'noo', 'nooo', 'nop', 'never', 'not really', 'no way', 'not at all',
    'of course not', 'definitely not', 'absolutely not', 'certainly not', 'negative', "i didn't $",
    "i don't $", "i haven't $", "i'm not $", 'i am not $', "i can't $", 'not yet', 'none', 'nothing', 'no thanks',
    'no thank you', "i don't think so", 'not that i know of', 'not lately', 'not recently', 'not much',
  ],
  partial: [
    'almost', 'nearly', 'pretty much', 'mostly every day', 'more or less',
    'almost every day', 'nearly every day', 'almost all', 'nearly all', 'most of them', 'most days', 'all but', 'except for', 'apart from', 'missed', 'skipped', 'skip', 'forgot', 'forgotten',
    'mostly', 'most of the time', 'sometimes', 'not always', 'usually', 'almost always', 'occasionally',
    'now and then', 'every now and then', 'sort of', 'kind of', 'kinda', 'more or less', 'on and off',
    'some days', 'not every day', 'most days', 'now and again', 'partly', 'a little', 'somewhat',
  ],
  unsure: [
    'i think so', 'i believe so', 'probably', 'i guess so', 'think so',
    'not sure', "i'm not sure", 'no idea', "don't know", 'dont know', 'dunno', 'maybe', 'i guess',
    "can't remember", "can't say", 'no problem', 'no problems', 'no issues', 'not a problem',
    'hard to say', 'yes and no', 'who knows', 'perhaps',
  ],
  notUnderstood: [
    'what', 'what do you mean', 'pardon', 'sorry', 'huh', 'repeat', 'repeat that', 'say again', 'say that again',
    'come again', "i don't understand", "don't understand the question", 'i do not understand',
    'what does that mean', 'what was the question', 'excuse me', 'eh', 'hmm',
  ],
  negation: {
    cues: [
      'no', 'not', 'never', 'without', 'none', 'nor', 'neither', 't', 'dont', 'doesnt', 'didnt', 'havent',
      'hasnt', 'hadnt', 'cant', 'cannot', 'wont', 'isnt', 'arent', 'wasnt', 'werent', 'aint', 'nothing',
    ],
    bridges: [
      'dark', 'like',
      'intention', 'intentions', 'plan', 'plans', 'planning', 'going', 'to', 'want', 'wanting', 'would', 'urge', 'urges', 'desire', 
      'm', 'am', 'is', 'are', 'was', 'have', 've', 'had', 'has', 'been', 'be', 'do', 'does', 'did', 'feel',
      'felt', 'feeling', 'get', 'got', 'getting', 'any', 'a', 'an', 'the', 'much', 'many', 'more', 'real',
      'really', 'serious', 'major', 'new', 'other', 'further', 'signs', 'sign', 'of', 'experienced',
      'experience', 'experiencing', 'noticed', 'notice', 'seen', 'having', 'suffer', 'suffered', 'suffering',
      'bad', 'severe', 'at', 'my', 'thoughts', 'thought', 'thinking', 'about', 'ever', 'with', 'problems',
      'problem', 'issues', 'issue', 'symptoms', 'more', 'longer', 'so', 'too', 'very', 'it', 'that', 'them',
      'side', 'effects', 'or', 'and', 'really', 'even', 'since', 'lately', 'recently', 'today', 'anymore',
      'any', 'further', 'whatsoever', 'single', 'one', 'trace',
    ],
    postCues: ['none', 'no', 'not', 'never', 'gone', 'anymore'],
    immediatePostCues: ['free'],
    clauseBreakers: ['but', 'however', 'although', 'though', 'except', 'yet', 'still'],
    intensifiers: ['like this', 'like that', 'this bad', 'so bad', 'this severe', 'before', 'this much', 'this strong'],
  },
  counts: {
    once: 1, twice: 2, thrice: 3, 'a couple': 2, couple: 2, 'a couple of': 2, 'a few': 3, few: 3, several: 3,
    'a dozen': 12, both: 2, 'both doses': 2, dozen: 12, 'a hundred': 100, 'one time': 1, 'two times': 2,
  },
  weakNumbers: {},
  approx: [
    'about', 'around', 'approximately', 'approx', 'roughly', 'maybe', 'probably', 'perhaps', 'like', 'almost',
    'nearly', 'or so', 'give or take', 'more or less', 'something like', 'close to', 'i think', 'i guess',
    'ish', 'guess', 'estimate', 'circa', 'somewhere around',
  ],
  rangeStart: ['between', 'from'],
  rangeConnectors: ['to', 'or', 'and', 'through', 'maybe'],
  outOf: ['out of', 'of', '/', 'on', 'over'],
  scaleWords: ['scale', 'scale of', 'scale from'],
  zero: [
    'none', 'nothing', 'zero', 'nil', 'never', 'not at all', 'no pain', 'not any', 'no days', 'not once',
    'pain free', 'not a single day', 'not a single one', 'no doses', "didn't miss any", "haven't missed any",
    'none at all', 'no problems at all', 'not even one', 'not one', 'not even once', 'zero doses',
  ],
  choices: {
    phq_frequency: {
      'not at all': 0, never: 0, none: 0, no: 0, 'not really': 0, 'no days': 0,
      'several days': 1, 'some days': 1, 'a few days': 1, 'a couple of days': 1, sometimes: 1, occasionally: 1,
      'a little': 1, 'a bit': 1, rarely: 1, 'once or twice': 1, 'now and then': 1,
      'more than half the days': 2, 'more than half of the days': 2, 'more than half': 2, 'over half the days': 2,
      'most days': 2, 'most of the time': 2, often: 2, 'a lot': 2, frequently: 2, 'half the time': 2,
      'nearly every day': 3, 'almost every day': 3, 'every day': 3, everyday: 3, 'all the time': 3, always: 3,
      daily: 3, constantly: 3, 'every single day': 3, 'nearly every single day': 3, 'all day every day': 3,
    },
    phq_difficulty: {
      'not difficult at all': 0, 'not difficult': 0, 'not at all': 0, no: 0, 'not really': 0, 'no difficulty': 0,
      'not hard': 0, 'not at all difficult': 0,
      'somewhat difficult': 1, somewhat: 1, 'a little': 1, 'a bit': 1, slightly: 1, 'a little difficult': 1,
      'a bit difficult': 1, 'a little hard': 1, 'somewhat hard': 1,
      'very difficult': 2, very: 2, 'quite difficult': 2, 'really difficult': 2, 'very hard': 2, 'really hard': 2,
      'extremely difficult': 3, extremely: 3, impossible: 3, 'incredibly difficult': 3, 'extremely hard': 3,
    },
  },
  barriers: {
    cost: [
      "can't afford", 'cannot afford', "couldn't afford", 'unable to afford', 'too expensive', 'expensive',
      'cost too much', 'costs too much', 'costs a lot', 'cost a lot', 'costly', 'pricey', 'price', 'prices',
      'copay', 'copays', 'co pay', 'co-payment', 'out of pocket', "insurance won't cover", "insurance doesn't cover",
      'not covered', 'no insurance', 'trouble paying', 'hard to pay', 'difficult to pay', "can't pay",
      'no money', 'not enough money', 'short on money', 'money is tight', 'money problems', 'money issues',
      'tight on money', 'too much money', 'struggling to pay', 'afford them', 'affordable',
    
      'make them last', 'make it last', 'stretch them', 'stretching them', 'stretch it', 'half a pill', 'half doses', 'cut them in half', 'skip days to save', 'save money', 'to save', 'paycheck', 'pay day', 'payday', 'rent', 'groceries or', 'food or', 'money', 'broke', 'afford',
    ],
    transportation: [
      'no ride', 'no car', "don't drive", "can't drive", 'no transport', 'no transportation', 'lack of transport',
      'lack of transportation', 'transportation problem', 'transportation problems', 'transport issues',
      'pharmacy is far', 'too far', 'far away', 'hard to get to', "can't get to", 'trouble getting to',
      'no way to get', 'hard to get a ride', "can't leave the house", 'housebound', 'homebound',
      'no bus',
    
      'car broke down', 'car broke', 'car is in the shop', 'car in the shop', 'car wont start', "car won't start", 'no one to drive me', 'nobody to drive me', 'no one could drive me', 'nobody could drive me', 'my ride', 'ride fell through', 'lost my ride', 'missed the bus', 'bus doesn t go', "bus doesn't go", 'bus stopped running', 'bus route', 'too far to walk', 'taxi', 'cab', 'get a lift', 'no lift', 'drive me', 'give me a ride', 'no license', 'lost my licence', 'lost my license', "can't get there", 'cant get there', 'getting there',
    ],
    forgetfulness: [
      'forgot*', 'forget*', 'forgett*', 'forgott*', 'forgetful*', 'fogot', 'forgt', 'slipped my mind',
      'slips my mind', "don't remember", "didn't remember", "can't remember", 'not remembering', 'memory',
    
      'busy', 'slipped my mind', 'fell asleep', 'dozed off', 'travelling', 'traveling', 'on holiday', 'on vacation', 'away for the weekend', 'lost track', 'out of routine', 'off my routine', 'didn t remember', 'left them at home', 'left my pills',
    ],
    side_effects: [
      'makes me sick', 'make me sick', 'made me sick', 'because of the side effects', 'side effects',
      'side effect', "don't like how it makes me feel", "don't like how they make me feel", 'makes me feel bad',
      'made me feel bad', 'stopped because', 'stopped taking it because', 'stopped taking them because',
    ],
    understanding: [
      'confus*', 'mixed up', 'mix up', 'mixing up', "don't understand how", "don't understand when",
      "don't understand which", 'not sure how to take', 'not sure when to take', 'not sure which',
      "don't know how to take", "don't know when to take", 'which pill', 'which pills', 'too many pills',
      'complicated', 'unclear', 'not clear', "didn't understand the instructions", 'instructions are confusing',
    
      'with food', 'without food', 'empty stomach', 'before or after', 'before meals', 'after meals', 'what it s for', "what it's for", 'what they re for', "what they're for", 'what is it for', 'not sure what', 'which one', 'which ones', 'which is which', 'morning or night', 'morning or evening', 'when to take', 'how to take', 'how many to take', 'thought i could stop', 'felt better so i stopped', 'felt fine so i stopped', 'stopped when i felt better', 'didn t know i', "didn't know i", 'supposed to', 'confus*', 'mixed up', 'instructions',
    ],
    access: [
      'ran out', 'run out', 'running out', 'out of pills', 'out of medication', 'out of medicine', 'out of meds',
      'out of my medication', 'out of my medicine', 'out of my meds', 'out of my pills', 'no refills',
      'no refill', 'need a refill', 'need refills', 'waiting for a refill', 'waiting for my refill',
      'refill problem', 'prescription expired', "pharmacy didn't have", 'out of stock', 'back order',
      'backorder*', 'back ordered', 'no more pills', 'last pill', 'last pills', "didn't pick up",
      "haven't picked up", "couldn't get my prescription", "couldn't get my medication", 'lost my pills',
    
      'pharmacy closed', 'pharmacy was closed', 'closed when', 'opening hours', 'only open', 'already closed', 'out of stock', 'didn t have it', "didn't have it", "didn't have them", 'don t have it in', 'on order', 'ordered it', 'shortage', 'not in stock', 'prior auth*', 'authorization', 'authorisation', 'pending', 'waiting for approval', 'waiting on the doctor', 'waiting on my doctor', 'doctor hasn t', "doctor hasn't", "doctor didn't call", 'renew*', 'new prescription', 'script', 'prescription ran out', 'prescription hasn t', "prescription hasn't", 'ran out', 'run out', 'out of pills',
    ],
  },
  sideEffects: {
    nausea: [
      'naus*', 'nautious', 'feel sick', 'feeling sick', 'felt sick', 'queasy', 'sick to my stomach',
      'sick to the stomach', 'want to throw up', 'nausia',
    'nearly threw up', 'almost threw up', 'nearly vomited', 'almost vomited', 'nearly sick'],
    vomiting: ['vomit*', 'throwing up', 'threw up', 'throw up', 'puking', 'puked', 'being sick'],
    dizziness: ['dizz*', 'dizy', 'lightheaded*', 'light headed', 'light-headed', 'vertigo', 'room spinning', 'woozy', 'unsteady'],
    headache: [
      'headache*', 'head ache', 'head aches', 'head hurts', 'migraine*', 'head is killing me', 'head pain',
      'hedache', 'headach',
    ],
    fatigue: [
      'tired*', 'fatigue*', 'fatig*', 'exhausted', 'exhaustion', 'no energy', 'low energy', 'worn out', 'weary',
      'drowsy', 'sleepy', 'lethargic', 'sluggish', 'wiped out', 'tierd',
    ],
    rash: ['rash*', 'itch*', 'hives', 'skin irritation', 'red spots', 'red patches', 'skin peeling'],
    cough: ['cough*', 'coughting'],
    swelling: ['swell*', 'swollen', 'puffy', 'puffiness', 'edema', 'oedema', 'fluid retention', 'sweling'],
    diarrhoea: ['diarr*', 'diarh*', 'diahr*', 'diarea', 'loose stool*', 'runny stool*', 'the runs', 'running to the loo', 'running to the toilet', 'runny tummy', 'loose'],
    constipation: ['constipat*', 'can t go to the toilet', 'cant go to the toilet', 'haven t been in days', 'havent been in days', 'bunged up', 'blocked up', 'can t poo', 'cant poo', 'not been to the toilet'],
    insomnia: [
      'insomnia', "can't sleep", 'cannot sleep', 'trouble sleeping', "can't fall asleep", 'not sleeping',
      'sleepless*', 'hard to sleep', 'difficulty sleeping', 'poor sleep', 'awake at night', "couldn't sleep",
    'trouble falling asleep', 'falling asleep', 'hard to fall asleep', 'can t get to sleep', 'cant sleep', 'wake up at night', 'waking up at night'],
    stomach_pain: [
      'stomach ache*', 'stomachache*', 'stomach pain*', 'tummy ache', 'belly ache', 'belly pain', 'abdominal pain',
      'stomach cramp*', 'upset stomach', 'stomach upset', 'heartburn', 'indigestion', 'reflux', 'stomach hurts',
    ],
    muscle_pain: [
      'muscle pain*', 'muscle ache*', 'muscles ache', 'aching muscles', 'muscle cramp*', 'cramps', 'myalgia',
      'joint pain*', 'achy', 'sore muscles',
    ],
    pain: [
      'pain', 'pains', 'painful', 'hurts', 'hurting', 'sore', 'aches', 'ache', 'back is killing me',
      "back's killing me", 'knees are killing me', 'legs are killing me', 'feet are killing me',
      'knee is killing me', 'back pain', 'backache',
    ],
    dry_mouth: ['dry mouth', 'mouth is dry', 'mouth feels dry', 'mouth so dry', 'parched', 'cotton mouth'],
    palpitations: [
      'palpitation*', 'heart racing', 'heart is racing', 'heart pounding', 'racing heart', 'heart flutter*',
      'skipping beats', 'irregular heartbeat',
    ],
    blurred_vision: ['blurry', 'blurred vision', 'blurry vision', 'vision is blurry', 'blurred'],
    bruising: ['bruis*', 'bleeding gums', 'gums bleed', 'nosebleed*', 'nose bleed*'],
    appetite_loss: ['no appetite', 'lost my appetite', 'loss of appetite', 'not hungry', 'poor appetite', 'not eating much', 'off my food', 'don t feel like eating'],
    tingling: ['tingling', 'pins and needles'],
    low_blood_sugar: ['low blood sugar', 'low sugar', 'shaky', 'shakiness', 'hypo'],
  },
  sdoh: {
    food_insecurity: [
      "can't afford food", 'not enough food', 'not enough to eat', 'skip meals', 'skipping meals', 'skipped meals',
      'food bank', 'go hungry', 'going hungry', 'no food', 'running out of food', 'food stamps', "can't buy food",
      'hungry because',
    ],
    housing_instability: [
      'homeless*', 'evict*', 'no place to live', 'nowhere to live', 'shelter', 'behind on rent', "can't pay rent",
      "can't pay my rent", 'lost my home', 'lost my apartment', 'couch surfing', 'sleeping in my car',
      'losing my home', 'losing my apartment',
    ],
    transportation: [
      'no ride', 'no car', 'no transport', 'no transportation', "don't drive", "can't drive", 'lack of transport',
      'lack of transportation', 'hard to get a ride', 'no way to get', 'no bus', 'transportation problem',
    ],
    social_isolation: [
      'lonely', 'loneliness', 'alone', 'isolated', 'no one to help', 'nobody to help', 'no one to talk to',
      'nobody to talk to', 'no family', 'no friends', 'by myself', 'on my own', 'no one helps', 'nobody helps',
    ],
    financial_strain: [
      "can't afford", 'cannot afford', "couldn't afford", 'money is tight', 'tight on money', 'bills', 'debt*',
      'lost my job', 'unemployed', 'out of work', 'no income', 'behind on bills', 'struggling financially',
      'no money', 'not enough money', 'short on money', 'money problems', 'worry about money', 'worried about money',
      'money worries',
    ],
  },
  mood: {
    good: ['happy', 'great', 'cheerful', 'in good spirits', 'feeling good', 'feel good', 'feeling great', 'doing well', 'positive'],
    low: [
      'sad', 'feeling down', 'feel down', 'really down', 'very down', 'down lately', 'felt down', "i'm down", 'been down', 'so down', 'depressed', 'depressing',
      'feeling low', 'feel low', 'low mood', 'mood is low', 'hopeless', 'miserable', 'unhappy', 'crying', 'tearful',
      'empty', 'worthless', 'down in the dumps',
    ],
    anxious: ['anxious', 'anxiety', 'worried', 'worry', 'worrying', 'nervous', 'scared', 'afraid', 'panic*', 'on edge', 'fearful'],
    stressed: ['stressed', 'stress', 'stressful', 'overwhelmed', 'under pressure', 'tense'],
    angry: ['angry', 'mad', 'frustrated', 'frustrating', 'annoyed', 'irritable', 'irritated', 'furious'],
  },
  positive: [
    'good', 'great', 'fine', 'well', 'better', 'excellent', 'wonderful', 'happy', 'ok', 'okay', 'alright',
    'all right', 'fantastic', 'perfect', 'improving', 'improved', 'grateful', 'thanks', 'thank you', 'glad',
    'nice', 'awesome', 'lovely', 'fab', 'super', 'terrific',
  ],
  negative: [
    'bad', 'worse', 'worst', 'terrible', 'awful', 'horrible', 'poor', 'sick', 'unwell', 'struggling', 'hard',
    'difficult', 'sad', 'upset', 'worried', 'miserable', 'exhausted', 'angry', 'frustrated', 'rough', 'lousy',
    'crap', 'crappy', 'pain', 'hurts', 'scared', 'depressed',
  ],
  exertion: [
    'floors', 'flights', 'shopping', 'groceries',
    'climb*', 'stairs', 'staircase', 'steps', 'walk*', 'exercise*', 'running', 'jogging', 'effort', 'exertion',
    'uphill', 'hills', 'carrying', 'lifting', 'gym', 'workout', 'working out', 'mowing', 'sport*', 'on exertion',
    'hurry', 'rushing',
  ],
  atRest: [
    'at rest', 'resting', 'lying down', 'laying down', 'sitting still', 'sitting down', 'in bed', 'at night',
    'while sleeping', 'doing nothing', 'sitting',
  ],
};
