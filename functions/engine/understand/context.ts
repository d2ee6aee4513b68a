import type { Language } from '../types';
import { STEM_MARK } from './matcher';
import { EVERY_LANGUAGE_CONCEPTS } from './safety-frames';
import type { SafetyCategory } from './safety-lexicon';
import { tokenize } from './text';

/**
 * Context modifiers around a safety match, in the manner of the ConText algorithm (Harkema et al.,
 * 2009): a cue in the match's clause changes what the match means. Negation is read token by token
 * in index.ts (rules in safety-lexicon.ts, rule 3); the modifiers here read the clause's normalized
 * text (lower case, no accents, apostrophes as spaces), in the conversation's language and English:
 *
 * - HISTORY: the clause places the event in the past with no current symptom ("I had a heart attack
 *   years ago", "in passato", "hace años", "vor Jahren", "il y a deux ans"). A word of the present
 *   in the same clause ("now", "again", "still", "ora", "di nuovo", "ahora", "jetzt", "wieder",
 *   "maintenant", "encore"), a comparison with the past ("like when", "come quando", "como en 2015",
 *   "wie damals", "comme quand") or a wish to do it again ("rifarlo", "volver a hacerlo", "recommencer")
 *   keeps it current; so does a bare "now" between the past and the match ("years ago I had a heart
 *   attack and now I have chest pain", decision 321). "Now I'm fine", "oggi sto bene", "de momento
 *   nada" (FINE_NOW) are no word of the present or of today in any of these tests. Weaker words of the past (PAST_MARK: once opening the clause, a life stage, an
 *   age, a feast of last year, "never again") are history only with no word of today (TODAY), and
 *   never for self-harm.
 * - RESOLVED: after the match, within its clause or in the next one, the symptom is said to be over ("the chest pain
 *   went away", "è passato", "se me pasó", "ist weg", "c'est passé"), not preceded by a negation
 *   ("hasn't gone away" stays current).
 * - HYPOTHETICAL: before the match, within its clause, a question or instruction about what to do
 *   if it happened ("what should I do if I get chest pain", "nel caso", "en caso de", "falls",
 *   "au cas où"); when the clause opens with its condition, the question may end the clause before
 *   ("was mache ich, wenn …", "¿qué hago, si …?"). Never applied to self-harm: "if nothing changes
 *   I'll kill myself" is a crisis. Also a carer's instruction of what to watch for, a question about
 *   the consequence of a condition ("who do I call if"), a superlative fear, whether a medicine can
 *   cause it (decision 237); none of these with a word of now or today in the clause ("is it normal
 *   that my lips are swelling right now?" is a crisis), and the instruction and the fear never for
 *   danger at home ("he said if I call anyone he'll make me pay").
 * - DENIED AFTER (Spanish): the words after the match say it never crossed the patient's mind ("eso de
 *   quitarme la vida ni se me pasa por la cabeza", "ni loca"); RESOLVED BEFORE: "ya se me pasó la
 *   falta de aire".
 * - JOKE ABOUT THE MEDICINE: a laugh or "joking" in the reply and the medicine named in it ("these
 *   pills are gonna be the death of me lol", "so big I'll choke on them haha"): self-harm, overdose
 *   and breathing only.
 *
 * - FIGURE OF SPEECH: "the tax return will give me a heart attack", "I'd kill for a pizza";
 *   EMOTION: "fainted with joy", "laughed so hard I couldn't breathe" (fainting and breathing only).
 * - DIED: "died of a stroke", "è morto di infarto": someone else (the patient is writing); "just asking",
 *   "nur so gefragt" anywhere in the reply makes it a question (not for self-harm); "that was long ago"
 *   in the next clause is history.
 * - ACCIDENT: a cut or a burn in the kitchen, the garden, shaving ("cut myself peeling potatoes"): self-harm only.
 * - WORK: a threat from a boss or a teacher ("my boss will kill me if I'm late"): not unsafe at home.
 * - DOSE ASKED ABOUT (overdose only): "should I take a double dose?", "never take a double dose",
 *   "sarebbe pericoloso…", "soll ich die doppelte Dosis nehmen". A LEAFLET's "if your tongue swells",
 *   a clause opening "if I get…" whose rest is a call ("…I call 911?"), "can you overdose on…": questions.
 * - CHRONIC: "for years", "da anni", "seit Jahren", "depuis des années": history (not for self-harm).
 * - NEARLY choked on the tablets: a figure; a limb numb from SLEEPING ON IT: not a stroke; a German
 *   body part or thing that "will nicht mehr" (the knee, the car): not the patient; a threat about
 *   forgetting the pills or with a laugh: not danger at home.
 * - SOMEONE ELSEWHERE: a neighbour, a story on television, someone who died of it, and no first
 *   person (per language: German "im" is not "I'm") in the words before the match. A relative at home reporting a stroke or a collapse is NOT this:
 *   it is the usual way such an emergency reaches us, and it escalates.
 */

type Rx = Partial<Record<Language, RegExp>>;

/**
 * Every word the modifiers' patterns name. The spelling pass (reading.ts) counts them as known, so it
 * never "repairs" one into another word of the vocabulary ("de la alegria" is joy, not "alergia").
 */
export const CONTEXT_WORDS = new Set<string>();
const w = (alternatives: string): RegExp => {
  for (const word of alternatives.match(/[a-z]{3,}/g) ?? []) CONTEXT_WORDS.add(word);
  return new RegExp(`(?:^| )(?:${alternatives})(?= |$)`);
};

const HISTORY: Rx = {
  en: w('(?:\\w+ )?years? ago|(?:\\w+ )?months ago|decades? ago|last year|in the past|used to|long ago|a long time ago|a while back|as a (?:child|kid|teenager|teen)|as a young (?:man|woman|girl|boy)|when i was (?:young|younger|a kid|a child|a teenager|in my \\w+)|back in (?:the )?\\d+s?|back in the day|in my (?:youth|twenties|thirties|teens)|history of|in \\d{4}|in (?:nineteen|twenty) (?:oh \\w+|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)|in two thousand(?: and)? \\w+|back when|when i was \\d+|at \\d+|(?:in|back in|last) (?:january|february|march|april|may|june|july|august|september|october|november|december)|that was (?:a long time|years) ago|since then|not for years|not in years|(?:from|of) last (?:week|month|year|time)|the other (?:day|week)|i once had|once as a'),
  it: w('(?:\\w+ )?anni fa|(?:nel|del) (?:duemila\\w*|millenovecento\\w*)|risale a (?:piu di |quasi )?(?:\\w+ )?(?:anni|mesi) fa|(?:\\w+ )?mesi fa|l anno scorso|anno scorso|in passato|da giovane|da ragazz[oa]|da bambin[oa]|da piccol[oa]|da adolescente|tempo fa|molto tempo fa|nel \\d{4}|del \\d{4}|da allora|a (?:\\d+|\\w+) anni|(?:a|ad|in|di|lo scorso) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)|e passato tanto tempo|prima avevo|una volta avevo|ho avuto una volta|una volta ho avuto|da anni (?:niente|non|nulla)|della settimana scorsa|del mese scorso|dell ultima volta|l altra settimana'),
  es: w('el ano pasado|(?:en|del) (?:dos mil|mil novecientos)(?: \\w+){0,3}|en el pasado|de joven|de nin[oa]|hace tiempo|hace mucho|en \\d{4}|de adolescente|a los \\d+|a los (?:veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?: y \\w+)?(?! (?:minutos|segundos|horas|dias|semanas|meses))|desde entonces(?! (?:tengo|tiene|me|se|le|estoy|esta|siento|noto))|(?:en|el pasado|en el mes de) (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)|eso fue hace|antes tenia|antes me daban|el mes pasado|hace un mes|una vez tuve|tuve una vez|antes sufria|hace anos que no|de la semana pasada|del mes pasado|de la otra vez|la otra semana|en el (?:ano )?\\d{4}|del? (?:ano )?\\d{4}|que (?:tenia|tuve)|cuando (?:era|estaba) (?:joven|nin[oa]|chic[oa]|chiquit[oa]|pequen[oa]|adolescente|muchach[oa]|mas joven)|de (?:chic[oa]|chiquit[oa]|pequen[oa]|muchach[oa]|jovencit[oa])|hace (?:\\w+ ){0,2}(?:anos|meses)'),
  de: w('vor (?:\\w+ )?(?:jahren|monaten|jahrzehnten)|als (?:junger|junge|kleiner|kleine) (?:kerl|bursche|spund|frau|mann|madel|madchen)|letztes jahr|letzten jahr|im letzten jahr|frue?her|damals|als kind|als jugendliche[r]?|in (?:der|meiner) jugend|in jungen jahren|als (?:junger mann|junge frau|teenager|student\\w*)|(?:\\w+ )?(?:jahre?|monate?|wochen) her|in der vergangenheit|vor langer zeit|ist lange her|\\d{4}|(?:neunzehnhundert|zweitausend(?:und)?)(?:\\w*(?:eins|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|zig|ssig))|mit \\d+|seitdem|im (?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)|letzten (?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)|von letzter woche|vom letzten (?:mal|monat)|seit jahren (?:nicht|kein\\w*)|hatte ich (?:mal|fruher|damals)|ich hatte (?:mal|einmal|fruher|damals)'),
  fr: w('il y a (?:\\w+ )?(?:ans|annees|mois)|(?:ca |cela )?(?:remonte|date) (?:a|de) (?:plus de |pres de |bien |au moins )?(?:\\w+ )?(?:ans|annees|mois|longtemps)|en (?:deux mille|mille neuf cent)(?: \\w+){0,3}|l an dernier|l annee derniere|autrefois|dans le passe|par le passe|quand (?:j etais|il etait|elle etait) (?:plus )?(?:jeune|petite?|enfant|ado)|plus jeune|dans ma jeunesse|a l adolescence|adolescente?|etant (?:jeune|petite?|enfant|ado)|jadis|il y a (?:bien |tres )?longtemps|ca fait longtemps|en \\d{4}|a \\d+ ans|a l epoque|depuis (?:ce temps|lors)|en (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|avant j avais|j ai eu une fois|une fois j ai eu|plus depuis des annees|de la semaine derniere|du mois dernier|de la derniere fois|une fois (?:adolescente?|enfant|jeune|petite?)|a (?:\\w+ )?\\w+ ans(?= j| je| il| elle)|(?:j ai|il a|elle a|a) garde (?:\\w+ ){0,3}(?:depuis|sequelles?)|(?:j ai|il a|elle a) garde (?:un peu de |une |des )?(?:faiblesse|sequelles?|engourdissement)|il (?:m|lui) (?:en )?est reste|sequelles?|depuis (?:mon|son|sa|ma) (?:avc|attaque|infarctus|accident)'),
};

/** "antes me desmayaba", "früher bin ich umgekippt": a habit of the past right before the match. */
/** "ya se me pasó la falta de aire", "se me quitó el dolor de pecho": the symptom over, told before it. */
const RESOLVED_BEFORE: Rx = {
  es: /(?:^| )(?:(?:ya )?se (?:me |le )?(?:ha )?(?:paso|pasado|quito|quitado|calmo|calmado)(?: el| la| lo| los| las)?|(?:ya )?(?:estoy|me siento|ando) (?:bien|mejor) de(?:l| la| el| los| las)?|(?:ya )?ni me acuerdo (?:de|del|de la|de los|de las))$/,
};

/**
 * A denial that follows the thought it denies ("eso de quitarme la vida ni se me pasa por la cabeza",
 * "matarme, ni loca"): the words after the match say it never crossed the patient's mind.
 */
const DENIED_AFTER: Rx = {
  // "suicide isn't something I'd ever do", "killing myself is not something I would consider"
  en: /^(?:is not|isn t|isnt|s not|was not|wasn t|wasnt|would never be) (?:something|anything|an option|a thing) (?:(?:that )?(?:i d|id|i would|i will|i ll|i could|i m going to|i)(?: ever| even)? (?:do|consider|think about|think of|try|go through with)|for me)(?= |$)/,
  // "di ammazzarmi non ci penso proprio": topicalised, the thought first and its denial after (only after "di", "a" or nothing: DENIED_TOPIC_IT)
  it: /^(?:non (?:ci |lo |me lo |l )?(?:penso|pensato|penserei|farei|faccio)(?: (?:proprio|nemmeno|neanche|per niente|minimamente|mai|affatto|assolutamente|per nulla))?$|^(?:manco|neanche|nemmeno) per (?:sogno|idea)(?: |$)|^mai e poi mai(?: |$)|^(?:io )?non ne (?:ho|ha)(?!(?: \w+){0,3} (?:cosi|tanti|tante|tantissim\w*|come|fino|piu di|coraggio|forza)(?= |$))(?!(?: (?:mai|proprio|piu|ancora|assolutamente))* (?!avut|fatt)\w+(?:at|ut|it|ett|ess|ost|ist|ert)[oaie](?= |$))(?: |$))/,
  // "l'idée d'en finir ça m'a jamais traversé l'esprit", "me tuer, j'y ai jamais pensé"
  fr: /^(?:(?:et )?ca )?(?:ne )?(?:m a|m est|me)? ?(?:jamais|pas|meme pas|jamais meme|encore jamais) (?:traverse|venu|venue|passe|effleure|traversee|effleuree) (?:l esprit|a l esprit|par l esprit|par la tete|la tete|a la tete)(?= |$)|^(?:(?:et )?ca )?j y (?:ai )?(?:jamais|pas) (?:pense|songe)(?= |$)|^(?:ca )?(?:jamais de la vie|hors de question|certainement pas)(?= |$)/,
  es: /^(?:eso )?(?:ni|no|nunca|jamas) (?:se )?(?:me |lo )?(?:ha |han |he )?(?:pasa|pasado|paso|pasan|ocurre|ocurrido|ocurrio|cruza|cruzado|pienso|pensado|pensaria|haria)(?: |$)|^(?:ni (?:loca|loco|muerta|muerto|de broma|en suenos|pensarlo|de chiste)|jamas de los jamases)(?: |$)/,
};

/**
 * The thought or act first, its denial after it in the same clause or opening the next: German "mich ritzen mach ich
 * nicht", "mir was antun würde ich nie"; in every language the topic's clause answered by "j'en ai pas", "non ne ho",
 * "no tengo", "hab ich keine", "I don't have any" (decision 321). The bare "j'en ai" is a yes: a negation is required.
 */
const DENIED_AFTER_DE = /^(?:oder so )?(?:mach|mache|tu|tue|will|wurde|werde|wuerde|hab|habe|hatte|mochte|moechte|kann) ich (?:mir )?(?:\w+ ){0,3}(?:nicht|nie|niemals|auf keinen fall|bestimmt nicht|sicher nicht|keine|keinen|kein)(?: mehr)?$/;
const DENIED_NEXT: Rx = {
  // English and Spanish "I don't have any", "no tengo" may go on ("…, I don't have any reason to live"): only ending the reply
  en: /^(?:but )?(?:i )?(?:don t|dont|do not|never) (?:have|had|get|got) (?:any|them|those)(?: (?:at all|thank god|thankfully))?$/,
  it: /^(?:ma )?(?:io )?non ne (?:ho|ho mai avuti|ho mai avute)(?= |$)/,
  es: /^(?:pero )?(?:yo )?no (?:los|las) (?:tengo|he tenido)(?= |$)|^(?:pero )?(?:yo )?no (?:tengo|he tenido)(?: (?:ninguno|ninguna|nunca|para nada|gracias a dios))?$/,
  de: /^(?:aber )?(?:hab|habe|hatte) ich (?:keine|keinen|nie)(?= |$)/,
  fr: /^(?:mais )?(?:j en ai|je n en ai) (?:pas|aucune?|jamais|plus)(?= |$)/,
};
/**
 * German: a denied main clause and the zu-infinitive it governs after a comma ("ich habe keine Gedanken, mir etwas
 * anzutun", "ich hab nicht vor, mich umzubringen", "ich denk nicht daran, …"): the clause before ends on its negation
 * and the word of intent it denies, and the match's clause is that infinitive, opening on "mir" or "mich" ("ich hab
 * keine Lust mehr, mich umzubringen wär das beste" is no denial).
 */
const NEGATED_BEFORE_DE = /(?:^| )(?:kein\w*|nicht|nie|niemals)(?: (?:den|die|einen|eine|solche|so|mal|im))? (?:gedanken|absicht|vor|daran|dran|plan|plane|idee|lust|sinn)$/;
const INFINITIVE_FIRST_DE = /^(?:mir|mich)(?= )/;
const ZU_INFINITIVE_DE = /(?:^| )(?:zu \w+en|(?:an|um|auf|aus|ab|ein|mit|weg|vor|durch|fest)zu\w+)(?= |$)/;
/** In Italian the denied thought opens its clause, bare or after "di"/"a" ("di ammazzarmi non ci penso proprio"). */
const DENIED_TOPIC_IT = /(?:^|(?:^| )(?:e|ma|pero) )(?:(?:\w+ ){0,3}(?:di|a|ad))?$/;

const PAST_HABIT_BEFORE: Rx = { es: /(?:^| )antes(?: me| se me| le| se le)?$/, de: /(?:^| )frue?her(?: bin ich| hab ich| habe ich| war ich| ist| hat)?$/ };

const CURRENT: Rx = {
  en: w('right now|(?<!(?:never|not) )again|currently|at the moment|still|since yesterday|keeps? coming back|is back|it s back|its back|back again|(?:just )?like (?:when|in|back in|last time|the last time|before)|same as (?:when|in|last time|before)'),
  it: w('proprio ora|di nuovo|ancora|in questo momento|da ieri|come (?:quando|nel|l altra volta|la volta|l ultima volta)|rifarlo|rifarla|rifare|ricominciare|da allora (?:dorme|dormiva|respira|continua|sanguina|vomita|non (?:si sveglia|si e (?:piu )?svegliat[oa]|risponde|rispondeva|reagisce|reagiva|parla|apre|riesc\\w*|si muove|respira)|e (?:a terra|incoscient[ei]|immobile|confus[oa]|priv[oa] di sensi|svenut[oa]))|(?<!non )(?:(?:e|si e|me l ha) )?(?:ri)?tornat[oa]|ricominciat[oa]|ricomincia'),
  es: w('ahora mismo|otra vez|de nuevo|todavia|aun|en este momento|desde ayer|sigue|sigo|me sigue|le sigue|como (?:cuando|en (?:el )?(?:ano )?\\d{4}|la otra vez|la ultima vez)|volver a hacerlo|volverlo a hacer|(?<!no (?:me |le |se )?)(?:volvio|ha vuelto|regreso)'),
  de: w('gerade jetzt|wie (?:damals|\\d{4}|beim letzten mal|letztes mal|im \\w+)|(?<!(?:nie|nicht|gehts|geht s|geht es) )wieder(?! (?:gut|weg|normal|besser|in ordnung|vorbei)(?: |$))|gerade|noch|im moment|momentan|seit gestern'),
  fr: w('en ce moment|encore|de nouveau|toujours|depuis hier|comme (?:quand|lorsque|en \\d{4}|la derniere fois|la fois)|recommencer|le refaire|refaire|recommence\\w*|(?:est|sont|c est) revenue?s?|revient|reviennent'),
};

/**
 * A word of today or of this very moment ("right now", "today", "since this morning", "ahorita", "gerade", "là
 * maintenant"): a weaker word of the past (PAST_MARK) does not make the clause history; with the bare "now" too, a
 * question about a symptom is about a symptom now ("is it normal that my lips are swelling right now?").
 */
