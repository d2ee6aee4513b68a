import type { Language, Question } from '../types';
import { MISS_WORD, fractionSaid, weekdaysNamed } from './numbers';
import type { Hit } from './matcher';
import type { PhraseTag } from './phrases';
import { type Reading, byStartLongestFirst, hitsOf, isBoundary } from './reading';

/**
 * YES/NO. From the words (`readAnswer`): the longest answer phrase from the left, the first vote
 * decides; a "no" spent on denying a symptom ("no pain") is not an answer; "sometimes", "mostly",
 * "almost every day", "all but one" (partial) make it `false` (not fully adherent, so the follow-up
 * asks why); "not sure" alone is `unsure`.
 *
 * For a yes/no question (`yesNoValue`): emoji answer when no word does; a hedge ("I think so",
 * "credo di sì", "probably") makes an answer unclear; a yes carving out a weekday ("yes except
 * Tuesday") is `false`; sarcasm (an interjection, a yes, then "like I", "come se", "als ob"…) or an
 * eye-roll is `false`; a side effect told to a symptom question is `true`; a barrier or side effect
 * told instead of "no" is `false`.
 */

export interface AnswerRead {
  /** true, false, 'unsure' or null (no answer word). */
  answer: boolean | 'unsure' | null;
  partial: boolean;
}

const ANSWER_KINDS = ['yes', 'no', 'partial', 'unsure'] as const;

export function readAnswer(reading: Reading): AnswerRead {
  let answerHits: Hit<PhraseTag>[] = [];
  for (const kind of ANSWER_KINDS) for (const h of hitsOf(reading, kind)) answerHits.push(h);
  // "siiii", "yesss", "nooope", "jaaa": a word typed long is the word.
  if (answerHits.length === 0) answerHits = elongatedAnswerHits(reading);
  if (answerHits.length > 1) answerHits.sort(byStartLongestFirst);
  const negators = negatorsSpent(reading, answerHits);
  let answer: boolean | 'unsure' | null = null;
  let partial = false;
  let unsure = false;
  let covered = -1;
  for (const h of answerHits) {
    if (h.start < covered) continue;
    const tag = h.entry.payload;
    if (!('final' in tag)) continue;
    if (tag.final && h.end < reading.tokens.length && !isBoundary(reading, h.end)) continue;
    if ((tag.kind === 'no' || tag.kind === 'unsure') && negators.spent.has(h.start)) continue;
    covered = h.end;
    if (negators.doubleNegatives.has(h)) {
      // "never miss them", "non ho mai dimenticato", "no se me olvidó ninguna": a yes.
      if (answer === null) answer = true;
    } else if (tag.kind === 'no') {
      // A "no" spent on negating a symptom ("no pain") is not an answer.
      if (spentOnDenial(reading, h)) continue;
      if (answer === null) answer = false;
    } else if (tag.kind === 'yes') {
      // "non le ho prese", "not all", "no todas": the yes denied is a no ("non ho mai dimenticato" is negative concord).
      if (answer === null) answer = carriesNegation(reading, h) || negatorBefore(reading, h.start, answerHits, 3) === -1;
    } else if (tag.kind === 'partial') partial = true;
    else unsure = true;
  }
  if (partial) answer = false;
  else if (answer === null && unsure) answer = 'unsure';
  // "six days out of seven", "5 su 7": fewer than all; "7 out of 7", "7 sur 7": all.
  if (answer !== false && answer !== 'unsure' && reading.hitsByKind.has('outOf')) {
    const fraction = fractionSaid(reading);
    if (fraction === 'part') return { answer: false, partial: true };
    if (fraction === 'all' && answer === null) answer = true;
  }
  return { answer, partial };
}

/**
 * "No" answers that do not negate a verb when they open a clause ("no I forgot", "nein, vergessen",
 * "non j'ai oublié"); Spanish "no" and Italian "non" negate the verb that follows.
 */
const BARE_NO: Record<Language, ReadonlySet<string>> = {
  en: new Set(['no', 'nope', 'nah', 'noo']),
  it: new Set(['no', 'nope', 'noo']),
  es: new Set(['nope', 'nop']),
  de: new Set(['nein', 'nee', 'no', 'nope']),
  fr: new Set(['non', 'nan', 'no', 'nope']),
};
/** Words that negate a verb although they are "no" answers in their language (German, Spanish, "never"). */
const VERB_NEGATORS = new Set(['ned', 'nod', 'nid', 'rien', 'nessuna', 'nessuno', 'ninguna', 'ninguno', 'aucune', 'aucun', 'nicht', 'nie', 'niemals', 'kein', 'keine', 'keinen', 'keiner', 'never', 'mai', 'nunca', 'jamas', 'jamais', 'pas', 'nemmeno', 'neanche']);

/** The index of a negation just before token `start` in its clause (one bridge word may sit between), or -1. */
function negatorBefore(reading: Reading, start: number, answerHits: readonly Hit<PhraseTag>[], reach = 2): number {
  const { tokens, vocabulary } = reading;
  for (let i = start - 1, k = 0; i >= 0 && k < reach + 1; i--, k++) {
    if (isBoundary(reading, i)) return -1;
    const t = tokens[i] as string;
    const inNoAnswer = answerHits.some((h) => h.start <= i && i < h.end && h.entry.payload.kind === 'no');
    if (vocabulary.cues.has(t) || VERB_NEGATORS.has(t) || (inNoAnswer && t === 'no' && reading.language === 'es')) {
      const first = i === 0 || isBoundary(reading, i - 1);
      return first && BARE_NO[reading.language].has(t) ? -1 : i;
    }
    if (!vocabulary.bridges.has(t) && !CLITICS.has(t)) return -1;
  }
  return -1;
}
/** Pronouns between a negation and its verb ("non ne ho", "no se me", "j en ai pas", "hab sie nicht"). */
const CLITICS = new Set(['ne', 'ho', 'l', 'le', 'li', 'la', 'lo', 'mi', 'me', 'se', 'te', 'ti', 'si', 'en', 'ai', 'j', 'i', 'ich', 'hab', 'habe', 'sie', 'es', 'einen', 'eine', 'tag', 'a', 'single', 'one', 'them', 'it', 'any', 'einzige', 'einzigen', 'ancora', 'todavia', 'aun', 'noch', 'encore', 'yet', 'still', 'even', 'ever', 'la', 'les', 'y', 'una', 'un', 'sola', 'solo', 'vez', 'dia']);

function carriesNegation(reading: Reading, h: Hit<PhraseTag>): boolean {
  for (let i = h.start; i < h.end; i++) {
    const t = reading.tokens[i] as string;
    if (reading.vocabulary.cues.has(t) || VERB_NEGATORS.has(t)) return true;
  }
  return false;
}

/** Miss words negated ("never missed", "nicht vergessen"): double negatives, and the negations they spend. */
function negatorsSpent(reading: Reading, answerHits: readonly Hit<PhraseTag>[]): { spent: Set<number>; doubleNegatives: Set<Hit<PhraseTag>> } {
  const spent = new Set<number>();
  const doubleNegatives = new Set<Hit<PhraseTag>>();
  for (const h of answerHits) {
    if (h.entry.payload.kind !== 'partial' || !MISS_WORD.test(reading.tokens[h.end - 1] as string)) continue;
    const at = negatorBefore(reading, h.start, answerHits, 3);
    if (at < 0) continue;
    doubleNegatives.add(h);
    spent.add(at);
  }
  return { spent, doubleNegatives };
}

/** Answer phrases found once letters typed three times or more are typed once ("siiii" → "si"). */
function elongatedAnswerHits(reading: Reading): Hit<PhraseTag>[] {
  if (!reading.tokens.some((t) => ELONGATED.test(t))) return [];
  const tokens = reading.tokens.map((t) => t.replace(ELONGATED_ALL, '$1'));
  return reading.vocabulary.phrases.match(tokens).filter((h) => (ANSWER_KINDS as readonly string[]).includes(h.entry.payload.kind));
}
const ELONGATED = /([a-z])\1\1/;
const ELONGATED_ALL = /([a-z])\1{2,}/g;

function spentOnDenial(reading: Reading, h: Hit<PhraseTag>): boolean {
  for (let i = h.start; i < h.end; i++) if (reading.spentCues.has(i)) return true;
  return false;
}