const TODAY: Rx = {
  en: w('right now|at the moment|currently|today|yesterday|last night|this week|these days|lately|recently|the other day|this morning|this afternoon|this evening|tonight|since (?:yesterday|this morning|last night|an hour|\\w+ hours?)|for (?:an|one|two|three|a few|\\d+) (?:hours?|minutes)|an hour ago|just now'),
  it: w('proprio ora|in questo momento|oggi|ieri|stanotte|questa settimana|ultimamente|in questi giorni|l altro giorno|stamattina|stamani|stasera|stanotte|da (?:ieri|stamattina|stanotte|un ora|\\w+ ore)|poco fa'),
  es: w('ahorita|ahora mismo|en este momento|hoy|ayer|anoche|esta semana|estos dias|ultimamente|el otro dia|esta manana|esta tarde|esta noche|desde (?:ayer|esta manana|anoche|hace (?:una|\\w+) horas?)'),
  de: w('gerade|im moment|momentan|heute|gestern|letzte nacht|diese woche|in letzter zeit|neulich|seit (?:gestern|heute|einer stunde|\\w+ stunden)'),
  fr: w('la maintenant|en ce moment|aujourd hui|hier|cette semaine|ces jours ci|ces derniers jours|dernierement|l autre jour|ce matin|ce soir|cette nuit|depuis (?:hier|ce matin|une heure|\\w+ heures)'),
};
/** TODAY with the bare "now" ("now", "ora", "adesso", "ahora", "jetzt", "maintenant"), for questions (not for history: "now I'm fine"). */
const NOW_WORD = w('now|ora|adesso|ahora|jetzt|maintenant');
/** German "jetzt im Sommer" is the season, not the moment ("hab jetzt im Sommer Angst davor"); "jetzt im" may end the eight words of the next clause. */
const SEASON_NOW_DE = /(?:^| )jetzt im(?: (?:sommer|winter|fruhling|fruehling|herbst|urlaub)(?= |$)|$)/g;
/**
 * A word of now or today that says the patient is fine or has nothing now ("adesso sto bene", "today I'm fine", "hoy
 * estoy bien", "heute geht's mir gut", "pour l'instant rien"): no symptom now, so neither a word of the present nor of
 * today (decision 281 for Italian, decision 321 for every language). Taken out before CURRENT, TODAY and NOW_WORD are read.
 */
const FINE_NOW: Rx = {
  en: /(?:^| )(?:(?:today|now|right now|at the moment|currently|these days|this week|so far|for now)(?: though| but| anyway)?(?: i m| im| i am| i feel| i m feeling| im feeling| feeling| it s| its| everything s| everything is| all s| all is| all)? (?:fine|well|good|ok|okay|great|grand|normal|better|much better|nothing|none|all good|all clear)|(?:i m|im|i am|i feel|feeling|it s|its|all|everything s|everything is)(?: totally| completely| perfectly| really| all)? (?:fine|well|good|ok|okay|great|normal|better|clear) (?:today|now|right now|at the moment|these days)|nothing (?:today|now|at the moment|this week|so far))(?= |$)/g,
  it: /(?:^| )(?:(?:oggi|adesso|ora|per ora|ormai|in questo momento|al momento|per adesso|finora|fino ad ora)(?: (?:io|pero|comunque|invece))? (?:sto (?:bene|benissimo|meglio)|mi sento bene|va (?:tutto )?bene|tutto (?:ok|bene|a posto|tranquillo)|e passat[oa]|non ho (?:niente|nulla)|niente|nulla)|sto (?:bene|benissimo|meglio) (?:oggi|adesso|ora))(?= |$)/g,
  es: /(?:^| )(?:(?:hoy|ahora|ahorita|por ahora|de momento|por el momento|en este momento|hasta ahora)(?: (?:pero|ya|eso si))? (?:estoy (?:bien|perfect[oa]|mejor|muy bien)|me siento (?:bien|mejor)|(?:esta )?todo (?:bien|perfecto|normal|tranquilo)|nada|no (?:me pasa|tengo nada|noto nada|siento nada))|(?:estoy|me siento) (?:bien|mejor|perfect[oa]) (?:hoy|ahora))(?= |$)/g,
  de: /(?:^| )(?:(?:heute|jetzt|momentan|im moment|zurzeit|bis jetzt|inzwischen|mittlerweile)(?: aber| wieder)? (?:(?:geht s|gehts|geht es)(?: mir)?(?: wieder| aber| ganz| echt| sehr)* (?:gut|prima|besser|super)|(?:ist )?(?:alles )?(?:wieder )?(?:gut|normal|in ordnung|okay|ok|prima)|nichts|nix|keine beschwerden)|(?:geht s|gehts|geht es)(?: mir)? (?:heute|jetzt)(?: wieder)? (?:gut|prima|besser))(?= |$)/g,
  fr: /(?:^| )(?:(?:aujourd hui|maintenant|en ce moment|pour l instant|pour le moment|actuellement)(?: par contre| pourtant)? (?:ca va(?: bien| mieux| nickel)?|je vais (?:bien|mieux)|je me sens (?:bien|mieux)|tout va bien|c est (?:bon|fini|passe)|rien|plus rien|je n ai (?:rien|plus rien)|j ai (?:rien|plus rien))|(?:ca va|je vais bien|tout va bien) (?:aujourd hui|maintenant))(?= |$)/g,
};
const withoutFineNow = (lang: Language, text: string): string => (FINE_NOW[lang] ? text.replace(FINE_NOW[lang] as RegExp, ' ') : text);
const isNow = (lang: Language, text: string): boolean => {
  const t = withoutFineNow(lang, text);
  return test(TODAY, lang, t) || NOW_WORD.test(lang === 'de' ? t.replace(SEASON_NOW_DE, ' ') : t);
};
/** Worse than it was ("but today it's much worse", "oggi è molto peggio"): a chronic or past symptom worsening is current (decision 321). */
const WORSE: Rx = {
  en: w('worse|worst|getting bad|much stronger|stronger than (?:usual|ever|before)|more intense|never been this bad|never this bad'),
  it: w('peggio|peggiorat\\w*|peggiora\\w*|piu forte del solito|piu forte di prima|piu intens[oa]|mai cosi forte'),
  es: w('peor|empeorad\\w*|empeora\\w*|mas fuerte que nunca|mas fuerte que antes|mas intens[oa]|nunca tan fuerte'),
  de: w('schlimmer|schlechter|verschlimmert|verschlechtert|heftiger|noch nie so (?:schlimm|stark|heftig)'),
  fr: w('pire|empire|s aggrave|aggrave|plus fort que d habitude|plus forte que d habitude|plus intense|jamais aussi (?:fort|forte|mal)'),
};
/** Since this morning, an hour ago: an onset today keeps a match current whatever past the clause names ("un AVC en deux mille dix-huit et là depuis ce matin …"). */
const SINCE_NOW = w('since (?:this morning|last night|yesterday|an hour|\\w+ hours?|lunch|breakfast)|for (?:an|one|two|three|a few|\\d+) (?:hours?|minutes)|an hour ago|just now|da stamattina|da stanotte|da ieri|da un ora|da \\w+ ore|poco fa|desde esta manana|desde anoche|desde ayer|desde hace (?:una|\\w+) horas?|hace (?:una|un rato|\\w+) horas?|seit heute morgen|seit heute fruh|seit gestern|seit einer stunde|seit \\w+ stunden|vor einer stunde|depuis ce matin|depuis hier|depuis cette nuit|depuis une heure|depuis \\w+ heures|il y a une heure');
/** Still going on ("is it normal that it is still bleeding?", "que siga sangrando"): a question about it is about a symptom now. */
const STILL = w('still|ancora|todavia|aun|sigue|siga|siguen|sigan|immer noch|noch immer|encore|toujours');
/** A face or a lip numb from the dentist's injection ("non sento il labbro, dal dentista", "la joue engourdie du dentiste"). */
const DENTAL = w('dentist|dentists|dental|anaesthetic|anesthetic|novocaine|root canal|dentista|anestesia|anestetico|devitalizzazione|otturazione|empaste|endodoncia|zahnarzt|betaubung|betaubungsspritze|wurzelbehandlung|dentiste|anesthesie|plombage|devitalisation');
/** The dentist as a likeness, not the cause ("my face feels funny on one side, like after the dentist"). */
const DENTAL_SIMILE = /(?:^| )(?:like|as if|as though|come|como|wie|comme)(?: \w+){0,3} (?:dentist|dentista|zahnarzt|dentiste)(?= |$)/;
/** A limb or speech named: a stroke sign the dentist does not explain. */
const LIMB_OR_SPEECH = w('arm|arms|leg|legs|hand|speech|talk\\w*|words|slurr\\w*|braccio|gamba|mano|parl\\w*|parole|brazo|pierna|mano|habl\\w*|palabras|bein|sprech\\w*|spricht|worte|bras|jambe|main|mots');
/** The bare words of now, and what they are not: "now and then"; Italian "ora" as an hour ("un'ora", "mezz'ora"). */
const BARE_NOW = new Set(['now', 'ora', 'adesso', 'ahora', 'jetzt', 'maintenant']);
const NOW_AND_THEN = /(?:^| )(?:every )?now and (?:then|again)(?= |$)/g;
const HOUR_BEFORE_IT = new Set(['un', 'mezz', 'l', 'ogni', 'quest', 'all', 'altra', 'una']);
/**
 * "years ago I had a heart attack and now I have chest pain", "hace años tuve un infarto y ahora tengo…": a bare word
 * of now before the match, with no word of the past after it, makes the past the background of a symptom now
 * (decision 321). "now I'm fine" is not one (FINE_NOW), nor "now I'm 70, years ago I had…" (the past comes after it).
 */
function nowBefore(lang: Language, before: string): boolean {
  let text = withoutFineNow(lang, before).replace(NOW_AND_THEN, ' ');
  if (lang === 'de') text = text.replace(SEASON_NOW_DE, ' ');
  const words = text.split(' ').filter((word) => word !== '');
  let last = -1;
  words.forEach((word, i) => {
    if (BARE_NOW.has(word) && !(lang === 'it' && word === 'ora' && HOUR_BEFORE_IT.has(words[i - 1] ?? ''))) last = i;
  });
  if (last < 0) return false;
  const rest = words.slice(last + 1).join(' ');
  return !test(HISTORY, lang, rest) && !test(PAST_MARK, lang, rest);
}
/**
 * Weaker words of the past, history only with no word of the present or of today in the clause: once ("i once",
 * "una volta", "una vez", "einmal", "une fois", never "once a day", "una vez más", "noch einmal"), a life stage
 * ("as a baby", "when I was pregnant", "quando ero incinta", "als kleiner Junge", "petite j'ai …"), an age ("quando
 * avevo 8 anni", "cuando tenía 8 años", "quand j'avais 8 ans"), a feast or a season of last year ("last christmas",
 * "il natale scorso", "la navidad pasada", "letztes Weihnachten"), "back then", and the event said never to have
 * come back ("never again", "nothing since", "mai più", "nunca más", "nie wieder", "danach nicht mehr", "plus jamais").
 */
const PAST_MARK: Rx = {
  en: w('i once|(?:\\w+ )?years back|ages ago|back then|as a (?:baby|toddler|little (?:boy|girl))|when i was (?:pregnant|little|small|at school|in school)|during (?:my|the) pregnancy|last (?:christmas|easter|summer|winter|spring|fall|autumn|thanksgiving)|never again|not since|nothing since|never since|none since'),
  it: w('quando ero (?:incinta|piccol[oa]|giovane|bambin[oa]|ragazz[oa]|adolescente)|in gravidanza|durante la gravidanza|quando avevo (?:\\d+|\\w+) anni|(?:natale|pasqua|estate|inverno|primavera|autunno|capodanno) scors[oa]|mai piu(?: successo)?|poi (?:piu )?(?:niente|nulla)|ai tempi (?:del|della|dell|dei|di)'),
  es: w('cuando (?:estaba|estuve) embarazada|en el embarazo|cuando tenia (?:\\d+|\\w+) anos|(?:navidad|semana santa|verano|invierno|primavera|otono|ano nuevo) pasad[oa]|del ano pasado|nunca mas|y luego ya no|(?:y )?despues (?:ya )?nada|desde entonces nada'),
  de: w('als (?:kleine[rs]? )?(?:junge|madchen|bub|kleinkind|baby)|in der schwangerschaft|als ich schwanger war|wahrend der schwangerschaft|letzte[ns]? (?:weihnachten|ostern|sommer|winter|fruhling|herbst|silvester)|nie wieder|nie mehr|danach (?:nie|nicht) mehr|seitdem nicht mehr'),
  fr: w('quand j avais (?:\\d+|\\w+) ans|plus jamais|puis plus (?:rien|jamais)|jamais depuis|rien depuis'),
};
/** "petite j'ai fait…", "enfant je faisais…", "ado je me…": a French life stage opening the clause before the patient. */
const STAGE_FIRST_FR = /^(?:petite?|toute? petite?|enfant|ado|gamine?|jeune) (?:j|je)(?= )/;
/**
 * Once, opening the clause ("una volta sono svenuto…", "einmal bin ich…"); not "sono svenuta una volta", which may be
 * this week, nor a frequency ("einmal die Woche werde ich ohnmächtig", "once a day").
 */
const ONCE_FIRST =
  /^(?!.*(?:^| )(?:day|week|month|giorno|settimana|mese|dia|semana|mes|tag|woche|monat|jour|semaine|mois)(?= |$))(?:once|una volta|una vez|einmal|une fois)(?! (?:al|alla|a|a la|ogni|cada|per|por|par|pro|am|im|mas|piu|de plus|que|again|more))(?= )/;

/** An anchored end of clause that says it never came back ("… ahora ya no", "… y luego ya no", "… maintenant plus du tout"). */
const GONE_AT_END: Rx = {
  es: /^(?:(?:y|pero) )?(?:(?:ahora|luego|despues) )?ya no$/,
  fr: /^(?:(?:et|mais) )?(?:maintenant )?plus du tout$/,
};

/**
 * A carer's instruction told before a condition ("the doctor said to watch for bleeding gums", "l'infermiera mi ha
 * detto di chiamare se…", "la enfermera me dijo que llamara si…", "die Schwester meinte, ich soll anrufen, wenn…",
 * "le médecin m'a dit de surveiller si…"): what to look out for, not what is happening.
 */
const TOLD_TO_WATCH: Rx = {
  en: w('(?:said|told (?:me|us)) to (?:\\w+ ){0,3}(?:if|for|in case)|watch (?:out )?for|look out for'),
  it: w('detto di (?:\\w+ ){0,2}(?:se|nel caso|in caso)'),
  es: w('(?:dijo|dijeron|explico|recomendo|indico) que (?:vigilara|vigile|llamara|llame|avisara|avise|fuera|vaya|volviera|vuelva)(?: \\w+){0,2} (?:si|en caso)'),
  de: w('(?:gesagt|meinte|sagte|meint) (?:\\w+ ){0,2}(?:soll|sollte|solle|muss) (?:\\w+ ){0,3}(?:wenn|falls|bei)'),
  fr: w('dit (?:d|de) (?:appeler|rappeler|aller|venir|surveiller|bien surveiller|faire attention)(?: \\w+){0,3} (?:si|en cas)'),
};
/**
 * A question about the consequence of a condition, the match inside the condition ("would it be an emergency if",
 * "who do I call if", "a quién llamo si", "wen rufe ich an, wenn", "muss ich ins Krankenhaus, wenn", "c'est dangereux
 * si", "qu'est-ce que je fais si", "je dois aller à l'hôpital si").
 */
const ASKED_IF: Rx = {
  en: w('would it be (?:\\w+ ){0,3}if|is it (?:\\w+ )?(?:dangerous|serious|bad|an emergency) if|who (?:do|should|would) i (?:call|phone|ring|tell) if'),
  it: w('(?:sarebbe|e) (?:\\w+ )?(?:pericoloso|grave|un emergenza) se|chi (?:devo )?(?:chiamo|chiamare|avviso|avvisare) se'),
  es: w('a quien (?:llamo|aviso|le aviso|acudo|debo llamar) si|(?:seria|es) (?:\\w+ )?(?:peligroso|grave|una emergencia|urgente) si'),
  de: w('(?:ist es|ware es|waere es) (?:\\w+ ){0,2}(?:gefahrlich|gefaehrlich|schlimm|ernst|ein notfall) (?:wenn|falls)|wen (?:rufe|ruf) ich an (?:wenn|falls)|muss ich (?:\\w+ ){0,3}(?:wenn|falls)'),
  fr: w('(?:c est|ce serait|est ce) (?:\\w+ )?(?:dangereux|grave|une urgence) si|qu est ce que je (?:fais|dois faire) si|je dois (?:\\w+ ){0,4}si'),
};
/**
 * A superlative fear or a fear of something to come ("my worst fear is having a stroke", "la mia paura più grande",
 * "mi mayor miedo", "meine größte Angst", "ma plus grande peur"; "me da miedo desmayarme", "me da pánico que me vuelva
 * a dar", "Angst, noch einen Herzinfarkt zu bekommen"): never for danger at home (a fear of one's partner is the crisis).
 */
const FEAR: Rx = {
  en: w('(?:worst|biggest|greatest) fear|my fear is'),
  it: w('paura piu grande|piu grande paura|temo di|paura di'),
  es: w('mayor miedo|peor miedo|me da (?:miedo|panico) (?:de )?que|miedo (?:de|a)(?! que)'),
  de: w('(?:grosste|groesste|grosse) angst'),
  fr: w('plus grande peur|pire peur|peur de|peur d'),
};
const FEAR_RIGHT_BEFORE: Rx = { es: /(?:^| )me da (?:miedo|panico)$/, de: /(?:^| )angst (?:\w+ ){0,2}(?:einen|eine|ein)$/ };
const FEAR_AFTER: Rx = { de: /^zu (?:bekommen|kriegen|haben|erleiden)(?: |$)/ };
/** Whether a medicine can cause it ("can this medicine cause a seizure", "questo farmaco può dare convulsioni", "kann das Medikament Krampfanfälle auslösen"). */
const CAN_CAUSE: Rx = {
  en: w('(?:can|could|does|do) (?:this|the|these|that|my|those) (?:\\w+ )?(?:medicine|medication|pills?|drugs?|tablets?|meds|treatment) (?:cause|give)'),
  it: w('(?:farmaco|medicina|medicinale|pastiglia|pastiglie|compressa|compresse|terapia)(?: \\w+)? (?:puo|possono|potrebbe|potrebbero) (?:dare|causare|provocare)|(?:c e |ce |c e il |ce il |con il |col )?rischio di|rischi di'),
  es: w('(?:medicina|medicamento|pastilla|pastillas|pildora|tratamiento) (?:puede|pueden|podria|podrian) (?:dar|causar|provocar)'),
  de: w('(?:kann|konnen|koennen|konnte) (?:das|die|der|dieses|diese|mein|meine) (?:medikament|tablette|tabletten|mittel|pille|pillen|spritze)'),
  fr: w('(?:medicament|traitement|cachets?|comprimes?) (?:peut|peuvent|pourrait|pourraient) (?:donner|provoquer|causer)'),
};
const CAUSE_AFTER_DE = /^(?:\w+ )?(?:auslosen|ausloesen|verursachen|hervorrufen|machen)(?: |$)/;
/** "und wenn die Brustschmerzen wiederkommen": a return told as a condition. */
const RETURN_IF_DE = { before: /(?:^| )(?:und |aber )?(?:wenn|falls)(?: \w+){0,2}$/, after: /^(?:wiederkommen|wiederkommt|zuruckkommen|zurueckkommen|wieder (?:kommen|auftreten))(?: |$)/ };
/** How much would be an overdose ("how much of this would be an overdose", "quante pastiglie sarebbero un sovradosaggio"): overdose only. */
const HOW_MUCH_WOULD: Rx = {
  en: w('how (?:much|many) (?:\\w+ ){0,3}(?:would be|is|are)'),
  it: w('quant[ieoa] (?:\\w+ ){0,2}(?:sarebbe|sarebbero|starebbero|e|sono)'),
  es: w('cuant[oa]s? (?:\\w+ ){0,2}(?:seria|serian|es|son)'),
  de: w('ab wie viel(?:en)?|wie viele? (?:\\w+ ){0,2}(?:ware|waere|waren|sind|ist)'),
  fr: w('(?:a partir de )?combien de (?:\\w+ ){0,2}(?:c est|ce serait|faut il)'),
};

/** The symptom has not come back ("the chest pain hasn't come back", "n'est pas revenue", "non si è più ripresentato"). */
const NOT_BACK: Rx = {
  en: /(?:^| )(?:not|never|hasn t|hasnt|haven t|havent|didn t|didnt) (?:come back|returned|came back|been back)(?= |$)/,
  fr: /(?:^| )(?:est|sont) (?:pas|plus|jamais) (?:revenue?s?|reparue?s?|reapparue?s?)(?= |$)/,
  it: /(?:^| )non (?:si )?(?:e|sono) (?:piu |mai )?(?:ripresentat[oaie]|tornat[oaie]|ricompars[oaie])(?= |$)|(?:^| )non (?:mi )?(?:e|sono) piu (?:venut[oaie]|tornat[oaie])(?= |$)/,
  de: /(?:^| )(?:ist|sind) (?:nicht|nie) (?:mehr |wieder )?(?:aufgetreten|gekommen|zuruckgekommen|zurueckgekommen|wiedergekommen)(?= |$)/,
  es: /(?:^| )no (?:me |le |se )?(?:ha |han )?(?:volvio|volvieron|vuelto|regreso|regresado)(?= |$)/,
};
/** The symptom told as history ("die Brustschmerzen sind Geschichte", "c'est de l'histoire ancienne", "è un ricordo"). */
const HISTORY_AFTER: Rx = {
  en: /^(?:is|s|are|was) (?:now )?(?:ancient )?(?:history|a thing of the past)(?= |$)/,
  de: /^(?:ist|sind) (?:jetzt |schon )?(?:geschichte|vergangenheit|passe)(?= |$)/,
  fr: /^(?:c est |est |sont )?(?:de l )?(?:histoire ancienne|du passe)(?= |$)/,
  it: /^(?:e|sono|ormai e|e ormai) (?:ormai )?(?:un|solo un) ricordo(?= |$)|^(?:e )?acqua passata(?= |$)/,
  es: /^(?:es|ya es|son) (?:historia|cosa del pasado|agua pasada)(?= |$)|^(?:ya )?(?:quedo|quedaron) atras(?= |$)/,
};
/**
 * A negation right before the word of resolution, an auxiliary or "yet" between at most ("hasn't gone
 * away", "non è passato", "n'est pas partie", "ist nicht weg"): the symptom is not over. The look-behind
 * stands after the space that opens the resolution word's match, so it sees the word before it.
 */
const NOT_BEFORE =
  '(?<!(?:^| )(?:not|t|never|non|no|nicht|nie|pas|n|ne|hasnt|havent|hadnt|isnt|wasnt|didnt|doesnt|dont|aint|nunca|mai|jamais)(?: (?:e|ha|ho|hanno|sono|era|is|has|have|had|been|yet|est|ist|sind|war|es|se|me|le|ya|ancora|encore|noch|todavia|aun|mica|gar|immer|du tout|at all|affatto|per niente|really|completely|vraiment|completement|del todo|ganz|komplett|wirklich|davvero|completamente|proprio)){0,2} )';
const BLEEDING_STOPPED = /(?:^| )(?:hat |ist )?aufgeh(?:o|oe)rt zu bluten(?= |$)/g;
const RESOLVED: Rx = {
  en: new RegExp(`(?:^| )${NOT_BEFORE}(?:(?<!(?:she|he|i|they|mum|dad|mam) )went down(?! (?:my|his|her|the|to|into|in|through)(?: |$))|gone down(?! (?:my|his|her|the|to|into|in|through)(?: |$))|gone(?! (?:for(?! (?:now|good|the moment|the time being))|through|into|up|off|right off|dead|numb|weak|floppy|limp|blue|grey|gray|white|pale|stiff|cold|funny|wrong|all|quiet|heavy|droopy|lopsided|red|black|purple|dizzy|blurry|dark)(?: |$))|went away|gone away|(?:has|have|had) (?:now |finally |completely |all )?stopped(?! (?:\\w+ing|making sense|me|him|her|us|them|my|the|it)(?: |$))|wore off|worn off|wearing off|has passed|passed now|it passed|it stopped|stopped after|stopped on its own|resolved|cleared up|cleared|has cleared|settled down|settled|subsided|is over|disappeared|eased off|eased|calmed down|better now|behind me|no longer there|healed|stopped straight away|stopped quickly|fine now|ok now|okay now|normal again|back to normal|stops (?:straight away|quickly|on its own|by itself))(?= |$)`),
  it: new RegExp(`(?:^| )${NOT_BEFORE}(?:passat[oaie]|sparit[oaie]|sgonfiat[oaie]|andat[oa] via|finit[oa]|risolt[oa]|scompars[oa]|alle spalle|si e fermat[oa]|fermat[oa] subito|smesso|tornat[oa] normale|si ferma subito|smette subito|si ferma da sol[oa]|tutto a posto ora|non l ho piu (?:sentit[oa]|avut[oa])|non (?:me |mi )?l[ao]? (?:sento|sent[oa]|ho|avverto) piu|non (?:mi )?(?:e|si e) piu (?:tornat[oa]|ripresentat[oa]|ricapitat[oa]|venut[oa]))(?= |$)`),
  es: new RegExp(`(?:^| )${NOT_BEFORE}(?:se (?:me |le )?(?:fue|paso|quito|bajo|deshincho|desinflamo)(?! (?:mi|mis|su|sus|tu|nuestr[oa]) (?:viejo|vieja|esposo|esposa|marido|mujer|hij[oa]s?|madre|padre|mama|papa|novi[oa]|pareja|herman[oa]s?|companer[oa]|amig[oa]s?)(?: |$))|desaparecio|ya paso|se calmo|se resolvio|(?<!por )atras|paro|se paro|se detuvo|ya paro|se corto|para enseguida|se para sol[oa]|se corta enseguida|ya estoy bien|ya (?:se )?(?:me |le )?(?:bajo|ha bajado|quito|fue)|(?:ya )?me recupere|(?:ya |ahora )?respiro (?:bien|normal)|ya (?:estoy|me siento) (?:bien|mejor)|ya no (?:la|lo|las|los) (?:siento|tengo|noto)|ya no (?:me |le )?(?:duele|molesta)(?! (?:la|el|los|las|mi|mis) (?!pecho|torax)\\w+))(?= |$)`),
  de: new RegExp(`(?:^| )${NOT_BEFORE}(?:(?<!(?:knickt|knickte|sackt|sackte|kippt|kippte|rutscht|bricht|luft|luft bleibt|luft bleibt mir|geld|handy|schlussel|sachen|telefon|essen|kurz|kurzzeitig|minutenlang|sekundenlang|stundenlang|weile|bein|beine|arm|einen moment|lang ich|lange ich|lang er|lange er|lang sie|lange sie|zeit lang|zeitlang|minuten|sekunden|(?:lass|lasse|lassen|liess|lies|knick|knicke|knickt|sackt|sack)(?: \\w+){0,3}) )weg|vorbei|verschwunden|abgeklungen|weggegangen|zurue?ckgegangen|abgeschwollen|wieder gut|hinter mir|aufgeh(?:o|oe)rt|hat aufgeh(?:o|oe)rt|wieder normal|wieder weg|gehts wieder|geht s wieder|geht es wieder|(?:ist )?alles wieder gut|wieder ok|wieder okay|(?:deutlich|viel|schon viel|wesentlich) besser|besser geworden|hort (?:aber )?(?:gleich|sofort|schnell|dann|von selbst) (?:wieder )?auf|hat sich gelegt|haben sich gelegt|beruhigt sich|hat sich beruhigt)(?= |$)`),
  fr: new RegExp(`(?:^| )${NOT_BEFORE}(?:passee?s?(?! (?:presque|pas|plus|mal|difficilement|a peine)(?: |$))|partie?s?|degonflee?s?|retombee?s?|disparue?s?|calmee?s?|finie?s?|derriere moi|s est arretee?|arretee? tout de suite|redevenue? normale?|s arrete (?:tout de suite|vite|tout seul)|ca va mieux|va mieux maintenant|ca va maintenant|va bien maintenant|tout est rentre dans l ordre|terminee?s?|va mieux|vont mieux|s ameliore|s est amelioree?)(?= |$)`),
};

const HYPOTHETICAL: Rx = {
  en: w('what happens if|what would happen if|what to do (?:if|in case)|what is (?:a|an)|what s (?:a|an)|(?:scared|afraid|worried|frightened|terrified) (?:i ll|ill|i will|i might|i may|i could) (?:have|get)|(?:scared|afraid|worried|frightened|terrified)(?: \\w+){0,2} of (?:having|getting)|is it normal|should i worry|just asking|how (?:do|would|can|will) (?:i|you|we) (?:know|tell|recogni[sz]e|spot)|how to (?:tell|know|recogni[sz]e|spot)|what are the signs|what (?:should|do|would) i do if|what if|in case|should i (?:call|go|ring|phone|dial)|when should i|(?:call|ring|phone|dial) (?:you |\\d+ |an ambulance |the ambulance )?if|go to (?:the )?(?:er|hospital) if|told me to (?:call|watch)|warned me|signs of|symptoms of|in the event|if ever|if it happens|if this happens'),
  it: w('(?:cosa|che) succede se|(?:cosa|che) fare (?:se|in caso)|cos e (?:un|una)|che cos e|devo (?:chiamare|andare)(?: \\w+){0,3} se|(?:ho )?(?:una )?paura (?:\\w+ )?(?:che mi (?:venga|vengano|prenda)|di (?:avere|fare|farmi venire))|temo (?:che mi venga|di avere|di fare)|e normale|chiedo solo|come (?:faccio|si fa) a (?:capire|sapere|riconoscere)|come (?:capisco|riconosco)|come si (?:riconosce|capisce)|segni d(?:i|el|ell|ella|ei)|nel caso|in caso di|qualora|cosa (?:devo fare|faccio) se|che faccio se|se (?:mi |ti |gli |le |ci |si )?dovess(?:i|e|ero|imo)|(?<!come )se avess[ie]|segni di|sintomi di|(?<!\\w )e se|se mai|se (?:dovesse|succede|succedesse)|(?:ho )?paura (?:che (?:\\w+ ){0,3}mi (?:venga|vengano|prenda|succeda|capiti)|di (?:avere|fare|farmi venire))|quali sono i (?:segni|sintomi|segnali)|segnali d(?:i|el|ell|ella|ei)|se mi (?:viene|venisse|capita|capitasse|dovesse|torna|ritorna|tornasse|ritornasse|riviene|rivenisse|succede)'),
  es: w('que hacer (?:si|en caso)|suponiendo que|supongamos que|en el supuesto de que|imagin(?:ese|ate|e) que|es normal|solo pregunto|(?:y )?que pasa(?:ria)? si|(?:me|le) pregunt(?:o|aron|a) si|como (?:se|sabre|saber|reconozco|reconocer|puedo saber)|cuales son (?:las senales|los sintomas)|senales d(?:e|el)|en caso de|por si|que (?:hago|debo hacer) si|y si|si llegara|cuando (?:debo|tengo que|hay que)|(?:me )?(?:puede|podria) (?:dar|provocar|causar)(?:me)? (?:un|una)$|(?:me )?(?:dij(?:o|eron)|explic(?:o|aron)|indic(?:o|aron)|recomend(?:o|aron)|advirti(?:o|eron)) que (?:si|en caso)|cuanto es|que es (?:un|una)|(?:tengo que|debo|hay que) (?:ir|llamar)(?: \\w+){0,3} si|vigil(?:e|ar) si|senales de|sintomas de|si (?:me )?(?:da|diera|viene|viniera|pasa|pasara)|si alguna vez|si (?:algun|un) dia|(?:me )?(?:preocupa|da miedo|asusta|aterra|angustia) que|miedo (?:de |a )?que|temo que|es (?:peligroso|grave|malo) si'),
  de: w('was passiert(?: denn| eigentlich| dann)? (?:wenn|falls)|was (?:er|sie|man|wir|ich) (?:\\w+ )?(?:tun|machen) (?:soll|sollte|muss|kann)|fu?e?r den fall|angenommen|gesetzt den fall|im notfall|notfalls|darf ich (?:\\w+ ){0,3}bei|(?:angst|sorge)(?: davor)? dass|befurchte(?: ich)? dass|ist das normal|frag nur|woran (?:erkenne|erkenn|merke|merk|sehe|seh|sieht|erkennt) (?:ich|man)|woran (?:\\w+ )?(?:wurde|wuerde|wurd|soll|sollte|kann|konnte) (?:ich|man)|wie (?:erkenne|erkenn|merke|merk|weiss) ich|woran merkt man|wie erkennt man|wie merkt man|wie merk ich|was soll ich machen wenn|falls|im falle?|was (?:mache|mach|soll|muss|tu|tue) ich(?: dann)?(?: (?:tun|machen))? (?:wenn|bei|falls)|was ist (?:ein|eine)|was tun bei|woran man|wie man (?:\\w+ ){0,3}erkennt|(?:arzt|arztin|doktor|hausarzt|hausarztin|apotheker|apothekerin) (?:sagte|meinte|sagt|meint)(?: mir| uns)? (?:bei|wenn|falls)|sollte ich|anzeichen|symptome von|was wenn|was ist wenn|wann (?:soll|sollte|muss) ich|ab wann|kann (?:ich|man) (?:davon |dadurch |so |da |\\w+ \\w+ \\w+ )?(?:einen|eine|ein)$|(?:angst|sorge) vor (?:einem|einer)|wenn man|hat (?:mir )?gesagt (?:bei|wenn|falls)|(?:aufpassen|achten) ob|wenn ich (?:mal|je|einmal)|sollte es|soll ich (?:\\w+ ){0,3}(?:anrufen|rufen|fahren|gehen|melden|kommen) (?:wenn|falls)(?: \\w+){0,3}'),
  fr: w('que se passe t il si|qu est ce qui se passe si|qu est ce qui arrive si|quoi faire (?:si|en cas)|qu est ce qu(?:e)? (?:un|une|l)|c est quoi (?:un|une|l)|est ce que je dois(?: \\w+){0,4} si|dois je(?: \\w+){0,4} si|faut il(?: \\w+){0,4} si|c est normal|est ce que c est normal|normal d etre|normal d avoir|si par malheur|peur (?:\\w+ )?(?:de (?:faire|refaire|me taper)|d (?:avoir|en faire|en refaire)|qu il m arrive)|crains (?:de faire|d avoir)|est ce normal|je demande juste|comment (?:savoir|reconnaitre|je sais|on sait|je reconnais|reconnait on|on reconnait)|quels sont les (?:signes|symptomes)|signes d(?:e|u|es)?|au cas ou|en cas d(?:e)?|que faire si|que dois je faire si|si jamais|signes de|symptomes de|et si|s il m arrive|si (?:un jour|j ai|j avais)'),
};

/**
 * The clause opens as a general question: "can you overdose on paracetamol", "kann man", "peut on"; or
 * as the patient's bare condition right before the match ("if I took the whole box I'd be in trouble").
 */
const GENERAL_QUESTION: Rx = {
  en: /^(?:can|could) (?:you|one|people|someone|a person)$|^is it possible to$|^(?:and |but )?if i$/,
  it: /^(?:si puo|ci si puo|e possibile)$/,
  es: /^(?:se puede|uno se puede|es posible)$/,
  de: /^(?:kann man|ist es moglich)(?: \w+){0,4}$/,
  fr: /^(?:on peut|peut on|est ce qu on peut|est il possible de)$/,
};

/** A dose asked about, planned or warned against ("should I take a double dose?", "never take a double dose"): overdose only. */
const DOSE_MODAL: Rx = {
  en: w('would it be|would it|what happens if|should i|shall i|can i|could i|may i|do i|is it ok to|is it okay to|is it safe to|am i supposed to|supposed to|never|not to|told me not|don t|dont|do not'),
  it: w('sarebbe|cosa succede se|devo|dovrei|posso|potrei|si puo|bisogna|mai|di non|non devo|non bisogna'),
  // es: the modal governs the dose only when it is close before it and no "y" or "pero" opens another statement between them
  // ("con este calor que no se puede ni salir y anoche me tomé medio bote" is an act told after a complaint)
  es: new RegExp(`${w('seria|que pasa si|tengo que|debo|deberia|puedo|podria|hay que|se puede|nunca|que no|no debo|no hay que').source}(?:(?! (?:y|e|pero)(?: |$)) \\w+){0,5}$`),
  de: w('ware es|waere es|was passiert wenn|soll ich|sollte ich|darf ich|kann ich|muss ich|soll man|sollte man|darf man|nie|niemals|nicht'),
  fr: w('serait|que se passe t il si|dois je|je dois|est ce que je dois|puis je|je peux|est ce que je peux|faut il|il faut|jamais|de ne pas|ne pas'),
};
/**
 * Round 8 (decision 302), overdose only. A dose the doctor told or changed, told before the match ("el médico me ha
 * dicho que tome el sintrom dos veces al día", "the doctor told me to double my warfarin", "hat gesagt ich soll"): an
 * instruction, not an act.
 */