/** Thumbs and hands may carry a skin tone, a variation selector or a gender sign ("👍🏼", "🙅‍♀️"). */
const YES_EMOJI = /^\s*(?:(?:👍|👌|✅|✔|🙆|💯)[\u{1F3FB}-\u{1F3FF}\uFE0F\u200D♀♂]*)+\s*$/u;
const NO_EMOJI = /^\s*(?:(?:👎|❌|🙅|✖)[\u{1F3FB}-\u{1F3FF}\uFE0F\u200D♀♂]*)+\s*$/u;
const EYE_ROLL = /🙄|😒|😏|🙃/u;
const YES_EMOJI_ANY = /👍|👌|✅|✔|🙆|💯/u;
const NO_EMOJI_ANY = /👎|❌|🙅|✖/u;
/**
 * Greetings, thanks and a voice transcript's hesitations: no answer in them, so "hi, 👍", "👌 merci"
 * is the emoji's answer and "hallo, ha, sure, like I remember" still opens with its interjection.
 */
const COURTESY = new Set([
  'hi', 'hello', 'hey', 'thanks', 'thank', 'you', 'thx', 'um', 'umm', 'uh', 'uhm', 'well',
  'ciao', 'salve', 'buongiorno', 'buonasera', 'grazie', 'ehm', 'allora',
  'hola', 'buenas', 'buenos', 'dias', 'gracias', 'pues',
  'hallo', 'servus', 'moin', 'danke', 'dank', 'also',
  'bonjour', 'bonsoir', 'salut', 'coucou', 'merci', 'euh',
]);
const withoutCourtesy = (tokens: readonly string[]): string[] => {
  let i = 0;
  while (i < tokens.length && (tokens[i] === '|' || COURTESY.has(tokens[i] as string))) i++;
  return i === 0 ? (tokens as string[]) : tokens.slice(i);
};
/** Interjections: with an emoji and nothing else, the emoji answers ("äh 👍", "bah 👌"). */
const INTERJECTIONS = new Set(['ah', 'eh', 'oh', 'bah', 'beh', 'boh', 'mh', 'hm', 'hmm', 'ok', 'okay']);
const onlyCourtesy = (tokens: readonly string[]): boolean => tokens.every((t) => t === '|' || COURTESY.has(t) || INTERJECTIONS.has(t));
/** Hedges that make a yes or a no unclear. */
const CANNOT_VOUCH = /(?:^| )(?:can t|cant|couldn t|couldnt|cannot) (?:say|tell you|be) (?:for )?(?:sure|certain)(?= |$)/;
/** A degree ("a little", "a bit"): hedged, not a partial adherence (`yesNoValue`). */
const DEGREE = /(?:^| )(?:a little|a bit|slightly|somewhat)(?= |$)/;
const MISS_TOLD_EN = /(?:^| )(?:miss\w*|skip\w*|forg[oe]t\w*)(?= |$)/;
const HEDGE =
  /(?:^| )(?:not sure|i think so|i think|i guess|i believe|i suppose|i reckon|should have|probably|didn t count|no idea|hard to (?:say|tell)|can t (?:say|tell)|couldn t (?:say|tell)|more or less|if i remember|dunno|idk|not certain|non lo so|non ricordo bene|direi di si|no se si|pues no se|segun yo|tal vez|pienso que|pienso|maybe|perhaps|possibly|no me acuerd[oe]|no lo se|creo|diria|me imagino|weiss nicht|kann sein|ich meine|je sais pas|hope so|hopefully|in theory|supposedly|as far as i know|afaik|if i m not mistaken|spero|mi sa|se non sbaglio|se ricordo bene|in teoria|espero que|eso creo|capaz|puede que|si no me equivoco|en teoria|creo q|j espere|a priori|en theorie|si je me souviens|si je me trompe pas|hoffe|hoffentlich|eher ja|meine schon|wohl|weiss nicht genau|non saprei|difficile (?:dirlo|da dire)|forse|boh|mi pare|mi sembra|suppongo|presumo|dovrei|piu o meno|no sabria|no sabr[ie]a decir|dificil (?:saber|decir)|quizas?|a lo mejor|me parece|supongo|si mal no recuerdo|deberia|mas o menos|keine ahnung|schwer zu sagen|kann ich nicht sagen|vielleicht|vermutlich|eventuell|sollte|mehr oder weniger|nicht ganz sicher|aucune idee|difficile a dire|sais pas trop|peut etre|je crois|je suppose|sans doute|plus ou moins|non sono sicur[oa]|credo|penso|probabilmente|non ho contato|no estoy segur[oa]|creo que|probablemente|no conte|nicht sicher|ich denk|glaube?|eigentlich|musste|wahrscheinlich|nicht mitgezahlt|pas sure?|je pense|il me semble|normalement|probablement|pas compte|(?<!(?:dia|vez|giorno|volta|tag|mal|jour|fois|day|time) )(?:si y|ja und|oui et|si e|yes and) (?:(?!(?:un|una|uno|otro|otra|ein|einen|un|une|one|another|l) )\w+ ){0,2}(?:no|nein|non)$|(?:ne )?sais plus|sais pas si|segun recuerdo|tengo entendido|hasta donde recuerdo|per quanto ricordo|weiss (?:\w+ ){0,3}(?:nicht|nich|net|ned)|no (?:le |te |lo )?sabr[ie]a decir|m en (?:rappelle|souviens) (?:pas|plus)|no estoy (?:muy |tan |del todo |100 )?segur[oa]|not (?:really |totally |100 )?sure|pas (?:tres |trop |vraiment )?sure?|nicht (?:ganz |so |wirklich )?sicher|non (?:sono )?(?:molto |tanto |proprio )?sicur[oa]|denke? schon|(?:me )?rappelle (?:plus|pas) si|(?:me )?souviens (?:plus|pas) si|(?:non )?(?:mi )?ricordo se|no (?:me )?(?:acuerdo|recuerdo) si|weiss (?:nicht|nich|net) (?:mehr )?ob|(?:can t|cant|don t|dont) remember (?:if|whether))(?= |$)/;