const CLINICIAN_TOLD_BEFORE: Rx = {
  en: w('(?:doctor|gp|nurse|consultant|specialist|diabetes nurse|pharmacist)s? (?:told|said|wants|asked) (?:me |him |her |us )?(?:to|i should|i could)|(?:was|been|were) told to'),
  it: w('(?:medico|dottore|dottoressa|diabetologo|diabetologa|cardiologo|cardiologa|infermiera|infermiere) (?:mi |gli |le |ci )?(?:ha|hanno) (?:detto|consigliato|prescritto|chiesto) (?:di|che)|mi (?:hanno|ha) detto (?:di|che)'),
  es: w('(?:medico|medica|doctor|doctora|enfermera|enfermero|cardiologo|cardiologa|endocrino|endocrina) (?:me |le |nos )?(?:ha dicho|dijo|ha mandado|mando|ha pedido|pidio|ha recetado|receto) que|me (?:han|ha) dicho que|me dijeron que'),
  de: w('(?:arzt|arztin|hausarzt|hausarztin|doktor|diabetologe|diabetologin|kardiologe|kardiologin|pflegerin|schwester) (?:hat|meinte|sagte|will)(?: mir| uns)?(?: gesagt)?(?: dass)? (?:ich|wir|er|sie) (?:soll|sollte|solle|sollen)|hat gesagt (?:ich|er|sie) soll'),
  fr: w('(?:medecin|docteur|diabetologue|cardiologue|infirmiere|infirmier) (?:m|lui|nous) a (?:dit|demande|conseille|prescrit) (?:de|d|que)|on m a dit de|m ont dit de'),
};
/** A clause opening "if" before the dose and asking what it would do after it ("se faccio l'insulina due volte per sbaglio cosa succede?"). */
const DOSE_IF_OPENING: Rx = {
  en: /^(?:and |but )?(?:what )?if(?: | i$|$)/,
  it: /^(?:e |ma )?se(?: |$)/,
  // "si" alone is also "sí": only with a verb of taking after it
  es: /^(?:y |pero )?si (?:(?:me|se|le|lo|la|las|los) )*(?:tomo|pongo|pincho|inyecto|tomara|pusiera|tomase|toma|pone)(?: |$)/,
  de: /^(?:und |aber )?(?:wenn|falls)(?: |$)/,
  fr: /^(?:et |mais )?si(?: |$)/,
};
const DOSE_IF_ASKED: Rx = {
  en: w('what happens|what would happen|is (?:that|it|this) (?:dangerous|bad|serious|ok|okay)|would (?:that|it) be (?:dangerous|bad|a problem)'),
  it: w('cosa succede|che succede|cosa succederebbe|cosa mi succede|e pericoloso|e grave|fa male|e un problema'),
  es: w('que pasa|que pasaria|que me pasa|es peligroso|es grave|es malo|pasa algo'),
  de: w('was passiert|was dann|ist (?:das|es) (?:gefahrlich|gefaehrlich|schlimm)|ware (?:das|es) (?:gefahrlich|schlimm)'),
  fr: w('qu est ce qui se passe|que se passe t il|ca fait quoi|c est dangereux|c est grave|est ce dangereux|est ce grave'),
};
/** A dose error a pharmacist or a doctor said was fine, anywhere in the reply ("rang the pharmacist and she said it's fine"). */
const REVIEWED_FINE: Rx = {
  en: w('(?:pharmacist|doctor|gp|nurse|111)(?: \\w+){0,4} (?:said|says|told me)(?: \\w+){0,3} (?:it s fine|its fine|it was fine|fine|nothing to worry|not to worry|no harm|harmless|ok|okay)'),
  it: w('(?:farmacista|medico|dottore|dottoressa|guardia medica)(?: \\w+){0,2} (?:ha detto|dice|mi ha detto)(?: che)? (?:non succede niente|non succede nulla|non e niente|non e grave|va bene|e tutto ok|nessun problema|non fa niente)'),
  es: w('(?:farmaceutico|farmaceutica|medico|medica|doctor|doctora|enfermera)(?: \\w+){0,2} (?:ha dicho|dijo|dice|me dijo)(?: que)? (?:no pasa nada|no es nada|no es grave|esta bien|todo bien|ningun problema)'),
  de: w('(?:apotheker|apothekerin|arzt|arztin|hausarzt|hausarztin)(?: \\w+){0,2} (?:hat gesagt|sagt|meinte|sagte)(?: \\w+){0,2} (?:nicht schlimm|kein problem|alles gut|alles in ordnung|harmlos|unbedenklich)'),
  fr: w('(?:pharmacien|pharmacienne|medecin|docteur|infirmiere)(?: \\w+){0,2} (?:a dit|dit|m a dit)(?: que)? (?:c etait pas grave|c est pas grave|ce n est pas grave|pas grave|rien de grave|aucun probleme|pas de probleme)'),
};
/**
 * Round 8 (decision 302): the words before a dose that a modal or a negation of `DOSE_MODAL` may come from. A
 * negation of an earlier verb, before "and" or a verb of thinking, is not about the dose ("mi hija que no viene a
 * verme y anoche … me tomé medio bote", "weiss ich nich ich glaub ich hab mein insulin doppelt gespritzt").
 */
const MODAL_SCOPE_CUT = / (?:and|then|y|luego|e|poi|und|dann|et|puis|i think|i guess|creo que|penso che|credo che|ich glaub|ich glaube|je crois que|je pense que) /g;
function modalScope(before: string): string {
  const parts = ` ${before} `.split(MODAL_SCOPE_CUT);
  return (parts[parts.length - 1] as string).trim();
}
/** A leaflet or a warning about what to watch for ("the leaflet says to call if your tongue swells"). */
/** A sign named as the subject of an advert or an article ("saw the ad about stroke signs", "la pubblicità sui sintomi dell'ictus"). */
const ABOUT_THE_SIGNS: Rx = {
  en: /(?:^| )(?:ad|advert|advertisement|poster|campaign|leaflet|article|programme|program|documentary|video) (?:about|on|for)(?: the)?(?: (?:signs|symptoms) of(?: an?)?)?$/,
  it: /(?:^| )(?:pubblicita|spot|manifesto|campagna|opuscolo|volantino|articolo|servizio|documentario|video|programma) (?:su|sul|sulla|sui|sugli|sulle|sull|riguardo)(?: (?:sintomi|segni|segnali) (?:di|del|della|dell|dello))?(?: (?:un|una|l))?$/,
  es: /(?:^| )(?:anuncio|publicidad|cartel|campana|folleto|articulo|reportaje|documental|video|programa) (?:sobre|acerca de|de (?:los|las) (?:sintomas|signos|senales) de)(?: (?:los|las|el|la))?(?: (?:sintomas|signos|senales) (?:de|del)(?: (?:un|una|la|el))?)?$/,
  de: /(?:^| )(?:werbung|plakat|kampagne|broschure|flyer|artikel|bericht|beitrag|sendung|doku|dokumentation|video|spot) (?:uber|ueber|zu|zum|zur)(?: (?:den|die|das|einen|eine))?(?: (?:anzeichen|symptome|warnzeichen) (?:fur|fuer|von|eines|einer|des|der)(?: (?:einen|eine|den|die))?)?$/,
  fr: /(?:^| )(?:pub|publicite|affiche|campagne|brochure|depliant|article|reportage|documentaire|video|emission|spot) (?:sur|a propos)(?: (?:le|la|les|l|des|du|de l|de la))?(?: (?:signes|symptomes) (?:de|d|du|de l|de la)(?: (?:un|une|l))?)?$/,
};
/** A suspicion right before the sign ("they thought it was a stroke", "pensavano fosse un infarto"), and its ruling out after it. */
const SUSPECTED_BEFORE: Rx = {
  en: /(?:^| )(?:thought|feared|worried|suspected)(?: (?:it|he|she|i|they|we))? (?:was|were|had|might be|could be|was having|were having|might have|d had)(?: an?)?$/,
  it: /(?:^| )(?:pensav[oa]|pensavano|credev[oa]|credevano|temev[oa]|temevano|sospettav[oa]|sospettavano|ho pensato|hanno pensato|abbiamo pensato|ho temuto|hanno temuto)(?: (?:che|di))?(?: (?:fosse|fossero|avessi|avesse|avere|stessi avendo|stesse avendo|mi venisse|gli venisse|le venisse))?(?: (?:un|una|uno))?$/,
  es: /(?:^| )(?:pense|pensaba|pensaron|pensamos|pensabamos|creia|crei|creyeron|creimos|creiamos|temia|temi|temian|temimos|sospechaban|sospechaba)(?: que)?(?: (?:era|eran|fuera|tenia|tuviera|estaba teniendo|me daba|me estaba dando|le daba|le estaba dando|me iba a dar|le iba a dar))?(?: (?:un|una))?$/,
  de: /(?:^| )(?:dachte|dachten|befurchtete|befurchteten|befuerchtete|vermutete|vermuteten|hatte angst)(?: (?:ich|er|sie|wir|es|das))?(?: (?:hatte|hatt|hab|habe|war|ware|waere|sei|hat|hatten|kriege|kriegt|bekomme|bekommt))?(?: (?:einen|eine|ein|nen|n))?$/,
  fr: /(?:^| )(?:je croyais|j ai cru|on a cru|ils ont cru|elle a cru|il a cru|je pensais|j ai pense|on pensait|on a pense|ils pensaient|ils ont pense|je craignais|j avais peur|on craignait)(?: (?:que|qu|d|de))?(?: (?:c etait|ce soit|ca soit|j avais|je faisais|il faisait|elle faisait|faire|avoir|j etais en train de faire|il avait|elle avait))?(?: (?:un|une))?$/,
};
const RULED_OUT: Rx = {
  en: /(?:^| )(?:but )?(?:it|he|she|they|i) (?:wasn t|wasnt|was not|weren t|werent|hadn t|hadnt|didn t|didnt)(?= |$)|(?:^| )ruled (?:it |that )?out(?= |$)|(?:^| )turned out (?:to be |it was )?(?:nothing|fine|not)(?= |$)|(?:^| )(?:but )?it was (?:just|only)(?= |$)/,
  it: /(?:^| )(?:(?:ma )?non (?:lo )?(?:era|e stato|e stata|erano)|(?:era|erano|e stato|e stata) (?:solo |soltanto |tutta )?(?:niente|nulla|ansia|gas|aria|stress|un attacco di panico)|(?:l hanno |hanno |ha )?esclus[oa]|falso allarme|solo uno spavento|(?:ma )?(?:era|erano|e stato|e stata) (?:solo|soltanto))(?= |$)/,
  es: /(?:^| )(?:(?:pero )?no (?:lo )?(?:era|fue|eran)|(?:era|eran|fue) (?:solo |nada mas que )?(?:nada|ansiedad|gases|estres|un ataque de (?:panico|ansiedad))|(?:lo )?descartaron|descartad[oa]|falsa alarma|(?:se )?quedo en (?:nada|un susto)|solo (?:fue )?un susto|(?:pero )?(?:era|eran|fue) (?:solo|nada mas))(?= |$)/,
  de: /(?:^| )(?:(?:aber )?(?:es )?(?:war|wars)(?: es| s)?(?: aber| doch| zum gluck)?(?: nur| bloss)? (?:nicht|nichts|keiner|keine|keins|die nerven|verspannungen|eine verspannung|eine panikattacke|blahungen|stress|nichts schlimmes)|ausgeschlossen|falscher alarm|blinder alarm|(?:es )?(?:war|wars)(?: es| s)?(?: aber| doch)? (?:nur|bloss))(?= |$)/,
  fr: /(?:^| )(?:(?:mais )?(?:c etait|c est|ce n etait|ce n est|c etait) (?:pas ca|rien|pas un|pas une|que (?:du stress|de l angoisse|des gaz|une crise d angoisse))|(?:ils|ils l|on l|le medecin l|le docteur l)? ?(?:ont|a) (?:ecarte|exclu|elimine)|fausse alerte|plus de peur que de mal|rien de grave|(?:mais )?c etait (?:juste|seulement|que))(?= |$)/,
};
const LEAFLET = w('leaflet|the label|package insert|patient information|if your|foglietto|bugiardino|foglio illustrativo|prospecto|el folleto|papelito|el instructivo|instructivo|el inserto|beipackzettel|packungsbeilage|la notice|la notice dit');

/** A clause that opens with a condition: a question about what to do may end the clause before it. */
const CONDITION_FIRST = /^(?:if|when|se|quando|si|cuando|wenn|falls|bei|quand|dass)(?: |$)/;

/** "if my face ever droops", "se mai", "si jamais", "falls jemals": the condition may straddle the match. */
const IF_EVER = w('if (?:\\w+ ){0,3}ever|se mai|si alguna vez|falls (?:\\w+ ){0,3}(?:jemals|mal)|wenn (?:\\w+ ){0,3}jemals|si jamais');

/** Someone else, not with the patient: a neighbour, a story on television, a person who died of it. */
const ELSEWHERE = w('next door|neighbou?rs?|upstairs|downstairs|tv|telly|netflix|a show|a film|a movie|the news|documentary|died of|(?:il|la|mio|mia|i|le|miei|mie) vicin[oaie]|vicin[oaie] di casa|del piano di sopra|in tv|alla tv|telegiornale|chi l ha visto|un film|parlavano di|morto di|morta di|vecin[oa]|de arriba|de al lado|la tele|una serie|mi amig[oa]|una amig[oa]|un amigo|la novela|las noticias|el noticiero|el periodico|el diario|en su trabajo|(?:a )?un (?:companero|senor|muchacho|chavo|conocido|amigo|vecino|paciente)|(?:a )?una (?:companera|senora|muchacha|conocida|amiga|vecina|paciente)|la telenovela|la pelicula|companer[oa] de trabajo|en el trabajo|un programa|murio de|nachbar\\w*|kolleg\\w*|bei der arbeit|im krimi|krimi\\w*|thriller|im film|in der serie|im fernsehen|im tv|doku|gestorben an|voisin\\w*|collegues?|la serie(?! d)|une serie(?! d)|le feuilleton|le film|le heros|l heroine|le personnage|a la tele|a la television|un documentaire|mort d|morte d|ils ont passe|i m (?:ok|fine|alright)|im (?:ok|fine|alright)|i am (?:ok|fine)|io sto bene|io bene|yo estoy bien|yo bien|mir geht (?:es|s) gut|mir gehts gut|moi ca va|moi je vais bien');
/**
 * German: "mir geht's gut (danke)" opening a reply is a playing-down, not someone else's story, unless a
 * third person is told before the match ("mir geht's gut, nur er ist umgekippt"): the patient's own
 * complaint after it ("nur seit heut morgen so ein Engegefühl in der Brust") has no subject to name.
 */
const FINE_OPENING_DE = /(?:^| )mir (?:geht (?:es|s)|gehts) (?:\w+ )?gut(?= |$)/g;
const THIRD_PERSON_DE = /(?:^| )(?:er|sie|ihm|ihn|ihr|ihre\w*|seine?\w*|jemand|mann|frau|sohn|tochter|vater|mutter|papa|mama|opa|oma|kind|kinder|enkel\w*|bruder|schwester|freund\w*|partner\w*)(?= |$)/;
/** Whether the reply names someone elsewhere; in German a fine opening alone needs a third person before the match. */
function elsewhereIn(lang: Language, reply: string, before: string): boolean {
  if (!ELSEWHERE.test(reply)) return false;
  if (lang !== 'de' || ELSEWHERE.test(reply.replace(FINE_OPENING_DE, ' '))) return true;
  return THIRD_PERSON_DE.test(before);
}
/** "my neighbour", "il mio vicino", "mein Nachbar", "mon voisin": the possessive names the other person, not the patient. */
const OTHER_PERSON = w('(?:my|our|mi|mis|nuestr[oa]|il mio|la mia|mio|mia|mein(?:e|em|en|er)?|unser(?:e|em|en|er)?|mon|ma|notre) (?:neighbou?rs?|vicin[oaie]|vecin[oa]s?|nachbar\\w*|voisin\\w*|friend|mate|buddy|pal|amic[oa]|amig[oa]|freund\\w*|ami|amie|sister in law|brother in law|aunt|uncle|cousin|colleague|coworker|brother|sister|cognat[oa]|zi[oa]|cugin[oa]|collega|fratello|sorella|cunad[oa]|ti[oa]|prim[oa]|companer[oa]|herman[oa]|schwa(?:e)?ger\\w*|schwieger\\w*|tante|onkel|cousin\\w*|kolleg\\w*|bruder|schwester|belle soeur|beau frere|belle mere|beau pere|oncle|cousine|collegue|frere|soeur)|(?:my|our|mi|mis|nuestr[oa]|il mio|la mia|mio|mia|mein(?:e|em|en|er)?|unser(?:e|em|en|er)?|mon|ma|notre) (?:neighbou?rs?|vicin[oaie]|vecin[oa]s?|nachbar\\w*|voisin\\w*|friend|mate|buddy|pal|amic[oa]|amig[oa]|freund\\w*|ami|amie|sister in law|brother in law|aunt|uncle|cousin|colleague|coworker|brother|sister|cognat[oa]|zi[oa]|cugin[oa]|collega|fratello|sorella|cunad[oa]|ti[oa]|prim[oa]|comadre|compadre|companer[oa]|herman[oa]|schwieger\\w*|tante|onkel|cousin\\w*|kolleg\\w*|bruder|schwester|belle soeur|beau frere|belle mere|beau pere|oncle|cousine|collegue|frere|soeur)');
/**
 * Someone who lives elsewhere or a stranger in a shop ("mio fratello che vive a Torino", "al señor de la tienda"): with no
 * first person before the match, someone elsewhere; never for self-harm or danger at home, which a reply may tell beside them.
 */
const LIVES_ELSEWHERE = w('che (?:vive|abita) a|que vive (?:en|por|lejos)|who lives in|(?:a |al )(?:el )?senor de|(?:a )?la senora de');
/** "mi vecino que …", "mi amiga a la que …": the other person is the subject of the relative clause ending at the match. */
const OTHER_PERSON_WHO: Rx = { es: new RegExp(`${OTHER_PERSON.source.replace('(?= |$)', '')}(?: \\w+){0,2} (?:que|quien|a (?:la|el|quien) que)(?: (?:le|se|lo|la))*$`) };
/**
 * A day already past ("gestern", "letzte Woche", "yesterday"): with a relative who does not live with
 * the patient as the subject ("meine Schwester ist gestern ohnmächtig geworden"), someone elsewhere.
 */
const PAST_DAY = w('gestern|vorgestern|neulich|letzte woche|letzten (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|am wochenende|yesterday|last (?:week|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|ayer|antier|anteayer|la semana pasada|el otro dia|el fin de semana|el finde|el mes pasado|letzten monat|im urlaub|last month|hier|avant hier|la semaine derniere|le mois dernier|ieri|l altro ieri|la settimana scorsa|il mese scorso|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: pasado)?|am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: dernier)?|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica) scors[oa]|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|ieri l altro|(?:(?:lo )?scorso )?(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato)(?: scorso)?|(?:la )?domenica(?: scorsa)?|lo scorso fine settimana');
/** "of my": a possessive inside a genitive names whose the other person is ("der Kollege von meinem Mann", "le collègue de ma fille"), not the patient. */
const OF_MY = w('(?:von|vom|de|del|di|of) (?:my|mi|mis|meine[mnrs]?|mein|ma|mon|mes|mio|mia|miei|mie)');
/** A relative outside the household in the dative of a past event ("a mi prima le dio una reacción"): it happened to her. */
const OTHER_PERSON_DATIVE_PAST: Rx = {
  es: /(?:^| )(?:le (?:dio|dieron|paso|agarro|vino)|tuvo|sufrio)(?: \w+)?$/,
  de: /(?:^| )(?:hatte|bekam|erlitt)(?: \w+)?$/,
  fr: /(?:^| )(?:a fait|a eu|avait fait|avait eu|a|avait)(?: \w+)?$/,
  it: /(?:^| )(?:ha avuto|aveva avuto|ha fatto|gli e venuto|le e venuto|gli e venuta|le e venuta)(?: \w+)?$/,
  en: /(?:^| )(?:had|suffered)(?: \w+)?$/,
};
/** A condition opening the clause and told in the subjunctive after the match ("wenn ich ohnmächtig werden sollte, …"). */
const SUBJUNCTIVE_AFTER: Rx = { de: /^(?:\w+ )?(?:werden |sein )?(?:sollte|sollten|wurde|wuerde|wurden|wuerden|ware|waere)(?: |$)/ };
/** "wenn die Kasse nicht zahlt, krieg ich einen Herzinfarkt": an event named as the consequence of a condition is a figure. */
const CONSEQUENCE_DE = /^(?:wenn|falls) .*(?:^| )(?:krieg|kriege|kriegt|bekomm|bekomme|bekommt) (?:ich|er|sie|man) (?:noch |gleich |bald )?(?:einen|nen|n|nen)$/;
/** The patient in the clause; English too in every language, but not "im" in German ("im Fernsehen"). */
const FIRST_PERSON: Rx = {
  en: w('i|im|me|my|myself'),
  it: w('i|me|my|io|mi|mio|mia|miei|mie|ho|sono'),
  es: w('i|me|my|yo|mi|mis|tengo|estoy'),
  de: w('i|me|my|ich|mir|mich|mein\\w*'),
  fr: w('i|me|my|je|j|moi|mon|ma|mes|m'),
};
/** "mein Knie will einfach nicht mehr", "das Auto will nicht mehr": a body part or a thing gives out, not the patient. */
const THING_GIVES_OUT_DE = /(?:^| )(?:knie|knien|rucken|bein|beine|hufte|schulter|schultern|fuss|fusse|arm|arme|hande|hand|gelenke?|magen|kreislauf|augen|kopf|auto|wagen|handy|computer|drucker|waschmaschine|motor|heizung|fernseher)$/;
/** "almost choked on those huge tablets": a figure about the medicine, not a breathing emergency. */
/** "…will kill me if I forget my pills": a threat about taking the medicine, not danger at home. */
const IF_NOT_TAKEN = w('(?:if|se|si|wenn) (?:i )?(?:non |no |ich )?(?:mangio|como|esse|nicht esse|nichts esse|eat)|if i (?:forget|miss|don t take|dont take|skip|don t eat|dont eat)|se (?:non )?(?:dimentico|salto|non prendo|non mangio)|si (?:me )?(?:olvido|no tomo|no me tomo|salto|no como)|si (?:se entera|ve|sabe|me pilla|descubre)(?: de)? (?:que|lo que) (?:me )?(?:he )?(?:comi|comido|como|he comido|me comi|bebi|bebido|no me (?:he )?tom\\w*|me salte|me he saltado|no me (?:he )?(?:medido|puesto)\\w*)|wenn ich (?:sie |die tabletten )?(?:vergesse|nicht nehme|auslasse|nicht esse|nichts esse)|si j oublie|si je (?:ne )?(?:prends|mange) pas|si je saute');
/** A threat reported as said or made ("me dijo que me va a matar", "he threatened to"): meant, whatever laugh follows. */
const REPORTED_THREAT = w('me dijo que|me dice que|dijo que|ha dicho que|disse che|il a dit que|me amenaz\\w*|said he d|said he would|says he ll|threatened|hat gesagt|sagt er|droht\\w*|gedroht|m a dit|il dit qu|menace\\w*|mi ha detto|dice che|minacci\\w*');
/** "kill" said of a scolding ("he'll kill me if I don't eat"); a blow is never a figure ("he hits me if I don't eat"). */
const KILL = w('kill|kills|mata|matar|ammazza|ammazzare|uccide|bringt mich um|umbringen|tuer|tue');
/** "if I get chest pain I call 911, right?": a conditional opening the clause and the call it would lead to. */
const IF_OPENING: Rx = { en: /^if(?: i| you| i m| im| i am| my| his| her)?(?: get| have| feel| ever| start| getting| feeling)?$/, it: /^se(?: mi)?(?: si)?(?:(?: viene| ho| sento| sono| torna| ritorna| riviene)?(?: il| la| lo| l| un| una)?| vedo| noto)$/, es: /^si(?: se)?(?: me| le)?(?: (?:veo|noto|tengo|siento|viera|notara|tuviera|sintiera))?$/, de: /^(?:wenn|falls|bei)(?: ich)?$/, fr: /^si(?: j ai| je(?: suis| me sens| deviens)?| (?:mes|ma|mon|il|elle)(?: \w+)?)?$/ };
const THEN_CALL = w('(?:i |we )?(?:call|ring|phone|go to|should call|should go)|chiamo|chiamare|vado al|vado in|devo chiamare|devo andare|pronto soccorso|llamo|llamar|voy a|debo llamar|(?:tengo|hay) que ir|a urgencias|rufe|anrufen|rufen|in die notaufnahme|ins krankenhaus|soll ich (?:\\w+ ){0,3}(?:rufen|anrufen|fahren|gehen)|que hago|que debo hacer|que tengo que hacer|(?:les |le )?aviso|es grave|es peligroso|gehe ich|fahre ich|ruf ich|j appelle|appeler|je vais aux|je dois appeler');
/** "if my gums bleed …, is that something to worry about?": a condition asked about as a worry (with no word of now). */
const IF_SUBJECT: Rx = {
  en: /^if (?:my|his|her|your|the) \w+(?: \w+)?$/,
  it: /^se (?:(?:mi|gli|le|il|la|lo|i|l|mio|mia|miei|mie|suo|sua) ){1,2}\w+(?: \w+)?$/,
  es: /^si (?:(?:me|le|mi|mis|el|la|los|las|su|sus) ){1,2}\w+(?: \w+)?$/,
  de: /^(?:wenn|falls) (?:mein\w*|sein\w*|ihr\w*|dein\w*|der|die|das) \w+(?: \w+)?$/,
  fr: /^si (?:mon|ma|mes|son|sa|ses|le|la|les|l) \w+(?: \w+)?$/,
};
const WORRY_ASKED: Rx = {
  en: w('is (?:that|it|this) (?:something to worry about|anything to worry about|normal|serious|dangerous|bad|a worry|a concern|an emergency)|should i (?:be )?(?:worry|worried|concerned)|do i need to (?:worry|be worried)|is that ok|is that okay'),
  it: w('e grave|e normale|e pericoloso|e preoccupante|devo preoccuparmi|mi devo preoccupare|c e da preoccuparsi|e da preoccuparsi|e un emergenza|cosa devo fare|che devo fare'),
  es: w('es grave|es normal|es peligroso|es preocupante|(?:me )?(?:debo|tengo que) preocupar(?:me)?|hay que preocuparse|es para preocuparse|es una emergencia'),
  de: w('ist (?:das|es) (?:schlimm|normal|gefahrlich|gefaehrlich|bedenklich|ein notfall|grund zur sorge)|muss ich mir sorgen machen|sollte ich mir sorgen machen|muss ich mir gedanken machen'),
  fr: w('c est grave|est ce grave|est ce normal|c est normal|est ce que c est (?:grave|normal|dangereux|inquietant)|c est dangereux|c est inquietant|dois je m inquieter|je dois m inquieter|faut il s inquieter|faut il m inquieter|faut s inquieter'),
};
/** Going dim on standing up, told as a habit ("mir wird schwarz vor Augen, wenn ich zu schnell aufstehe"): dizziness, not a faint. */
const ON_STANDING = w('when(?:ever)? i (?:stand|get) up|quando mi alzo|cuando me levanto|wenn ich (?:\\w+ ){0,2}aufstehe|beim (?:schnellen )?aufstehen|nach dem aufstehen|beim bucken|quand je me leve|en me levant');
const PRESYNCOPE = w('schwarz vor (?:den )?augen|feel faint|mi sento svenire|siento que me desmayo|je me sens partir');
/** "bin fast umgekippt", "j'ai failli tomber dans les pommes": nearly fainted is not a faint. */
const NEARLY_RIGHT_BEFORE: Rx = { de: /(?:^| )(?:fast|beinahe|beinah)$/, fr: /(?:^| )(?:presque|failli|a deux doigts de)$/ };
const NEARLY = w('almost|nearly|fast|beinahe|beinah|quasi|per poco|casi|por poco|presque|j ai failli|failli');
/** A limb gone numb from lying on it: "slept on it", "drauf gelegen". */
const SLEPT_ON = w('slept on it|lying on it|lay on it|sleeping on it|dormito sopra|ci dormivo sopra|ci ho dormito sopra|dormi encima|dormido encima|dormir encima|dormirme encima|dormi sobre|dormir sobre|drauf gelegen|darauf gelegen|drauf geschlafen|dormi dessus|couche dessus|dormi sur');
/** A strong feeling, not a body failing: "fainted with joy", "laughed so hard I couldn't breathe". */
const EMOTION = w('dalle scadenze|dai debiti|dalle bollette|dai problemi|dagli impegni|dalla burocrazia|dal troppo lavoro|di lavoro|de calor|del calor|dal caldo|di caldo|per il caldo|vor hitze|wegen der hitze|de chaleur|from the heat|in this heat|with joy|of joy|for joy|with laughter|laughed|laughing|laugh|the news|with excitement|from excitement|(?:with|from) (?:happiness|emotion|surprise)|dall emozione|di emozione|per l emozione|dalla sorpresa|dalla felicita|de la emocion|de emocion|de la sorpresa|de felicidad|de la ilusion|vor aufregung|vor ruhrung|vor glueck|vor gluck|vor uberraschung|d emotion|de bonheur|de surprise|dalla gioia|di gioia|dal ridere|ridere|risate|la notizia|de la alegria|de alegria|de risa|de la risa|de lo (?:buen|ric|lind|guap)[oa]s?|la noticia|vor freude|vor lachen|gelacht|totgelacht|kaputtgelacht|totlachen|die nachricht|de joie|de rire|la nouvelle|zum lachen|lache|lachen|de (?:tanto )?reir|riendome|carcajadas|de sueno|del sueno|de (?:la |pura )?verguenza');
/** "de vergüenza", "vor Scham", "de honte" right after a face that falls. */
const SHAME_AFTER = /^(?:\w+ )?(?:de (?:la |pura )?verguenza|vor scham|de honte|di vergogna|dalla vergogna|with shame|in shame)(?= |$)/;
/** "me va a matar de un disgusto", "j'ai failli m'étrangler de rire": a threat or a choking with a feeling as its cause. */
const FEELING_AFTER = /^(?:(?:pero )?(?:de|a) (?:un |una )?(?:disgustos?|sustos?|corajes?|rabia|pena|preocupacion(?:es)?|nervios|risa|aburrimiento|berrinches)|de (?:rire|peur|chagrin|soucis|honte)|di (?:crepacuore|dispiacere|paura|risate|rabbia)|dal ridere|with worry|of worry|vor (?:sorge|kummer|lachen|wut))(?= |$)/;
/** "I thought I'd have …" with the sight that caused it ("j'ai cru faire une crise cardiaque quand j'ai vu le prix"): a fright. */
const THOUGHT_I_WOULD = w('j ai (?:bien )?cru (?:faire|avoir)|cru que j allais (?:faire|avoir)|crei que me (?:daba|iba a dar)|dachte ich (?:krieg|kriege|bekomm|bekomme)|pensavo (?:di avere|che mi venisse)|thought i (?:d|would) have');
const ON_SEEING = w('quand j ai vu|en voyant|cuando vi|al ver|als ich (?:\\w+ ){0,3}(?:sah|gesehen hab)|when i saw|seeing the|quando ho visto|vedendo');
/** A faint or a heart attack foretold ("me voy a desmayar", "I'm gonna have a heart attack"): with a laugh and the medicine, a joke. */
const FORETOLD = w('me voy a|voy a|me va a|me van a|je vais|vais|ich werd\\w*|werd ich|i m gonna|im gonna|gonna|i ll|i will|sto per|mi fara|mi farete|mi faranno');
/** A figure of speech about a cause: "the tax return will give me a heart attack", "I'd kill for a pizza". */
const FIGURE = w('(?:era|roba|cose|prezzi|conto|bolletta|partita|film|finale) da|nearly had|almost had|nearly gave|quasi mi (?:e venuto|veniva|prendeva)|per poco non mi|casi me (?:da|dio|daba)|por poco me|fast (?:einen|nen|hatte|hab|hatte ich|bekommen)|beinahe|beinah|j ai failli (?:faire|avoir)|a failli me donner|gonna give me|going to give me|will give me|ll give me|youll give me|d give me|nearly gave me|almost gave me|mi fara venire|mi faranno venire|mi fanno venire|mi fa venire|quasi mi|me va a dar|casi me da|me da un|va me donner|me donne|fall ich gleich|krieg ich gleich|kriege ich gleich|krieg(?:e)? ich (?:noch|bald|irgendwann) (?:nen|einen|n)|bekomm(?:e)? ich (?:noch|bald|irgendwann) (?:nen|einen)');
/** "for a pizza", not "for a while" (a time: "I've been saving my pills for a while"). */
const FOR_A =
  /^(?:for|per|por|pour|fur) (?:a|an|un|una|uno|ein|eine|une)(?: |$)(?!(?:while|bit|moment|few|long|time|week|month|day|year|couple|po|po di|momento|periodo|settimana|mese|giorno|anno|rato|tiempo|semana|mes|dia|ano|weile|woche|monat|tag|jahr|zeit|semaine|mois|jour|an|temps|peu|moment)(?: |$))/;
/** "going to die of boredom", "morire dal ridere", "morirme de risa", "vor Langeweile sterben", "mourir d ennui": a figure, not a wish. */
const DIE_OF = w('of (?:boredom|laughter|laughing|embarrassment|shame|heat|cold|hunger|curiosity)|laughing|di (?:noia|vergogna|caldo|freddo|fame|curiosita)|dal (?:ridere|caldo|freddo)|dalla (?:noia|vergogna|fame|curiosita)|de (?:la )?(?:aburrimiento|risa|verguenza|calor|frio|hambre|curiosidad|ganas|emocion)|a (?:trabajar|estudiar|currar)|del (?:susto|aburrimiento|calor|frio|sueno)|vor (?:langeweile|lachen|scham|hitze|kalte|hunger|neugier)|d (?:ennui)|de (?:rire|honte|chaud|froid|faim|curiosite)');
/** "not joking", "non sto scherzando", "je rigole pas": the laugh words say it is serious. */
const NOT_JOKING = w('not joking|no joke|not kidding|i really did|really did take|for real|i m serious|im serious|non sto scherzando|non scherzo|sul serio|je rigole pas|je plaisante pas|sans blague|no es broma|no es ninguna broma|no es (?:un|una) (?:decir|forma de hablar|manera de hablar)|no lo digo en broma|no estoy bromeando|lo digo en serio|va en serio|kein scherz|kein spass|ich meine? es ernst|im ernst|pas une blague|je suis serieuse?|serieusement');
const JOKE = w('lol|lmao|rofl|haha+|hehe+|ahah+|jaja+|jeje+|mdr|ptdr|xd|jk|just kidding|kidding|joking|scherzo|sto scherzando|scherzando|broma|bromeando|es broma|spass|scherz|nur spass|blague|je rigole|je plaisante');
/** The check-in itself: its reminders, messages, notifications, questions, the app ("your reminders will kill me lol"). */
const CHECK_IN = w('ask|asking|asks|preguntar|pregunten|preguntais|preguntan|fragen|fragt|fragen sie|demander|redemander|redemandez|demandez|chiedere|chiedete|reminders?|messages?|texts?|notifications?|app|recordatorios?|mensajes?|notificaciones?|avisos?|aplicacion|erinnerung(?:en)?|nachricht(?:en)?|benachrichtigung(?:en)?|rappels?|notifs?|notifications?|appli|application|promemoria|notifiche|messaggi|sms|robot|robots|bot|chatbot|robo');
/**
 * The reason of a complaint about the medicine: its taste, size or number ("so bitter", "so big",
 * "de lo amargas", "tellement ils sont gros"). With the medicine or a laugh in the clause, the crisis
 * words are a figure; not when the clause names taking them all (a plan: "so bitter I'll take the whole box").
 */
const MEDICINE_REASON = w('bitter\\w*|eklig|ekelhaft|schmeck\\w*|geschmack|riesig\\w*|riesending|amarg\\w*|sabor|sabe\\w*|asco|feo|feas?|grandes?|taman[oa]|amers?|amere|gout|enormes?|taille|degueu\\w*|beurk|taste\\w*|huge|size')
/** "un día me ahogo con ellas", "irgendwann erstick ich dran": a choking foretold, not happening. */
const SOME_DAY = w('one day|some day|someday|un dia|algun dia|cualquier dia|irgendwann|eines tages|un jour|un de ces jours|un giorno|prima o poi');
/** A count of pills or doses beyond a day's ("25 pastillas", "took like 30", "dos cajas"): an act, never a joke. */
const MANY_COUNTED = w('[4-9]|\\d{2,}|diez|quince|veinte|treinta|cuarenta|cincuenta|zehn|zwolf|funfzehn|zwanzig|dreissig|vierzig|funfzig|dix|douze|quinze|vingt|trente|quarante|cinquante|dieci|quindici|venti|trenta|quaranta|cinquanta|ten|twelve|fifteen|twenty|thirty|forty|fifty|dos cajas|two boxes|two packs|zwei packungen|deux boites|due scatole');
/**
 * Something done with the medicine, or a child who got at it: pills saved up, prepared, taken or swallowed
 * ("been stockpiling my tablets for when i decide lol", "mi nieto de 3 años se comió unas pastillas jaja"): an act, never a joke.
 */
const ACT_ON_MEDICINE = w('stockpil\\w*|sav(?:ed|ing) up|hoard\\w*|gehortet|gesammelt|gespart|gebunkert|da parte|accumulat\\w*|messo via|junt[eo]|juntadas?|guard[eo]|ahorrad[oa]s?|mis de cote|de cote|prepar\\w*|vorbereitet|took|swallowed|necked|tome|trague|se (?:trago|comio|tomo)|avale\\w*|ingoi\\w*|ingoll\\w*|geschluckt|svuotat\\w*|vaciad[oa]|nieto|nieta|hijo|hija|nino|nina|le petit|la petite|mon petit|ma petite|petit fils|petite fille|enfant|figlio|figlia|nipot\\w*|bambin\\w*|das kind|mein kind|unser kind|der kleine|die kleine|sohn|tochter|enkel\\w*|my son|her son|his son|daughter|kid|toddler|grandson|granddaughter');
/** The words a joke about the medicine is made of. */
const FIGURE_WORD = w('\\w*(?:kill|mata|matar|ammazz|uccid|umbring|bring|tuer|tue|achev|death|dead|muerte|muert|morte|mort|morir|muero|muoio|morire|mourir|meurs|sterb|stirb|tod|tot|toedlich|todlich|grave|grab|end of me|the end|fine di|acab|choke|chok|ahog|atragant|erstick|etouff|etrangl|strozz|soffoc|affog|poison|veneno|gift|velen|infart|herzinfarkt|heart attack|crise cardiaque|loca|loco|wahnsinn|dingue|crazy|pazz|fenster|fenetre|window|ventana|finestra|jeter|tiro|spring|butto|jump|suicid|selbstmord|pendre|hang|erhang|colgar|impicc|overdos|sobredosis|uberdosis|ueberdosis)\\w*');
const WHOLE_SUPPLY = w('all|whole|todas|todos|toda|entera|alle|ganze|ganzen|toutes|tous|toute|entiere|tutte|tutto|intera');
/** "era broma", "war nur ein Spruch", "c'est juste une expression": the patient takes the words back. */
const RETRACTED = w('(?:era|es|fue) (?:una |solo una |solo )?broma|lo dije en broma|(?<!no )(?:era|es) (?:un|una) (?:decir|forma de hablar|manera de hablar)|(?:war|ist|das war|das ist) (?:doch |nur |bloss |halt |ja )*(?:ein |so )?(?:spass|scherz|spruch|witz|dahingesagt|redensart|redewendung)|nur so dahingesagt|so dahingesagt|(?:c est|c etait) (?:juste |seulement |qu )?(?:une )?(?:expression|blague|facon de parler|pour rire)|just an expression|(?:was|is) (?:just )?a (?:joke|figure of speech)|just a figure of speech|(?:ha ha(?: ha)*|haha+|lol) (?:no|nah)(?! one| body| point| reason| way| hope| future| longer| more| i (?:really|did|have|took|m not))(?: (?:just )?(?:kidding|joking))?');
const MEDICINE = w('\\w*(?:tabletten?|pillen|kapseln|capsulas|gelules|pastiglie|pillole|compresse|pastillas|comprimes|cachets)|pills?|tablets?|meds|medicines?|medications?|drugs|pastiglie|pillole|compresse|farmac[oi]|medicin[ae]|pastillas?|medicinas?|medicamentos?|tabletten?|medikamente?|pillen|comprimes?|medicaments?|cachets?|medocs?|capsules?|kapsel|capsula|gelule|sirop|jarabe|sciroppo|syrup|saft|gouttes|gotas|gocce|drops');