/** Words that carve an exception out of a yes: followed by a weekday, the yes means a dose was missed. */
const EXCEPT =
  /(?:^| )(?:except|apart from|but|besides|other than|tranne|eccetto|ma|a parte|salvo|menos|excepto|pero|ausser|bis aufs?|nur|aber|sauf|mais|a part)(?= |$)/;

/** The weekend, carved out like a weekday ("yes except the weekend", "ja bis aufs Wochenende"). */
const WEEKEND = /(?:^| )(?:weekends?|week end|fine settimana|finde|fin de semana|wochenende|wochenenden)(?= |$)/;

/** "yes except one", "sì tranne una", "sí menos una", "ja bis auf eine", "oui sauf une": one dose carved out. */
const EXCEPT_ONE =
  /(?:^| )(?:except|apart from|but|bar|besides|other than|tranne|eccetto|a parte|salvo|menos|excepto|ausser|bis auf|sauf|a part) (?:for )?(?:one|1|a couple|two|2|una|uno|un|due|dos|einen?|einer|einem|zwei|une|deux)(?= |$)/;

/**
 * The question's act echoed instead of a yes ("took them this morning", "l'ho misurata", "me la tomé",
 * "hab sie genommen", "je l'ai prise", "picked it up", "ritirato", "abgeholt"): a yes, or a no when a
 * negation comes just before it ("non l'ho presa") or just after ("did not check it").
 */
const ECHO_ACT =
  /^(?:took|take|taken|taking|had|did|done|got|picked|collected|grabbed|weighed|tested|used|injected|measured|checked|check|measure|test|swallowed|pres[oaie]|ritirat[oaie]|pesat[oaie]|misurat[oaie]|controllat[oaie]|assunt[oaie]|tome|tomado|tomad[oa]s?|tomo|medi|medido|medida|revise|recogi|recogid[oa]s?|hice|pese|genommen|genomen|eingenommen|eingenomen|gemessen|geschluckt|kontrolliert|abgeholt|geholt|gemacht|gewogen|pris|prise|prises|prit|mesure|mesuree|verifie|avale|recupere|recuperee?s?|pese|pesee)$/;
const ECHO_NEGATION =
  /(?:^| )(?:no|nol[aeo]s?|not|didn t|didnt|haven t|havent|never|non|mai|nunca|nada|nicht|nie|kein|keine|pas|jamais|ne|n)(?= |$)/;
const NEGATION_AFTER = new Set(['not', 'never', 'nicht', 'nie', 'pas', 'jamais']);

function echoedAct(tokens: readonly string[]): boolean | null {
  for (let i = 0; i < tokens.length; i++) {
    if (!ECHO_ACT.test(tokens[i] as string)) continue;
    return !ECHO_NEGATION.test(tokens.slice(Math.max(0, i - 4), i).join(' ')) && !NEGATION_AFTER.has(tokens[i + 1] as string);
  }
  return null;
}