/** The medicine as the subject of a threat ("tanta pastilla me va a matar", "these pills will kill me"). */
/** Not across a conjunction: "me esconde las pastillas y me empuja" is done to the patient by a person. */
const MEDICINE_SUBJECT = new RegExp(`${MEDICINE.source}(?: (?!(?:y|e|and|und|et|ed|pero|but|aber|mais|ma)$)\\w+)?$`);

/** A threat from someone at work is a figure of speech ("my boss will kill me if I'm late"), not danger at home. */
/** The doctor or nurse as the subject of a threat ("der Arzt bringt mich um, wenn er meine Werte sieht"): a scolding, not danger at home. */
const CARER = w('doctor|doc|gp|nurse|arzt|arztin|hausarzt|hausarztin|doktor|medico|medica|enfermer[oa]|medecin|docteur|toubib|infirmier|infirmiere|dottore|dottoressa|infermier[ea]');
const WORK_PERSON = w('boss|manager|supervisor|teacher|coach|chef|cheffe|patron|patronne|capo|capa|direttore|direttrice|jefe|jefa|encargad[oa]|vorgesetzte\\w*|chefin|lehrer\\w*|trainer|professeur|prof|maestr[oa]|profe');
/** "me amenazó con matarme": someone else's threat (unsafe at home), not the patient's wish. */
const THREATENED_WITH: Rx = { es: /(?:^| )amenaz\w* (?:con|de)$/ };
/** French "il va me tuer", "ils vont me tuer": someone else's threat, not "je vais me tuer". */
// "ces cachets vont finir par me tuer": "finir par" may stand between (decision 296)
const THIRD_PERSON_VERB_FR = /(?:^| )(?:va|vont|allez|allait|allaient|alliez|veut|voulait|voudrait|voulez)(?: (?:bien |quand meme )?finir par)?$/;
/**
 * Round 8, French (decisions 296-298). The match done to the patient ("me tuer", "m achever"): only then is a third
 * person's verb before it someone else's threat; "elle veut en finir" is her own wish, told by a relative.
 */
const DONE_TO_ME_FR = /^(?:me|m)(?= )|(?:^| )avec moi(?= |$)/;
/** A thing, the medicine or the work as the subject of "va (finir par) me tuer" ("ce traitement va finir par me tuer"): no person at home. */
const THING_SUBJECT_FR = /(?:^| )(?:ca|cela|tout ca|(?:ce|cet|ces|mon|mes|le|les|la|ton|tes|son|ses|cette|leur|leurs) (?:traitements?|piqures?|injections?|perfusions?|chimio|regime|medocs?|pilules?|comprimes?|cachets?|medicaments?|gelules?|factures?|impots|dettes|boulot|travail|taf|chantier|demenagement|travaux|stress|soucis|examens?|prix|questionnaires?|textos?))(?: \w+)?$/;
/** "… non je rigole", "je plaisante hein", "c'est pour de rire": the patient takes the words back (as RETRACTED). */
const RETRACTED_FR = /(?:^| )(?:(?:non|nan|mais non|meuh non) je (?:rigole|plaisante|blague|deconne)|je (?:rigole|plaisante|blague|deconne) hein|je dis ca pour rire|c est pour de rire|je (?:rigole|plaisante|blague)$)(?= |$)/;
/** "… mais au sens figuré", "c'est une façon de parler": said as a figure, not denied before ("c'est pas une façon de parler"). */
const SAID_AS_FIGURE_FR = /(?:^| )(?<!(?:pas|plus|jamais|ni) )(?:au sens figure|au figure|(?:une|des) (?:facon|facons|maniere|manieres) de parler|(?:c est|c etait) (?:juste |seulement |qu )?une (?:image|expression))(?= |$)/;
const LITERAL_FR = /(?:^| )(?:au sens propre|pour de vrai|litteralement|(?:pas|plus) (?:\w+ ){0,2}(?:une|des) (?:facon|facons|maniere|manieres) de parler|pas au (?:sens )?figure)(?= |$)/;
/** The sign as the subject of someone's stories or of a show ("avec ses histoires d'hémorragie", "un reportage sur les AVC"); not "une série de", a count. */
const STORY_OF_BEFORE_FR = /(?:^| )(?:histoires?|recits?|films?|feuilletons?|reportages?|emissions?|documentaires?|articles?|livres?|romans?|podcasts?|videos?) (?:de|d|sur|a propos d\w*)(?: (?:le|la|les|l|des|du|un|une))?$/;
/**
 * The chest pain of another day, its harmless cause found after it ("la douleur à la poitrine de lundi c'était une
 * contracture", "… d'après le médecin c'était du reflux"): a past "c'était", never a guess ("c'est sûrement …").
 */
const BENIGN_CAUSE_FR = /^(?:(?:de|d) (?:\w+ ){1,3})?(?:(?:le medecin|le docteur|la doctoresse|le cardiologue|les urgences|on|ils|elle|il) (?:m a|m ont|a|ont|nous a) dit (?:que )?)?(?:c etait|ce n etait que|c etait rien que)(?: (?:juste|seulement|simplement|que|rien que))? (?:(?:une|un|de l|du|de la|des|d|l|la|le|les|mon|ma|son|sa) )?(?:contracture|reflux|angoisse|crise d angoisse|crise de panique|attaque de panique|stress|muscle|musculaire|intercostale?|nevralgie|gaz|digestion|indigestion|cote|cotes|cervicales?|zona|aigreurs|brulures d estomac|spasmes?|torticolis|rien|nerveux|nerfs)(?= |$)/;
/** The pain back after all ("mais là ça recommence", "elle est revenue"): the cause found does not take it out of the present. */
const BACK_AGAIN_FR = /(?:^| )(?:revient|reviennent|revenue?s?|recommence\w*|reprend|reprise|a nouveau|maintenant|la ca|en ce moment|aujourd hui|ce matin|ce soir|cette nuit|j ai mal|ca fait mal|encore|toujours)(?= |$)/;
const CUT_OR_BURN = w('cut\\w*|tagli\\w*|cort\\w*|geschnitten|schneid\\w*|schnitt\\w*|coup\\w*|burn\\w*|brucia\\w*|brucio|quem\\w*|verbrann\\w*|brul\\w*');
/** Done on purpose ("je me suis brûlée exprès avec le fer"): the tool of an accident does not make it one; "sans faire exprès" is still an accident. */
const DELIBERATE = /(?:^| )(?<!(?:faire|not|no|non|nicht|pas|sin) )(?:expres|volontairement|deliberement|on purpose|deliberately|apposta|di proposito|a proposito|adrede|absichtlich|mit absicht)(?= |$)/;
/** A heart attack given by something ("la facture m'a filé une crise cardiaque", "ça va me filer un infarctus"): a fright, not the heart. */
const GIVEN_EVENT: Rx = { fr: /(?:^| )(?:m a|m ont|me|va me|vont me|allait me|a failli me) (?:file|filer|donne|donner|fichu|ficher|foutu|foutre|colle|coller|refile|refiler|flanque|flanquer) (?:une|un)$/ };
/** A boss, the work or the bills as the subject of "étouffer" ("mon patron m'étouffe avec les heures sup"): a figure, not breathlessness. */
const SMOTHERED_BY: Rx = { fr: /(?:^| )(?:patron|patronne|chef|cheffe|boss|boulot|travail|taf|factures?|impots|dettes|credit|paperasse|dossiers|belle mere|beau pere) (?:me|m)$/ };
/** An accident in the kitchen or the garden ("cut myself peeling potatoes"): the frames' accident vocabulary. */
const ACCIDENT = new RegExp(
  `(?:^| )(?:${[...new Set(Object.values(EVERY_LANGUAGE_CONCEPTS.accident ?? {}).flat())]
    .map((t) => tokenize(t.replace(/\*/g, STEM_MARK)).join(' ').replaceAll(STEM_MARK, '\\w*'))
    .join('|')})(?= |$)`,
);

/** A long-standing state ("blind in one eye for years", "da anni"): not an emergency, except for self-harm (a wish to die for years is current). */
const CHRONIC = w('for years|for many years|since birth|all my life|since i was born|da anni|da tanti anni|dalla nascita|da sempre|desde hace anos|desde hace muchos anos|de nacimiento|desde siempre|seit jahren|seit vielen jahren|seit geburt|schon immer|depuis des annees|depuis toujours|de naissance|depuis tres longtemps');

/**
 * A day weeks back ("il mese scorso", "la semana pasada"): history for an event, not for self-harm (an
 * attempt last month is still the clinician's to hear); "desde hace dos semanas" is ongoing.
 */
const RECENT_PAST: Rx = {
  it: w('il mese scorso|lo scorso mese|la settimana scorsa|l estate scorsa|l inverno scorso|lo scorso (?:inverno|autunno|anno)|(?:\\w+ )?settimane fa|qualche settimana fa'),
  es: w('el mes pasado|la semana pasada|el verano pasado|el invierno pasado|(?<!desde )hace (?:\\w+ )?semanas'),
  fr: w('(?<!depuis )(?:la semaine derniere|le mois dernier|l ete dernier|l hiver dernier|l automne dernier|le printemps dernier)|il y a (?:\\w+ )?semaines'),
  de: w('(?<!seit )(?:letzte woche|letzten monat|vorige woche|vorigen monat|vergangene woche|letzten sommer|letzten winter)|(?<!seit )vor (?:\\w+ )?wochen'),
};

/** A throat closed or swollen by a cold ("la gola chiusa per il raffreddore", "la garganta cerrada por la gripa"): an infection, not an allergy. */
const FROM_INFECTION = w('(?:per|por|dal|dalla|da|from|with|because of|a causa del(?:la)?|de|del|con) (?:il |la |el |lo |l |un |una |the |a |my |mi )?(?:raffreddore|influenza|tonsillite|faringite|mal di gola|gripa|gripe|resfriado|resfrio|anginas|amigdalitis|catarro|cold|flu|tonsillitis|sore throat)');

/** A faint in the present tense, foretold ("me desmayo si…", "svengo se…"). */
const FAINT_IF = w('me desmayo|svengo|me voy a desmayar|mi viene da svenire');
/** The cause of a sore chest said right after it: laughing or coughing. */
const CHEST_CAUSE_AFTER = /^(?:\w+ )?(?:de tanto (?:reir|reirme|toser)|de (?:la )?risa|de reirme|dal (?:tanto )?ridere|a forza di (?:ridere|tossire)|di tanto (?:ridere|tossire)|per la tosse|por la tos|de la tos|dalla tosse|from (?:laughing|coughing)|when i cough|quando tossisco|cuando toso)(?= |$)/;

/** "that was long ago" in the clause after the match ("my grandad had a stroke, long time ago"). */
const LONG_AGO = w('das ist (?:schon )?(?:\\w+ )?(?:jahre|jahrzehnte) her|(?:that was|it was) (?:\\w+ )?years ago|e stato (?:\\w+ )?anni fa|fue hace (?:\\w+ )?anos|ca remonte a|c est loin|c etait il y a longtemps|(?:that was |it was )?(?:a )?long (?:time )?ago|years ago|das ist (?:schon )?lange her|ist (?:aber |doch |ja )?(?:schon )?(?:sehr )?lange her|schon lange her|(?:e passato )?tanto tempo fa|molti anni fa|hace (?:mucho|anos)(?: de eso)?|eso fue hace|il y a (?:bien )?longtemps|il y a des annees');
/**
 * Black stools put down to iron ("son por el hierro", "kommt vom Eisen", "c'est le fer"): the known
 * harmless cause, not bleeding; not when the patient says they take no iron.
 */
const BLACK = w('black|negr[oa]s?|oscur[oa]s?|schwarz\\w*|noires?|nere?|neri|scur[aeio]');
const IRON = w('(?:the|from|of|on) iron|iron (?:tablets?|pills?|supplements?)|(?:el|del|de) hierro|eisen\\w*|vom eisen|das eisen|(?:le|du|au) fer|fer (?:que|qui)|ferro|(?:il|del|dal) ferro');
const NO_IRON = w('(?:eisen|hierro|fer|iron|ferro) (?:\\w+ ){0,2}(?:kein\\w*|nicht|nie|no|nada|nunca|pas|jamais|not|never|non|mai)|no (?:tomo|estoy tomando) hierro|sin hierro|kein eisen|ohne eisen|nehme kein|pas de fer|sans fer|not on iron|no iron|don t take iron|dont take iron|non prendo (?:il )?ferro');
/** The patient is alive: "died of a stroke", "è morto di infarto", "an einem Schlaganfall gestorben". */
const DIED = w('died|passed away|(?<!come )mort[oa]|e mort[oa]|muri[oa]|murio|fallecio|fallecid[oa]|gestorben|verstorben');
/** French "mort", "morte": in Italian "morte" is death itself ("minacciata di morte"). */
const DIED_FR = w('(?<!(?:sensation|impression|peur) de )mort(?! imminente)|morte|decede|decedee');
/** A question asked for its own sake, anywhere in the reply ("just asking", "nur so gefragt", "je demande juste"). */
const ASKING = w('frag(?:e)? (?:fu?e?r|wegen)|chiedo per|je demande pour|pregunto para|pregunto por (?:mi|mis)|asking for (?:my|a)|pregunto porque|pregunto por que|es una pregunta|just a question|nur eine frage|c est une question|una domanda|just asking|just wondering|only asking|asking for a friend|out of curiosity|chiedo solo|chiedo per (?:sicurezza|curiosita)|per curiosita|solo pregunto|pregunto por si acaso|por curiosidad|nur so gefragt|frag nur|frage nur|aus neugier|je demande juste|je demande simplement|par curiosite|je fais quoi si|on fait quoi si|quoi faire si');
/** A threat from a thing ("this traffic will kill me", "el tráfico me va a matar"): not a person at home. */
/** Idioms that follow a symptom word and make it a figure ("me ahogo en un vaso de agua": I fret over nothing). */
/** An animal is not the patient: "mi perro se ahogó con un hueso", "el gato de mi hija convulsionó". */
const PET = /(?:^| )(?:perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|mascotas?|dog|cat|puppy|kitten|hund|hundin|hunde|katze|kater|haustier|chien|chienne|chiot|chat|chatte|cane|cagnolin[oa]|gatt[oa]|gattin[oa])(?= |$)/;
/** "casi me infarto", "por poco me desmayo": nearly, said of oneself right before the event. */
const NEARLY_BEFORE: Rx = { es: /(?:^| )(?:casi|por poco)(?: que)?(?: y)?(?: me| se me)?$/ };
/** "si me empieza a doler el pecho …", "si me sangra mucho la encía …": a condition opening the clause (with a call or a question after it). */
const IF_VERB: Rx = { es: /^si (?:me |se me |le |se le )?(?:empieza|empezara|comienza|comenzara|llega|llegara|vuelve|volviera|sangra|sangrara|duele|doliera|hincha|hinchara|pone|pusiera|sale|saliera)(?: a)?(?: el| la| los| las| un| una)?$/ };
const IDIOM_AFTER: Rx = {
  it: /^(?:(?:con|di) (?:tutto |tutta |tanto |tanta )?(?:questo |questa |sto |sta )?(?:lavoro|stress|caldo|burocrazia|gente|pensieri|preoccupazioni|problemi|debiti|bollette|impegni)|(?:da|dalla|dal|dai|dalle|dagli|di) (?:mia |mio |mie |miei |sua |suo |questa |questo |sta |sto )?(?:suocer[ao]|marito|moglie|madre|mamma|padre|figli[oa]?|famiglia|parenti|lavoro|debiti|bollette|problemi|pensieri|preoccupazioni|impegni|gente|burocrazia|scartoffie)|a vedere|al pensiero|a pensare)(?: |$)/,
  es: /^(?:en un vaso de agua|en poca agua|(?:en|de|con) (?:tant[oa]s? |las |los |mis )?(?:deudas|problemas|trabajo|papeles|papeleo|tramites|cuentas|preocupaciones|pendientes|un mar de \w+))(?: |$)/,
  // "j'étouffe dans cet appart avec la canicule": stifling heat (decision 269)
  fr: /^(?:sous (?:la |le |les |mes )?(?:paperasse|papiers|dossiers|factures|travail|boulot|boulot)|dans (?:la )?paperasse|(?:\w+ ){0,4}(?:avec|par|de|sous) (?:la |cette |ce |sa |une |tant de )?(?:canicule|chaleur|chaud)|(?:\w+ ){0,4}(?:avec|a cause de|a cause des|a cause du) (?:le |la |les |l |mes |ses |nos |vos |leurs |ce |cet |cette |ces |tous ces |toutes ces |tout ce |tout le |toute la |mon |ma )?(?:demenagement|travaux|boulot|travail|taf|chantier|enfants|gosses|petits|factures|dossiers|paperasse|impots|soucis|problemes|dettes|examens|beaux parents|belle famille|belle mere|beau pere|patron|chef|heures sup|reunions))(?: |$)/,
  de: /^(?:in (?:der )?(?:arbeit|papierkram|papieren|formularen|rechnungen|terminen|mails|wasche)|im (?:papierkram|chaos|stress|mull|haushalt))(?: |$)/,
};
/**
 * Round 6 (decisions 259), Italian: a figure or a denial the words around the match tell.
 * BENIGN_CAUSE_NEXT: the next clause names the harmless cause found ("… ma era il reflusso", "era solo ansia").
 * NEVER_MIND_BEFORE: "altro che infarto", never mind a heart attack. MONEY: bleeding money ("mi sto dissanguando"
 * with bills or private visits said before it; money said after it may be the taxi fare). THING_DA: "traffico da suicidio", a thing so bad it is "da suicidio".
 * BREATH_FINE_AFTER: "da seduto respiro benissimo", breathing well, with no negation or trouble before it.
 */
const BENIGN_CAUSE_NEXT: Rx = {
  // es: "… pero era una contractura del gimnasio", "el médico dijo que era ansiedad"
  es: /^(?:pero )?(?:era|eran|fue|resulto ser|resulto que era|(?:el medico|la medica|el doctor|la doctora|me dijeron|me dijo) (?:que )?(?:me )?(?:dijo |dice |ha dicho )?que era)(?: solo| solamente| simplemente| nada mas que)?(?: (?:el|la|un|una|de|del|de la|por|por el|por la))? (?:reflujo|gastritis|acidez|ansiedad|ataque de ansiedad|ataque de panico|panico|estres|nervios|muscular|musculo|contractura|tiron|intercostal|gases|aire|digestion|indigestion|costilla|neuralgia|cervical|colico|agujetas|gimnasio)(?= |$)/,
  it: /^(?:ma |pero )?(?:era|erano|e stato|e stata|si trattava di|si e rivelat[oa]|hanno detto che era|(?:il medico|la dottoressa|il dottore) (?:ha detto|dice) che era)(?: solo| soltanto| semplicemente)?(?: (?:il|la|l|un|una|di|dell|del|della))? (?:reflusso|gastrite|acidita|ansia|attacco di panico|panico|stress|muscolare|muscolo|contrattura|strappo|intercostale|aria|digestione|indigestione|costola|nevralgia|cervicale|colica)(?= |$)/,
};
/**
 * A cause found for a chest pain or breathlessness of before, told anywhere after it in the past ("it was reflux",
 * "era ansiedad", "das war die Rippe", "c'était musculaire"), not a guess ("I thought it was indigestion",
 * "probably indigestion"): with nothing of now after it (PRESENT_AFTER, CURRENT, TODAY), the symptom was explained
 * and is over (decision 321).
 */