/**
 * The act told as still to come ("ahorita me la tomo", "nehm ich gleich", "je vais le prendre tout à
 * l'heure", "la prendo dopo", "gonna take them after lunch"): not taken yet, a no. Only with the act in
 * the present or the future and none in the past ("l'ho presa dopo pranzo" is a yes).
 */
const LATER =
  /(?:^| )(?:ahorita|al rato|luego|despues|mas tarde|en un rato|gleich|nachher|spater|spaeter|tout a l heure|plus tard|tantot|dans un moment|dopo|piu tardi|fra poco|tra poco|tra un po|fra un po|later|after (?:lunch|dinner|breakfast|tea)|in a bit|in a minute|gonna|going to|about to|je vais|voy a)(?= |$)/;
/** "kommt gleich", "mach ich gleich", "ya voy", "j'y vais": about to do it. */
const COMING = /^(?:kommt gleich|mach ich gleich|mach ich nachher|mach ich noch|ahora voy|ya voy|j y vais|arrivo)$/;
const ACT_TO_COME =
  /(?:^| )(?:take|taking|tomo|tomar|tomare|tomarla|tomarlas|tomarlo|nehm|nehme|nehmen|prends|prendre|prendrai|prendo|prendere|prendero)(?= |$)/;
const ACT_DONE =
  /(?:^| )(?:took|taken|had|just|tome|tomado|tomada|tomadas|acabo de|acabe de|recien|genommen|eingenommen|pris|prise|prises|viens d|viens de|presa|prese|preso|presi|appena)(?= |$)/;
/**
 * A yes taken back after a laugh or right after it: "aja si todos los dias jaja ni una", "jaja sicher
 * jeden tag haha nee", "ouais tous les jours mdr non", "oh yeah every day haha not", "sicher doch nicht".
 */
/** A pause, then a denial that ends the reply: "sí, claro, todos los días... ni una", "ja klar, jeden Tag... nicht". */
const PAUSE_THEN_DENIAL = /(?:\.\.+|…)\s*(?:ni una|ni uno|no|nope|nee|nein|nicht|non|nan|pas|not|nada|niente|nix)\s*[.!]*\s*$/i;
/** A boast of a perfect memory with a laugh: "sí claro yo siempre me acuerdo de todo jaja", "je suis un modèle haha". */
const BOAST =
  /(?:^| )(?:siempre me acuerdo|me acuerdo de todo|nunca se me olvida nada|je suis un modele|je suis une sainte|je n oublie jamais|j oublie jamais rien|non dimentico mai|io non dimentico|sono un modello|ich vergess(?:e)? (?:ja )?nie|gedaechtnis wie ein elefant|gedachtnis wie ein elefant|memoria de elefante|memoire d elephant|memoria di elefante|memory like an elephant|never forget anything|i never forget|i always remember)(?= |$)/;
const JOKE_WORD = /(?:^| )(?:ja(?:ja)+|ha(?:ha)+|ah(?:ah)+|je(?:je)+|lol|lmao|mdr|ptdr|xd)(?= |$)/;
const TAKEN_BACK =
  /(?:^| )(?:(?:ja(?:ja)+|ha(?:ha)+|ah(?:ah)+|je(?:je)+|he(?:he)+|lol|lmao|mdr|ptdr|xd)(?: \w+)?|sicher|klar|doch|logo|certo|claro|sure|yeah|ouais|oui) (?:ni una|ni uno|nee|nein|no|nope|nah|not|nicht|non|nan|pas|nada|niente|nix)$/;

/** Boolean questions about symptoms: a symptom told is a "yes". */
const SYMPTOM_TOPIC = /side_effect|symptom/;
/** "all good", "tutto bene", "todo normal", "alles bestens", "RAS": told to "any side effects?", a no. */
const ALL_FINE =
  /(?:^| )(?:all (?:good|fine|ok|okay|normal)|nothing new|niente di nuovo|nada nuevo|sin novedad(?:es)?|nichts neues|rien de nouveau|everything (?:is |s )?(?:fine|good|ok|normal)|i m fine|feeling fine|tutto (?:bene|ok|a posto|normale|regolare|tranquillo)|sto bene|todo (?:bien|normal|ok|tranquilo|perfecto)|estoy bien|alles (?:gut|bestens|ok|okay|in ordnung|normal|prima|super)|mir geht s gut|ras|rien a signaler|tout (?:va bien|roule|est ok|est normal|est nickel)|je vais bien|ca va)(?= |$)/;
/** An interjection, a yes, then a sarcasm marker: "oh sure, like I ever remember", "eh certo, come se". */
const SARCASM =
  /^(?:oh|ah|eh|ha|haha|lol|och|ach|bah|pff|pfff|mah|aja|ouais|ja ja|ja klar|na klar|na sicher|mais oui|yeah right|si claro)\b.*\b(?:like i|as if|because i|totally|with what|with which|come se|perche io|con la|con il|con che|con quale|como si|como que|porque yo|xq yo|pq yo|porq yo|con el|con que|con cual|als ob|weil ich|mit welchem|mit was|comme si|parce que|et les|avec quoi|avec quel|never|mai|nunca|nie|jamais)\b|^(?:sure|certo|claro|klar|bien sur)\b.*\b(?:as if|like i ever|come se|como si|als ob|comme si|and i m the|and im the|e io sono|y yo soy|und ich bin|et moi je suis)\b|^(?:uy|ay|aja) (?:si|claro|obvio)\b.*\bno$|^(?:yes|yeah|yep|sure|oui|ouais|si|certo|claro|ja|klar|bien sur)\b.*\b(?:with what|with which|con che|con quale|con que|con cual|mit welchem|mit welcher|mit was|avec quoi|avec quel|avec quelle)(?: [a-z]+){0,2}$/;
/**
 * Sarcasm markers that need no interjection: "yeah right", "as if", "sì come no", "ya claro", "träum
 * weiter", "tu parles", "and I'm the Queen", "because I have all the time in the world", "magari".
 */
const SARCASM_MARKER =
  /(?:^| )(?:yeah right|ya right|yea right|as if|like i ever|like that ever|in my dreams|when pigs fly|pigs fly|und morgen schneit es|jaja schon klar|ja ja schon klar|cerdos vuelan|chanchos vuelan|me chupo el dedo|asini volano|schweine fliegen|schweine konnen fliegen|i wish|all the time in the world|so much time|and i m the|and im the|ja ne is klar|y yo naci ayer|yo naci ayer|y yo soy (?:shakira|el papa|la reina|superman|batman|einstein)|como me sobra la memoria|con la memoria que tengo|morgen kommt der weihnachtsmann|und ich bin der weihnachtsmann|e io sono (?:la regina|il papa)|ja nee is klar|ne is klar|nee is klar|ja ne ist klar|(?:si|certo|sicuro|gia) come no|si vabbe|come se|e io sono (?:il|la)|magari|figurati|tutto (?:sto|questo) tempo|nei miei sogni|ya claro|(?<!que )si hombre|como si|y yo soy (?:el|la)|ni en suenos|ya quisiera|ojala|tiempo para todo|tiempo de sobra|todo el tiempo del mundo|als ob|traum weiter|wers glaubt|wer s glaubt|schon war s|schon wars|so viel zeit|weil ich ja|ich (?:denk|denke|hab|habe|bin|mach|mache) ja (?:an )?(?:alles|immer|nie)|und ich bin (?:der|die)|c est ca oui|ouais c est ca|comme si|tu parles|mon oeil|que ca a faire|et la marmotte|poules ont des dents|j aimerais bien|cause toujours|dans mes reves|et moi je suis (?:le|la)|ben voyons|bah voyons|memoire de poisson rouge|tete de linotte|avec ma memoire|avec ma tete)(?= |$)/;

/**
 * An ironic "sure" and what contradicts it, with a laugh emoji ("sì certo, pizza e patatine tutti i giorni 😂", "come
 * no, una maratona 🤣"): a no. Not a "certo" alone, nor a concession ("sì certo, anche se…"): a laugh rides a sincere
 * yes too (decision 260).
 */
const SURE_THEN_COUNTER =
  /^(?:(?:si|sisi|eh|ah|oh|ma) )?(?:certo|sicuro|ovvio|ovviamente|sicuramente|come no)(?: certo)?(?: [a-z]+){2,}$/;