const EXPLAINED_AFTER: Rx = {
  en: /(?<!(?:thought|think|maybe|probably|hope|hoping|assumed|guess|guessing|sure)(?: that)?(?: it)? )(?:it was|was|turned out to be|turned out it was|they said it was|said it was)(?: just| only| simply| all)?(?: (?:a|an|the|my|some))? (?:reflux|acid reflux|heartburn|indigestion|anxiety|panic attack|panic|stress|muscular|pulled muscle|muscle strain|strain|trapped wind|wind|gas|costochondritis|ribs?|nothing serious|nothing)(?= |$)/,
  it: /(?<!(?:pensavo|credevo|penso|credo|forse|magari|spero)(?: che)? )(?:era|erano|e stato|e stata|si trattava di|si e rivelat[oa]|hanno detto che era|ha detto che era)(?: solo| soltanto| semplicemente)?(?: (?:il|la|l|un|una|di|dell|del|della))? (?:reflusso|gastrite|acidita|ansia|attacco di panico|panico|stress|muscolare|muscolo|contrattura|strappo|intercostale|aria|digestione|indigestione|costola|nevralgia|cervicale|colica|niente di grave|niente)(?= |$)/,
  es: /(?<!(?:pensaba|pense|creia|crei|creo|quizas|quiza|tal vez|igual|espero)(?: que)? )(?:era|eran|fue|resulto ser|resulto que era|dijo que era|dijeron que era)(?: solo| solamente| simplemente| nada mas que)?(?: (?:el|la|un|una|de|del|de la|por|por el|por la))? (?:reflujo|gastritis|acidez|ansiedad|ataque de ansiedad|ataque de panico|panico|estres|nervios|muscular|contractura|tiron|intercostal|gases|digestion|indigestion|costilla|neuralgia|cervical|colico|agujetas|nada grave|nada)(?= |$)/,
  de: /(?<!(?:dachte|glaube|glaubte|vielleicht|hoffe|wohl)(?: erst| zuerst)?(?: das| es)? )(?:das war|es war|war|waren)(?: nur| bloss| einfach)?(?: (?:die|der|das|ein|eine|mein|meine))? (?:rippe|rippen|muskel|muskular|muskulaer|verspannung|zerrung|reflux|sodbrennen|magen|blahungen|angst|panikattacke|panik|stress|nerven|harmlos|nichts schlimmes|nichts ernstes|nichts)(?= |$)/,
  fr: /(?<!(?:pensais|pense|pensait|croyais|crois|croit|etre|j espere)(?: que| qu)? )(?:c etait|ce n etait que|c etait rien que)(?: (?:juste|seulement|simplement|que|rien que))? (?:(?:une|un|de l|du|de la|des|d|l|la|le|les|mon|ma|son|sa) )?(?:contracture|reflux|angoisse|crise d angoisse|crise de panique|attaque de panique|stress|musculaire|intercostale|nevralgie|gaz|indigestion|cote|cotes|aigreurs|spasme|rien de grave|rien)(?= |$)/,
};
/** Around an explained symptom, a word that it is there now after all ("me duele el pecho pero…", "… but now it's much worse"). */
const PRESENT_AFTER: Rx = {
  en: w('i have|i ve got|ive got|i m having|im having|still|hurts|hurting|spreading|worse|again|keeps|right now|now|won t go away|wont go away|not going away|not gone|doesn t go|doesnt go'),
  it: w('ho|sento|continua|adesso|ora|ancora|fa male|peggio|di nuovo|non passa|non va via'),
  es: w('tengo|siento|sigo|sigue|todavia|aun|duele|aprieta|oprime|ahora|otra vez|de nuevo|peor|no se me pasa|no se pasa|no se me va|no se va'),
  de: w('hab ich|habe ich|ich habe|ich hab|immer noch|noch|wieder|jetzt|tut weh|schlimmer|geht nicht weg|hort nicht auf|zieht'),
  fr: w('j ai mal|revient|reviennent|revenue?s?|recommence\\w*|reprend|a nouveau|maintenant|en ce moment|encore|toujours|pire|passe pas|s en va pas|descend|irradie'),
};
/** A present "I have", "still", "now" in the clause: the pain is told as now, whatever cause was found ("sigo con presión en el pecho"). */
const STILL_NOW: Rx = {
  it: /(?:^| )(?:ho|ha|sento|sente|continua|adesso|ora|ancora)(?= |$)/,
  es: /(?:^| )(?:tengo|tiene|ha|siento|sigo|sigue|ahora|todavia|aun|continua|duele|aprieta|oprime|noto|estoy)(?= |$)/,
};
/** "parece que me ahogo" with snoring in the reply: a simile for the snore, told by whoever hears it. */
const SNORE_SIMILE: Rx = { es: /(?:^| )(?:parece que|como si)(?: (?:me|se|le))?$/ };
const SNORING: Rx = { es: /(?:^| )(?:ronc\w*|ronquid\w*)(?= |$)/ };
const NEVER_MIND_BEFORE: Rx = { it: /(?:^| )altro che$/ };
const MONEY: Rx = { it: w('soldi|spese|conto|conti|banca|euro|bollett[ae]|tasse|stipendio|pensione|portafoglio|affitto|mutuo|visite private|prezzi|rate') };
/** Money as the instrument right after "dissanguando" ("… con le spese del dentista", "… per le tasse"), not a fare paid later. */
const WITH_MONEY_AFTER: Rx = {
  it: /^(?:con|per|tra|fra) (?:tutt[ei] )?(?:(?:le|i|gli|il|la|l|lo|queste|questi|sti|ste|mie|miei) )?(?:soldi|spese|conti?|bollett[ae]|tasse|affitto|mutuo|rate|visite private|prezzi|medicine|farmaci|dentista|avvocat[oi]|multe?)(?= |$)/,
};
/** "quando è arrivata la bolletta mi è venuto un infarto": a named heart attack or stroke that a bill or a fine gave. */
const BILL_WHEN_BEFORE: Rx = {
  it: /(?:^| )quando (?:mi )?(?:e arrivat[oa]|sono arrivat[ei]|ho vist[oa]|ho lett[oa]|ho apert[oa]|ho ricevut[oa]|e uscit[oa]|ho pagat[oa]) (?:\w+ ){0,1}(?:bollett[ae]|conto|multa|multe|tasse|fattura|cartella|rata|affitto|estratto conto|preventivo|scontrino|prezzo)(?: \w+){0,6}$/,
};
/** "… e solo per sapere", "giusto per sapere": a condition asked just to know, anywhere in the reply (decision 281). */
const JUST_ASKING: Rx = { it: w('(?:e|era|chiedo|giusto|solo|tanto|cosi) per sapere|chiedo per curiosita|solo per curiosita') };
/** "stavo guardando Grey's Anatomy e c'era uno che …": someone in the show watched, whatever its name (decision 282). */
const WATCHED_SHOW: Rx = {
  it: /(?:^| )(?:stavo guardando|stavamo guardando|guardavo|guardavamo|ho visto|ho guardato|abbiamo visto|abbiamo guardato) (?:\w+ ){0,5}(?:e )?c (?:e|era|erano) (?:uno|una|un \w+|una \w+|due|gente) che(?: \w+){0,4}$/,
};
/**
 * "con l'anticoagulante se mi taglio quanto tempo devo aspettare che smetta di sanguinare?": a cut told as a condition and
 * asked about (how long it bleeds, when to worry, whether to go to the emergency room), not a cut made; never with the
 * veins or the wrists, again, or death named (decision 284).
 */
const CUT_IF_ASKED: Rx = {
  it: /(?:^| )se mi (?:taglio|faccio un taglio|ferisco|faccio una ferita)(?! (?:le vene|i polsi|il polso|apposta|di proposito))(?: \w+){0,12} (?:quanto tempo|quanto ci (?:mette|vuole)|prima di preoccuparmi|quando (?:devo|dovrei) preoccuparmi|devo preoccuparmi|(?:cosa|che) devo fare|devo andare al pronto soccorso|e normale|e pericoloso)(?= |$)/,
};
const CUT_IF_NOT: Rx = { it: /(?:^| )(?:morire|muoio|morirei|dissanguarmi|finita|vene|polsi)(?= |$)/ };
/** "mi ammazza se scopre che ho mangiato il dolce": a scolding for a dessert, a cigarette or the diet (decision 282). */
const SCOLD_IF_FOUND_OUT: Rx = {
  it: /(?:^| )se (?:lo |mi )?(?:scopre|viene a sapere|vede|sa|si accorge|becca)(?: che)? (?:ho |ho di nuovo |ho ancora )?(?:mangiat\w*|sgarrat\w*|fumat\w*|bevut\w*|(?:\w+ )?dolc[ei]|(?:\w+ )?dieta|(?:\w+ )?sigarett\w*)(?= |$)/,
};
/** A heart attack or stroke named, for the figures of speech that bring one on (a bill, a fright, a condition). */
const NAMED_EVENT: Rx = {
  de: /(?:infarkt|schlaganfall|herzkasper|herzanfall)/,
  fr: /(?:^| )(?:crise cardiaque|infarctus|attaque|avc|arret cardiaque)(?= |$)/,
  it: /(?:^| )(?:infarto|colpo|accidente|ictus|coccolone)(?= |$)/,
};
/** "… me tape sur les nerfs": the threat is to the patience. */
const ON_THE_NERVES_AFTER: Rx = { fr: /^(?:sur (?:les|le|mes) (?:nerfs|systeme|haricot|ciboulot))(?: |$)/ };
const THING_DA: Rx = {
  it: /(?:^| )(?:traffico|caldo|freddo|afa|umidita|coda|code|fila|file|burocrazia|bollett[ae]|prezz[oi]|conto|partita|film|musica|riunion[ei]|esam[ei]|rumore|tempo|turn[oi]|ufficio|trasloco)(?: \w+){0,2} da$/,
};
const BREATH_FINE_AFTER: Rx = { it: /^(?:molto |abbastanza |proprio )?(?:bene|benissimo|normalmente|normale|perfettamente|tranquillamente|alla grande|senza (?:problemi|fatica|difficolta))(?: |$)/ };
const BREATH_TROUBLE_BEFORE = /(?:^| )(?:non|mai|fatica|male|manca|poco|affanno)(?= |$)/;
/** "me dejas sin aliento": taking one's breath away is admiration, not breathlessness. */
const IDIOM_BEFORE: Rx = { es: /(?:^| )(?:me )?dej\w* $/ };
/** German: a clause of time after the threat ("er sperrt mich ein, wenn er zur Arbeit geht") says when, not what threatens. */
const WHEN_HE_DE = /(?:^| )(?:wenn|sobald|bevor|nachdem|wahrend|waehrend|als) (?:er|sie|ich|wir)(?: .*)?$/;
const THING = w('traffic|heat|weather|noise|bills?|work|job|trafico|traffico|verkehr|bouchons|circulation|caldo|calor|hitze|chaleur|lavoro|trabajo|arbeit|travail|boulot|taf|chantier|usine|bolletta|factura|rechnung|facture|rumore|ruido|larm|bruit');

/** A story in the media about the thing ("un reportage sur le suicide", "ein Film über Selbstmord"): its topic, not the patient. */
const MEDIA = w('radio|tv|tele|servizio|tg|telegiornale|notiziario|trasmissione|noticiero|noticias|nachrichten|reportage|documentaire|emission|film|serie|article|livre|roman|podcast|journal|doku\\w*|dokumentation|bericht|artikel|buch|sendung|documentary|article|book|show|programme|program|documental|documentario|programma|libro|articulo|articolo');
const TOPIC_BEFORE = /(?:^| )(?:sur (?:le|la|les|l)|a propos (?:du|de la|des|de l)|au sujet (?:du|de la|des|de l)|(?:uber|ueber)(?: (?:den|die|das|einen|eine))?|about|on|sobre(?: el| la| los| las)?|su(?:l|lla|i|gli)?)$/;

/** A show watched, named before the match ("hab gestern Tatort geschaut, da hatte einer …", "i was watching casualty and a bloke …"). */
const SHOW = w('tatort|krimi|serie|series|film|movie|show|episode|folge|docu|doku\\w*|documentary|documentaire|documental|documentario|casualty|greys anatomy|grey s anatomy|telenovela|telly|fernsehen|fernseher|television|televisione|televisor|netflix');
/** Someone of the story as the subject: "einer", "a bloke", "the hero", "un tizio", "alguien", "un type". */
const STORY_PERSON = w('einer|jemand|der held|die heldin|der typ|someone|somebody|a guy|a man|a woman|a bloke|a lady|the hero|a patient|the patient|alguien|el protagonista|la protagonista|un tipo|un senor|una senora|un tizio|un signore|una signora|un uomo|una donna|un ragazzo|il protagonista|la protagonista|un paziente|quelqu un|un mec|un type|le heros|l heroine|un homme|une femme|un patient');
/** The story's own people: "un film où le héros…", "una película en la que…", "ein Film, in dem…", "a show where…". */
const IN_THE_STORY = new RegExp(`${MEDIA.source.replace('(?= |$)', '')} (?:\\w+ ){0,4}(?:(?:ou|donde|en (?:la|el) que|wo|in dem|in der|in cui|dove|where|in which)(?= )|c (?:e|era) (?:uno|una|un \\w+|una \\w+) che(?= |$))`);
/** True when the words after a symptom say it is over ("the headaches stopped", "è passata"). */
export function resolvedAfter(lang: Language, after: string): boolean {
  return test(RESOLVED, lang, after.split(' ').slice(0, 10).join(' ')) || (lang === 'en' && /^(?:stopped|have stopped|has stopped)(?= |$)/.test(after));
}

export interface ContextVerdict {
  /** Why the match does not escalate, or null when it stands. */
  modifier: 'history' | 'resolved' | 'denied' | 'iron' | 'hypothetical' | 'joke' | 'figure of speech' | 'emotion' | 'accident' | 'someone elsewhere' | 'on standing' | 'nearly' | 'infection' | null;
}

function test(rx: Rx, lang: Language, text: string): boolean {
  const own = rx[lang];
  if (own?.test(text)) return true;
  return lang !== 'en' && (rx.en?.test(text) ?? false);
}

/**
 * The modifier that takes a safety match out of the present, if any. `before` and `after` are the
 * normalized words of the match's clause on either side of it; `reply` the whole normalized reply.
 */
/**
 * The patient's own statement, in the present, right before the match and after anything but a
 * condition ("ho paura di avere un infarto ho dolore al petto", "scared of a heart attack i have chest
 * pain"): a voice transcript has no comma there, and the symptom is told as now, whatever fear or
 * question came before. After "if", "se", "si", "wenn", "quand", "che", "si jamais", "si alguna vez"… the verb is
 * the condition's.
 */
const OWN_STATEMENT_BEFORE: Rx = {
  en: /(?:^| )(?<!(?:if|when|whenever|that|of|ever|do|should|would) )(?:i have|i ve got|i got|i m having|im having)$/,
  it: /(?:^| )(?<!(?:se|che|quando|di|mai|perche) )(?:ho)$/,
  es: /(?:^| )(?<!(?:si|que|cuando|de|porque|vez) )(?:tengo)$/,
  de: /(?:^| )(?<!(?:wenn|falls|dass|ob|weil|mal|jemals) )(?:ich habe|ich hab|hab ich|habe ich)$/,
  fr: /(?:^| )(?<!(?:si|que|qu|quand|de|d|parce|jamais) )(?:j ai)$/,
};

/** German: a heart attack one "gets" from something said after it ("ich krieg nen Herzinfarkt von euren Nachrichten"): a figure, unless it is the medicine. */
const GET_BEFORE_DE = /(?:^| )(?:krieg|kriege|kriegt|bekomm|bekomme|bekommt)(?: \w+){0,3}$/;
const FROM_THING_AFTER_DE = /^(?:von|vom|wegen) (?:euren|eurem|eurer|deinen|deinem|deiner|ihren|ihrem|ihrer|dem|den|der|diesen|diesem|dieser|all den|dem ganzen|den ganzen|so)(?: |$)/;
/** German: something seen or read happening to someone ("im Fernsehen gesehen, wie einer … umgekippt ist"): not the patient. */
const SAW_SOMEONE_DE = /(?:^| )(?:gesehen|gelesen|gehort|mitbekommen) (?:\w+ )?wie (?:einer|jemand|ein \w+|eine \w+|der \w+|die \w+|er|sie)(?: \w+){0,5}$/;
/** German: the people of a story ("ich les grad einen Krimi, da vergiftet die Frau …"). */
const IN_THE_STORY_DE = /(?:^| )(?:krimi\w*|roman|buch|film|serie|thriller|geschichte|folge)(?: \w+){0,2} (?:da|wo|in dem|in der|wo die|wo der)$/;
/** German: a consequence asked of a condition in the clause before ("wenn ich Kopfweh hab, oder blute ich dann mehr …?"). */
const THEN_ASKED_DE = /^(?:oder )?\w+ (?:ich|man) (?:denn )?dann(?= |$)/;
const IF_BEFORE_DE = /(?:^| )(?:wenn|falls)(?: \w+){1,6}$/;