const LAUGH_EMOJI = /😂|🤣|😆|😹/u;
const CONCESSION = /(?:^| )(?:anche se|ma|pero|pure|nonostante|senza)(?= |$)/;

/** "uy sí, todas, con lo organizada que soy", "sí, con la cabeza que tengo": a yes closed on the speaker's own irony is a no. */
const SELF_IRONY_ES = /^(?:(?:uy|ay|ah|oh|aja|ja) )?(?:si+|claro|obvio|todas|todos)\b.*\bcon (?:lo \w+ que soy|la cabeza que tengo|lo bien que me acuerdo)(?: yo)?(?: (?:ja|jaja|jajaja|jeje|jiji))*$/;
/** "igual alguna se me pasó", "a lo mejor se me olvidó una": a missed dose told only as a maybe leaves the answer unclear. */
const HEDGED_MISS_ES = /(?:^| )(?:igual|a lo mejor|quizas?|tal vez|puede que|capaz que)(?: \w+){0,2} se me (?:paso|pasaron|olvido|olvidaron)(?= |$)/;

/** "because I have so much time", "porque yo tengo tiempo de sobra", "weil ich ja Zeit hab": said to a yes, it is a no. */
const TIME_SARCASM =
  /(?:^| )(?:because i|cause i|coz i|porque yo|porque tengo|xq yo|perche io|perche ho|weil ich|parce que j)\b.{0,30}\b(?:time|tiempo|tempo|zeit|temps)\b/;

/** A "but" clause that denies a day or a time: "yes but not yesterday", "sì ma ieri no", "oui mais pas hier". */
const BUT_NOT_ON_A_DAY =
  /(?:^| )(?:but|well|ma|beh|cioe|pero|bueno|aber|naja|mais|enfin|only|just|solo|nur|seulement|except|tranne|salvo|menos|ausser|sauf)\b(?=.*\b(?:not|no|non|nicht|ned|pas|nunca|mai)\b)(?=.*\b(?:yesterday|week|settimana|semana|woche|semaine|today|weekend|morning|evening|night|once|ieri|oggi|sera|mattina|fine settimana|una volta|ayer|hoy|noche|manana|tarde|fin de semana|una vez|gestern|heute|heut|abend|morgen|wochenende|einmal|hier|aujourd|soir|matin|week end|une fois|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|lunes|martes|miercoles|jueves|viernes|sabado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b)/;

/** A count of days or doses denied: "6 days yes 1 no", "un giorno sì e un giorno no", "un día sí y otro no", "einen Tag nicht". */
const DAYS_DENIED =
  /(?:^| )(?:\d+|einmal|zweimal|once|twice|one|two|a|un|una|uno|due|dos|otro|otros|otras|altri|altre|andere|anderen|some|other|others|ein|einen|zwei|une|deux|l autre|les autres|d autres) (?:(?:day|days|giorno|giorni|dia|dias|tag|tage|tagen|jour|jours|time|times|volta|volte|vez|veces|mal|fois) )?(?:no|not|non|nicht|ned|nein|pas)(?= |$)(?! (?:once|one|a single|at all|even once|ever)(?: |$))/;

/** A statement (not a question) with a content word and no negation. */
function somethingDescribed(tokens: readonly string[], text: string): boolean {
  if (text.includes('?')) return false;
  const words = tokens.filter((t) => t !== '|');
  return words.some((t) => t.length >= 4 && !/\d/.test(t)) && !ECHO_NEGATION.test(words.join(' ')) && !NEGATION_WORDS.test(words.join(' '));
}
const NEGATION_WORDS = /(?:^| )(?:nothing|none|nada|ninguno|ninguna|niente|nulla|nessun[oa]?|nichts|keine?n?|rien|aucun[e]?|sin|senza|ohne|sans|without)(?= |$)/;

/** What a reply tells a yes/no question, beyond its answer words. */
export interface YesNoEvidence extends AnswerRead {
  tokens: string[];
  language: Language;
  sideEffects: readonly string[];
  barriers: readonly string[];
}

/** The value of a reply to a yes/no question: true, false, or null (not understood). */
export function yesNoValue(question: Question, text: string, said: YesNoEvidence): boolean | null {
  const words = said.tokens.join(' ');
  let answer = said.answer;
  if (answer === null && !SYMPTOM_TOPIC.test(question.topic)) answer = echoedAct(said.tokens);
  if (answer === null && YES_EMOJI.test(text)) answer = true;
  else if (answer === null && NO_EMOJI.test(text)) answer = false;
  else if (answer === null && onlyCourtesy(said.tokens) && YES_EMOJI_ANY.test(text) !== NO_EMOJI_ANY.test(text)) answer = YES_EMOJI_ANY.test(text);
  // "oh sure, like I ever remember", "yeah, right", "sì, come no": a yes that means no, even when a
  // hedge rides along ("yeah right, as if I remember").
  const plain = said.tokens.filter((t) => t !== '|').join(' ');
  if (answer !== false && answer !== 'unsure' && (SARCASM_MARKER.test(plain) || TIME_SARCASM.test(plain))) return false;
  if (answer === true && (SARCASM.test(words) || SARCASM.test(withoutCourtesy(said.tokens).join(' ')) || EYE_ROLL.test(text) || (TAKEN_BACK.test(plain) && !text.trim().endsWith('?')) || (BOAST.test(plain) && JOKE_WORD.test(plain)) || PAUSE_THEN_DENIAL.test(text) || (SURE_THEN_COUNTER.test(plain) && LAUGH_EMOJI.test(text) && !CONCESSION.test(plain)))) return false;
  // "ahorita me la tomo", "nehm ich gleich": the act still to come (not after a yes word: "cómo no me las voy a tomar").
  if (answer !== false && said.answer !== true && !SYMPTOM_TOPIC.test(question.topic) && ((LATER.test(plain) && ACT_TO_COME.test(plain) && !ACT_DONE.test(plain)) || COMING.test(plain))) return false;
  if (said.language === 'es' && answer === true && SELF_IRONY_ES.test(plain)) return false;
  if (said.language === 'es' && said.partial && HEDGED_MISS_ES.test(plain)) return null;
  // "I think so, I didn't count", "normalement oui, mais je suis pas sûre": not a yes.
  if (answer !== null && !said.partial && HEDGE.test(words)) answer = 'unsure';
  // "I usually do but I couldn't say for sure": a "usually" the patient then says they cannot vouch for is no count of a miss.
  if (answer === false && said.partial && CANNOT_VOUCH.test(words)) answer = 'unsure';
  // "maybe a little? hard to tell": a degree hedged, with no dose missed, is no count of a miss.
  if (answer === false && said.partial && DEGREE.test(words) && HEDGE.test(words) && !MISS_TOLD_EN.test(words)) answer = 'unsure';
  // "yes except Tuesday", "sì ma martedì no", "ja, nur am Dienstag nicht": a day missed, so not every dose.
  if (answer === true && ((EXCEPT.test(words) && (weekdaysNamed(said.tokens, said.language) > 0 || WEEKEND.test(words))) || EXCEPT_ONE.test(words))) answer = false;
  // "yes but not yesterday", "sì ma ieri no", "ja aber am Wochenende nicht": a day not taken.
  if (answer === true && (BUT_NOT_ON_A_DAY.test(words) || DAYS_DENIED.test(words))) answer = false;
  const symptomQuestion = SYMPTOM_TOPIC.test(question.topic);
  // "Kopfweh ab und zu", "des vertiges de temps en temps": a symptom told as sometimes is a yes to "any side effects?".
  if (symptomQuestion && said.partial && !said.tokens.some((t) => ECHO_NEGATION.test(t)) && (said.sideEffects.length > 0 || somethingDescribed(said.tokens, text))) return true;
  if (symptomQuestion && answer !== false && said.sideEffects.length === 0 && ALL_FINE.test(plain)) return false;
  if (answer === true || answer === false) return answer;
  if (answer !== null) return null;
  // "a bit of nausea the first few days" to "any side effects?": yes.
  if (symptomQuestion && said.sideEffects.length > 0) return true;
  // "night sweats", "se me cae el pelo", "des acouphènes": something described, not denied, is a yes
  // to "any side effects?" even when it is not one the engine names.
  if (symptomQuestion && !HEDGE.test(words) && somethingDescribed(said.tokens, text)) return true;
  // A problem told instead of "no" ("the pharmacy didn't have it"): read as "no".
  const problemTold = said.barriers.length > 0 || said.sideEffects.length > 0;
  if (!symptomQuestion && (question.follow_up_if_false !== undefined || said.barriers.length > 0) && problemTold) return false;
  return null;
}