export function contextModifier(
  category: SafetyCategory,
  lang: Language,
  before: string,
  after: string,
  reply: string,
  /** The whole clause, the match included (a condition may straddle the match: "if my face ever droops"). */
  wholeClause = `${before} ${after}`,
): ContextVerdict['modifier'] {
  const clause = `${before} ${after}`.trim();
  const current = (text: string): boolean => test(CURRENT, lang, withoutFineNow(lang, text));
  const today = (text: string): boolean => test(TODAY, lang, withoutFineNow(lang, text));
  // The words of the next clause ("I nearly blacked out when I stood up, then it was fine").
  const at = wholeClause === '' ? -1 : reply.indexOf(wholeClause);
  const next = at < 0 ? '' : reply.slice(at + wholeClause.length).trim().split(' ').slice(0, 8).join(' ');
  // "was mache ich, wenn ich Druck auf der Brust bekomme?": the question may end the clause before a condition.
  const asked = at > 0 && CONDITION_FIRST.test(before) ? `${reply.slice(0, at).trim().split(' ').slice(-6).join(' ')} ${before}` : before;
  const toldCurrent = nowBefore(lang, before) || test(WORSE, lang, `${clause} ${next}`) || SINCE_NOW.test(`${wholeClause} ${next}`);
  // A word of the present inside the match itself counts too ("i used to cut and i want to do it again tonight").
  if (test(HISTORY, lang, clause) && !current(clause) && !current(wholeClause) && !toldCurrent) return 'history';
  // A weaker word of the past, or a French life stage opening the clause: history with no word of the present or of today.
  // Never for self-harm: "this week I once thought of ending it" is a crisis.
  if (category !== 'self_harm' && (test(PAST_MARK, lang, clause) || ONCE_FIRST.test(clause) || (lang === 'fr' && STAGE_FIRST_FR.test(clause))) && !current(wholeClause) && !today(clause) && !toldCurrent) return 'history';
  if (category !== 'self_harm' && test(PAST_MARK, lang, next) && !current(`${clause} ${next}`) && !today(`${clause} ${next}`) && !toldCurrent) return 'history';
  if (category !== 'self_harm' && GONE_AT_END[lang]?.test(after.trim())) return 'resolved';
  if (PAST_HABIT_BEFORE[lang]?.test(before.trim()) && !current(clause) && !toldCurrent) return 'history';
  if (category !== 'self_harm' && CHRONIC.test(clause) && !current(clause) && !toldCurrent) return 'history';
  if (category !== 'self_harm' && category !== 'unsafe_at_home' && RECENT_PAST[lang]?.test(clause) && !current(clause) && !toldCurrent) return 'history';
  if (category !== 'self_harm' && LONG_AGO.test(next) && !current(`${clause} ${next}`) && !toldCurrent) return 'history';
  // A cut that has stopped bleeding is still a cut: the bleeding is over, not the self-harm.
  const over = category === 'self_harm' ? after.replace(BLEEDING_STOPPED, ' ') : after;
  if (test(RESOLVED, lang, over.split(' ').slice(0, 10).join(' ')) || test(HISTORY_AFTER, lang, after.trim()) || test(NOT_BACK, lang, after.split(' ').slice(0, 10).join(' '))) return 'resolved';
  if (category !== 'self_harm' && RESOLVED_BEFORE[lang]?.test(before.trim()) && !current(clause)) return 'resolved';
  // "they thought it was a stroke but it wasn't": a suspicion told right before the sign, ruled out after it.
  if (category !== 'self_harm' && SUSPECTED_BEFORE[lang]?.test(before.trim()) && RULED_OUT[lang]?.test(`${after} ${next}`)) return 'denied';
  if (DENIED_AFTER[lang]?.test(after.trim()) && (lang !== 'it' || DENIED_TOPIC_IT.test(before.trim()))) return 'denied';
  if (lang === 'de' && DENIED_AFTER_DE.test(after.trim())) return 'denied';
  if (at >= 0 && after.trim().split(' ').length <= 2 && DENIED_NEXT[lang]?.test(reply.slice(at + wholeClause.length).trim())) return 'denied';
  if (lang === 'de' && at > 0 && INFINITIVE_FIRST_DE.test(wholeClause) && ZU_INFINITIVE_DE.test(wholeClause) && NEGATED_BEFORE_DE.test(reply.slice(0, at).trim())) return 'denied';
  if (category !== 'self_harm' && test(RESOLVED, lang, next) && !current(next)) return 'resolved';
  // "my chest was tight on monday but the gp had a look … it's gone now": placed on a past day and said over further on, nothing current
  if (category !== 'self_harm' && PAST_DAY.test(clause) && !today(clause) && at >= 0) {
    const rest = `${after} ${reply.slice(at + wholeClause.length)}`;
    if (test(RESOLVED, lang, rest) && !current(`${clause} ${rest}`) && !today(rest)) return 'resolved';
  }
  // A question or a fear told with a word of now or today is about a symptom now ("is it normal that my lips are swelling right now?").
  const now = isNow(lang, `${clause} ${next}`) || STILL.test(wholeClause) || OWN_STATEMENT_BEFORE[lang]?.test(before.trim()) === true;
  if (category !== 'self_harm' && category !== 'unsafe_at_home' && !now && (test(TOLD_TO_WATCH, lang, asked) || test(ASKED_IF, lang, asked) || test(CAN_CAUSE, lang, before))) return 'hypothetical';
  if (category !== 'self_harm' && !now && lang === 'de' && ((test(CAN_CAUSE, lang, before) && CAUSE_AFTER_DE.test(after.trim())) || (RETURN_IF_DE.before.test(before.trim()) && RETURN_IF_DE.after.test(after.trim())))) return 'hypothetical';
  if (category !== 'self_harm' && category !== 'unsafe_at_home' && !now && (test(FEAR, lang, before) || (FEAR_RIGHT_BEFORE[lang]?.test(before.trim()) && (!FEAR_AFTER[lang] || FEAR_AFTER[lang]?.test(after.trim()))))) return 'hypothetical';
  if (category === 'overdose' && !now && test(HOW_MUCH_WOULD, lang, before)) return 'hypothetical';
  // "he said if I tell anyone he'll hurt me": a threat reported is danger at home, not a question (decision 321).
  if (category !== 'self_harm' && !now && !(category === 'unsafe_at_home' && REPORTED_THREAT.test(reply)) && (test(HYPOTHETICAL, lang, asked) || test(GENERAL_QUESTION, lang, before.trim()) || IF_EVER.test(wholeClause) || ASKING.test(reply))) return 'hypothetical';
  if (category === 'overdose' && test(DOSE_MODAL, lang, modalScope(before))) return 'hypothetical';
  // round 8 (decision 302): the doctor's instruction, an "if" asking what a dose would do, a dose error said to be fine
  if (category === 'overdose' && test(CLINICIAN_TOLD_BEFORE, lang, before)) return 'hypothetical';
  if (category === 'overdose' && !now && DOSE_IF_OPENING[lang]?.test(before.trim()) && test(DOSE_IF_ASKED, lang, `${wholeClause} ${next}`)) return 'hypothetical';
  if (category === 'overdose' && test(REVIEWED_FINE, lang, reply)) return 'resolved';
  // "if I get chest pain, should I call …?": the call may come in the next clause.
  if (category !== 'self_harm' && (test(IF_OPENING, lang, before.trim()) || IF_VERB[lang]?.test(before.trim())) && (THEN_CALL.test(after) || THEN_CALL.test(next))) return 'hypothetical';
  if (category !== 'self_harm' && !now && (IF_SUBJECT[lang]?.test(before.trim()) || test(IF_OPENING, lang, before.trim())) && test(WORRY_ASKED, lang, `${wholeClause} ${next}`)) return 'hypothetical';
  if ((category === 'chest_pain' || category === 'unconsciousness') && NEARLY_BEFORE[lang]?.test(before.trim())) return 'figure of speech';
  if ((category === 'chest_pain' || category === 'unconsciousness' || category === 'stroke') && THOUGHT_I_WOULD.test(before) && ON_SEEING.test(`${after} ${next}`)) return 'figure of speech';
  if (category !== 'self_harm' && category !== 'unsafe_at_home' && PET.test(before)) return 'someone elsewhere';
  if (category !== 'self_harm' && LEAFLET.test(before)) return 'hypothetical';
  if (category !== 'self_harm' && !now && test(ABOUT_THE_SIGNS, lang, before.trim())) return 'hypothetical';
  if (category === 'unconsciousness' && PRESYNCOPE.test(wholeClause) && ON_STANDING.test(clause)) return 'on standing';
  if (category === 'unconsciousness' && NEARLY_RIGHT_BEFORE[lang]?.test(before.trim())) return 'nearly';
  if (category !== 'self_harm' && (DIED.test(wholeClause) || (lang === 'fr' && DIED_FR.test(wholeClause)))) return 'someone elsewhere';
  if (category === 'bleeding' && BLACK.test(wholeClause) && IRON.test(reply) && !NO_IRON.test(reply)) return 'iron';
  if ((category === 'self_harm' || category === 'overdose' || category === 'breathing') && jokeAboutTheMedicine(category, wholeClause, reply, at)) return 'joke';
  if ((category === 'unconsciousness' || category === 'chest_pain') && JOKE.test(reply) && !NOT_JOKING.test(reply) && MEDICINE.test(reply) && FORETOLD.test(wholeClause)) return 'joke';
  if ((category === 'self_harm' || category === 'overdose') && RETRACTED.test(reply) && !NOT_JOKING.test(reply)) return 'joke';
  if ((category === 'self_harm' || category === 'overdose') && lang === 'fr' && RETRACTED_FR.test(reply) && !NOT_JOKING.test(reply)) return 'joke';
  if (category !== 'self_harm' && lang === 'fr' && SAID_AS_FIGURE_FR.test(reply) && !LITERAL_FR.test(reply) && !NOT_JOKING.test(reply)) return 'figure of speech';
  if ((category === 'chest_pain' || category === 'unconsciousness' || category === 'stroke') && FIGURE.test(before)) return 'figure of speech';
  if (category === 'self_harm' && FOR_A.test(after)) return 'figure of speech';
  if ((category === 'chest_pain' || category === 'stroke') && GIVEN_EVENT[lang]?.test(before.trim()) && NAMED_EVENT[lang]?.test(wholeClause)) return 'figure of speech';
  // The feeling may open the next clause: "me va a matar, pero de aburrimiento".
  if (category === 'unsafe_at_home' && (FEELING_AFTER.test(after.trim()) || (after.trim() === '' && FEELING_AFTER.test(next)))) return 'figure of speech';
  if (category === 'unsafe_at_home' && (WORK_PERSON.test(clause) || THING.test(lang === 'de' ? clause.replace(WHEN_HE_DE, '') : clause) || CARER.test(before) || MEDICINE_SUBJECT.test(before.trim()))) return 'figure of speech';
  if (category === 'unsafe_at_home' && lang === 'fr' && THING_SUBJECT_FR.test(before.trim())) return 'figure of speech';
  // A laugh makes only "he'll kill me (if …)" a figure; a blow, a fear or a threat reported stands ("my partner hits me lol").
  if (category === 'unsafe_at_home' && KILL.test(wholeClause) && ((JOKE.test(reply) && !NOT_JOKING.test(reply) && !REPORTED_THREAT.test(reply)) || IF_NOT_TAKEN.test(wholeClause))) return 'figure of speech';
  if (category === 'self_harm' && lang === 'fr' && THIRD_PERSON_VERB_FR.test(before.trim()) && doneToMeFr(wholeClause, before, after)) return 'figure of speech';
  if (category === 'self_harm' && THREATENED_WITH[lang]?.test(before.trim())) return 'someone elsewhere';
  if (category === 'self_harm' && CUT_OR_BURN.test(wholeClause) && ACCIDENT.test(clause) && !DELIBERATE.test(wholeClause)) return 'accident';
  if (category === 'self_harm' && DIE_OF.test(after.split(' ').slice(0, 3).join(' '))) return 'figure of speech';
  if ((category === 'unconsciousness' || category === 'breathing') && EMOTION.test(clause)) return 'emotion';
  // "se me cayó la cara de vergüenza": a face that falls with shame is a figure.
  if (category === 'stroke' && SHAME_AFTER.test(after)) return 'emotion';
  if (category === 'breathing' && NEARLY.test(before) && MEDICINE.test(clause)) return 'figure of speech';
  if (category === 'breathing' && IDIOM_AFTER[lang]?.test(after.trim()) && !(lang === 'fr' && LITERAL_FR.test(reply))) return 'figure of speech';
  // "il me tape sur les nerfs", "sur le système": getting on one's nerves, not a blow (decision 269)
  if (category === 'unsafe_at_home' && ON_THE_NERVES_AFTER[lang]?.test(after.trim())) return 'figure of speech';
  if (category === 'breathing' && BREATH_FINE_AFTER[lang]?.test(after.trim()) && !BREATH_TROUBLE_BEFORE.test(wholeClause.slice(0, Math.max(0, wholeClause.length - after.length)))) return 'denied';
  if ((category === 'chest_pain' || category === 'breathing') && BENIGN_CAUSE_NEXT[lang]?.test(next) && !STILL_NOW[lang]?.test(wholeClause)) return 'resolved';
  if ((category === 'chest_pain' || category === 'breathing') && at >= 0) {
    const rest = withoutFineNow(lang, `${after} ${reply.slice(at + wholeClause.length)}`);
    const told = withoutFineNow(lang, `${wholeClause} ${rest}`);
    if (EXPLAINED_AFTER[lang]?.test(rest) && !test(PRESENT_AFTER, lang, told) && !current(rest) && !today(rest)) return 'resolved';
  }
  if (category === 'breathing' && SNORE_SIMILE[lang]?.test(before.trim()) && SNORING[lang]?.test(reply)) return 'figure of speech';
  if ((category === 'chest_pain' || category === 'breathing') && lang === 'fr' && (BENIGN_CAUSE_FR.test(after.trim()) || BENIGN_CAUSE_FR.test(next))) {
    const rest = at < 0 ? '' : reply.slice(at + wholeClause.length);
    if (!current(`${wholeClause} ${rest}`) && !BACK_AGAIN_FR.test(`${wholeClause} ${rest}`)) return 'resolved';
  }
  if ((category === 'chest_pain' || category === 'stroke' || category === 'unconsciousness') && NEVER_MIND_BEFORE[lang]?.test(before.trim())) return 'figure of speech';
  if (category === 'self_harm' && THING_DA[lang]?.test(before.trim())) return 'figure of speech';
  if (category === 'bleeding' && /(?:^| )dissangu\w*/.test(wholeClause) && WITH_MONEY_AFTER[lang]?.test(after.trim())) return 'figure of speech';
  if ((category === 'chest_pain' || category === 'stroke' || category === 'unconsciousness') && BILL_WHEN_BEFORE[lang]?.test(before.trim()) && NAMED_EVENT[lang]?.test(wholeClause)) return 'figure of speech';
  if (category !== 'self_harm' && !now && JUST_ASKING[lang]?.test(reply) && /(?:^| )se(?= )/.test(asked)) return 'hypothetical';
  if (category !== 'unsafe_at_home' && WATCHED_SHOW[lang]?.test(before.trim())) return 'someone elsewhere';
  if (category === 'unsafe_at_home' && KILL.test(wholeClause) && SCOLD_IF_FOUND_OUT[lang]?.test(wholeClause) && !REPORTED_THREAT.test(reply)) return 'figure of speech';
  if ((category === 'self_harm' || category === 'bleeding') && !now && CUT_IF_ASKED[lang]?.test(wholeClause) && !CUT_IF_NOT[lang]?.test(reply) && !current(wholeClause)) return 'hypothetical';
  if (category === 'bleeding' && /(?:^| )dissangu\w*/.test(wholeClause) && MONEY[lang]?.test(`${at > 0 ? reply.slice(0, at).trim().split(' ').slice(-8).join(' ') : ''} ${before}`)) return 'figure of speech';
  if (category === 'breathing' && SMOTHERED_BY[lang]?.test(before.trim())) return 'figure of speech';
  if (category === 'breathing' && IDIOM_BEFORE[lang]?.test(`${before.trim()} `)) return 'figure of speech';
  if (category === 'self_harm' && lang === 'de' && THING_GIVES_OUT_DE.test(before.trim())) return 'figure of speech';
  if (category === 'stroke' && SLEPT_ON.test(`${clause} ${next}`)) return 'accident';
  if (category === 'stroke' && DENTAL.test(reply) && !DENTAL_SIMILE.test(reply) && !LIMB_OR_SPEECH.test(reply)) return 'accident';
  if (category === 'allergic_reaction' && FROM_INFECTION.test(clause)) return 'infection';
  // "me desmayo si veo otra factura", "svengo se vedo un'altra bolletta": fainting foretold on a condition
  if (category === 'unconsciousness' && FAINT_IF.test(wholeClause) && /^(?:si|se|if) (?!no me equivoco|non sbaglio|ricordo|mal no recuerdo)/.test(after.trim())) return 'hypothetical';
  // "me duele el pecho de tanto reírme", "mi fa male il petto per la tosse": a sore chest with its cause
  if (category === 'chest_pain' && CHEST_CAUSE_AFTER.test(after.trim())) return 'figure of speech';
  if (category !== 'self_harm' && category !== 'unsafe_at_home' && otherPersonBefore(lang, before) && (PAST_DAY.test(clause) || OTHER_PERSON_DATIVE_PAST[lang]?.test(before.trim()))) return 'someone elsewhere';
  if (category !== 'self_harm' && CONDITION_FIRST.test(before) && SUBJUNCTIVE_AFTER[lang]?.test(after.trim())) return 'hypothetical';
  if ((category === 'chest_pain' || category === 'stroke') && lang === 'de' && CONSEQUENCE_DE.test(before.trim()) && NAMED_EVENT[lang]?.test(wholeClause)) return 'figure of speech';
  if (MEDIA.test(clause) && TOPIC_BEFORE.test(before.trim())) return 'someone elsewhere';
  // decision 321: a show watched, then someone of it, and no first person before the match
  if (category !== 'self_harm' && at >= 0 && SHOW.test(reply.slice(0, at + before.length)) && STORY_PERSON.test(before) && !(FIRST_PERSON[lang] as RegExp).test(before.replace(STORY_PERSON, ' '))) return 'someone elsewhere';
  if (category !== 'self_harm' && category !== 'unsafe_at_home' && lang === 'fr' && STORY_OF_BEFORE_FR.test(before.trim())) return 'someone elsewhere';
  if (category !== 'unsafe_at_home' && IN_THE_STORY.test(before)) return 'someone elsewhere';
  // "estoy preocupada por mi vecino que se desmayó": the relative clause's subject is the other person.
  if (category !== 'self_harm' && elsewhereIn(lang, reply, before) && OTHER_PERSON_WHO[lang]?.test(before.trim())) return 'someone elsewhere';
  // The person before the match is someone elsewhere ("my neighbour collapsed, I called the ambulance").
  if (elsewhereIn(lang, reply, before) && !(FIRST_PERSON[lang] as RegExp).test(before.replace(OTHER_PERSON, ' ').replace(OF_MY, ' '))) return 'someone elsewhere';
  if (category !== 'self_harm' && category !== 'unsafe_at_home' && LIVES_ELSEWHERE.test(reply) && !(FIRST_PERSON[lang] as RegExp).test(before.replace(OTHER_PERSON, ' '))) return 'someone elsewhere';
  if (lang === 'de') {
    if ((category === 'chest_pain' || category === 'stroke') && NAMED_EVENT.de?.test(wholeClause) && GET_BEFORE_DE.test(before.trim()) && FROM_THING_AFTER_DE.test(after.trim()) && !MEDICINE.test(after)) return 'figure of speech';
    if (category !== 'self_harm' && category !== 'unsafe_at_home' && SAW_SOMEONE_DE.test(before.trim())) return 'someone elsewhere';
    if (category !== 'unsafe_at_home' && IN_THE_STORY_DE.test(before.trim())) return 'someone elsewhere';
    const before8 = at > 0 ? reply.slice(0, at).trim().split(' ').slice(-8).join(' ') : '';
    if (category !== 'self_harm' && category !== 'unsafe_at_home' && !now && THEN_ASKED_DE.test(wholeClause.trim()) && IF_BEFORE_DE.test(before8)) return 'hypothetical';
  }
  return null;
}

/** The match itself is done to the patient ("me tuer"), or no match text is known: a third person's verb before it is their threat. */
function doneToMeFr(wholeClause: string, before: string, after: string): boolean {
  const matched = wholeClause.slice(before.length, wholeClause.length - after.length).trim();
  return matched === '' || DONE_TO_ME_FR.test(matched);
}

/** A relative or friend outside the household ("my sister", "meine Schwester") before the match, and not the patient. */
function otherPersonBefore(lang: Language, before: string): boolean {
  return OTHER_PERSON.test(before) && !(FIRST_PERSON[lang] as RegExp).test(before.replace(OTHER_PERSON, ' '));
}

/**
 * A joke or a complaint about the medicine or the check-in: a laugh in the reply with the medicine or
 * the check-in in the clause (or in the clause before: "die Kapseln sind so riesig, an denen erstick
 * ich noch haha"), or the reason of the complaint (taste, size) in the clause with the medicine or a
 * laugh (self-harm words; breathing only foretold, "un día me ahogo": a swollen tongue after a
 * tablet is no figure). Never when the clause
 * names the whole supply (a plan) or the reply says it is no joke.
 */
function jokeAboutTheMedicine(category: SafetyCategory, clause: string, reply: string, at: number): boolean {
  if (NOT_JOKING.test(reply) || WHOLE_SUPPLY.test(clause) || MANY_COUNTED.test(clause) || ACT_ON_MEDICINE.test(clause)) return false;
  const laugh = JOKE.test(reply);
  const subject = (text: string): boolean => MEDICINE.test(text) || CHECK_IN.test(text);
  const before = at > 0 ? reply.slice(0, at).trim().split(' ').slice(-8).join(' ') : '';
  // The joke needs its figure: a word of killing, dying, choking, poison or going mad in the clause (a plan told with a laugh has none).
  if (laugh && (subject(clause) || subject(before)) && FIGURE_WORD.test(clause)) return true;
  if (!MEDICINE_REASON.test(clause) || !(laugh || MEDICINE.test(clause))) return false;
  return category === 'self_harm' || (category === 'breathing' && SOME_DAY.test(clause));
}
