/**
 * Round 8, overdoses told as arithmetic or repetition, in every language (decisions 300-303): rows
 * written in our own words before the engine was changed for the overdoses the third blind batch
 * (dev 7001+, decision 273) missed. A multiple of the dose, N units instead of M, the same dose taken
 * again because the patient forgot whether they had, twice a day instead of once, a count of a named
 * drug or of "the heart ones", a child at the pills; and the look-alikes a nurse would not be called
 * for: a prescribed change, one extra pill, a question, history, a double dose to make up a missed one,
 * "three times a day". Read by test/engine/understand-overdose-round8.test.ts.
 */
import type { CrisisRow, LookalikeRow } from './rows';

/** A multiple of the dose or the dose repeated, of a high-risk drug (insulin, anticoagulants, digoxin, opioids, benzodiazepines, tricyclics, lithium, methotrexate). */
export const OD_MULTIPLE: CrisisRow[] = [
  ['overdose', 'en', 'i think i did my insulin twice this morning, cant remember if i had already'],
  ['overdose', 'en', 'gave myself double my usual insulin by mistake an hour ago'],
  ['overdose', 'en', 'took my warfarin twice today, mixed up the boxes'],
  ['overdose', 'en', 'my husband had his morphine three times tonight because he kept forgetting he had it'],
  ['overdose', 'it', 'credo di aver fatto l insulina due volte stasera, non mi ricordavo se l avevo già fatta'],
  ['overdose', 'it', 'ho rifatto la morfina, stessa dose, me ne sono accorta adesso'],
  ['overdose', 'it', 'mia madre ha preso il coumadin tre volte oggi perché non si ricordava'],
  ['overdose', 'es', 'me he puesto la insulina dos veces esta noche, no me acordaba si ya me la había puesto'],
  ['overdose', 'es', 'mi padre se ha tomado el sintrom tres veces hoy, se le olvida que ya lo tomó'],
  ['overdose', 'es', 'creo que me he pinchado la insulina dos veces, ahora estoy temblando'],
  ['overdose', 'de', 'hab heut früh mein insulin zweimal gespritzt, wusste nicht mehr ob ich schon hatte'],
  ['overdose', 'de', 'meine mutter hat ihr marcumar dreimal genommen heute'],
  ['overdose', 'de', 'hab aus versehen die doppelte menge morphin genommen und bin total benommen'],
  ['overdose', 'fr', 'j ai fait mon insuline deux fois ce soir, je me souvenais plus si je l avais faite'],
  ['overdose', 'fr', 'mon mari a pris sa morphine trois fois cette nuit il oubliait qu il l avait prise'],
  ['overdose', 'fr', 'j ai pris mon previscan deux fois aujourd hui je me suis trompée de pilulier'],
];

/** The same dose taken again, of any drug, because the patient forgot whether they had (decision 121 reads "took my morning tablets twice"). */
export const OD_REPEAT: CrisisRow[] = [
  ['overdose', 'es', 'me tomé las de la noche dos veces porque no me acordaba si ya las había tomado'],
  ['overdose', 'es', 'mi madre se ha tomado las de la mañana tres veces, no se acordaba'],
  ['overdose', 'it', 'ho preso quelle della sera tre volte perché non ricordavo se le avevo prese'],
  ['overdose', 'de', 'ich hab die morgentabletten dreimal genommen weil ich nicht mehr wusste ob ich sie schon hatte'],
  ['overdose', 'fr', 'j ai pris ceux du matin trois fois parce que je savais plus si je les avais pris'],
];

/** N units or tablets instead of M, the first far above the second. */
export const OD_INSTEAD: CrisisRow[] = [
  ['overdose', 'en', 'put in 50 units instead of 15 this morning'],
  ['overdose', 'en', 'i injected forty units instead of twelve'],
  ['overdose', 'it', 'ho fatto 40 unità invece di 14 di insulina'],
  ['overdose', 'it', 'mi sono fatto trenta unità di insulina al posto di dieci'],
  ['overdose', 'es', 'me he puesto 50 unidades en vez de 18'],
  ['overdose', 'es', 'se puso treinta unidades de insulina en lugar de diez'],
  ['overdose', 'es', 'me tomé como 12 de las de dormir en vez de una'],
  ['overdose', 'de', 'hab 40 einheiten statt 14 gespritzt'],
  ['overdose', 'de', 'mein vater hat dreißig einheiten insulin statt zehn gespritzt'],
  ['overdose', 'fr', 'j ai fait 40 unités au lieu de 14'],
  ['overdose', 'fr', 'il s est injecté trente unités d insuline au lieu de dix'],
];

/** Twice a day instead of once, for days, of a high-risk drug or with signs after it. */
export const OD_PER_DAY: CrisisRow[] = [
  ['overdose', 'en', 'ive been taking my digoxin twice a day instead of once all week and everything looks yellow'],
  ['overdose', 'it', 'ho preso il litio due volte al giorno invece di una per tutta la settimana e adesso tremo tutta'],
  ['overdose', 'es', 'llevo toda la semana tomando la digoxina dos veces al día en vez de una'],
  ['overdose', 'de', 'ich hab die ganze woche mein digoxin zweimal am tag statt einmal genommen und seh alles gelb'],
  ['overdose', 'fr', 'toute la semaine j ai pris la digoxine deux fois par jour au lieu d une et je vois tout jaune'],
  ['overdose', 'fr', 'j ai pris le méthotrexate tous les jours au lieu d une fois par semaine'],
];

/** A count of a named drug, or of "the heart ones", "the sleeping ones". */
export const OD_COUNT: CrisisRow[] = [
  ['overdose', 'en', 'had about 25 of my sleeping ones last night'],
  ['overdose', 'it', 'ho preso una ventina di quelle per il cuore'],
  ['overdose', 'it', 'ne ho prese una manciata di quelle per l ansia e mi gira tutto'],
  ['overdose', 'es', 'me tomé 9 paracetamoles de un gramo seguidos y ahora tengo mucho sueño'],
  ['overdose', 'es', 'me tomé unas 20 de las de la tensión'],
  ['overdose', 'es', 'se ha metido todas las pastillas que le quedaban de golpe'],
  ['overdose', 'es', 'me he metido un puñado de las de dormir con vino'],
  ['overdose', 'de', 'hab ne handvoll von den schlaftabletten genommen mit wein und bin ganz benommen'],
  ['overdose', 'fr', 'j ai pris une vingtaine de ceux pour le coeur'],
];

/** A child at the pills: some missing, or nobody knows how many. */
export const OD_CHILD: CrisisRow[] = [
  ['overdose', 'en', 'my toddler was playing with my pill box and now 4 of the heart tablets are missing'],
  ['overdose', 'it', 'il bambino ha giocato con la scatola delle pastiglie della pressione e ne mancano 5'],
  ['overdose', 'es', 'el niño estuvo jugando con el pastillero y faltan 4 de las pastillas del corazón'],
  ['overdose', 'de', 'die kleine hat mit meiner tablettenbox gespielt und jetzt fehlen 5 blutdrucktabletten'],
  ['overdose', 'de', 'mein enkel hat an meinen tabletten rumgespielt und es fehlen welche'],
  ['overdose', 'fr', 'le petit a joué avec ma boîte de cachets et il en manque 4'],
];

/** Look-alikes: a prescribed change, one extra, a question, history, a catch-up dose, a regimen. */
export const OD_LOOKALIKES: LookalikeRow[] = [
  // a regimen
  ['en', 'i take my insulin three times a day with meals'],
  ['en', 'i do my insulin twice, morning and evening'],
  ['en', 'the doctor told me to double my warfarin from monday'],
  ['en', 'should i take a double dose of insulin if my sugar is high?'],
  ['en', 'i only put in 10 units instead of 20 because my sugar was low'],
  ['en', 'took one extra paracetamol by mistake, feel fine'],
  ['en', 'i missed my insulin twice this week'],
  ['en', 'years ago i took my warfarin twice by mistake, nothing happened'],
  ['it', 'faccio l insulina tre volte al giorno prima dei pasti'],
  ['it', 'il medico mi ha detto di raddoppiare la dose di coumadin'],
  ['it', 'se faccio l insulina due volte per sbaglio cosa succede?'],
  ['it', 'ho fatto 10 unità invece di 20 perché avevo la glicemia bassa'],
  ['it', 'ho preso una pastiglia in più della pressione per sbaglio, sto bene'],
  ['it', 'questa settimana ho dimenticato l insulina due volte'],
  ['es', 'me pongo la insulina dos veces al día, mañana y noche'],
  ['es', 'el médico me ha dicho que tome el sintrom dos veces al día en vez de una'],
  ['es', 'me tomé la doble porque se me olvidó ayer'],
  ['es', 'me puse 10 unidades en vez de 20 porque tenía el azúcar bajo'],
  ['es', '¿qué pasa si me tomo la digoxina dos veces?'],
  ['es', 'esta semana se me ha olvidado la insulina dos veces'],
  ['de', 'ich spritze mein insulin dreimal am tag zum essen'],
  ['de', 'der arzt hat gesagt ich soll das marcumar doppelt nehmen'],
  ['de', 'hab 10 einheiten statt 20 gespritzt weil mein zucker niedrig war'],
  ['de', 'was passiert wenn ich das insulin zweimal spritze?'],
  ['de', 'hab diese woche zweimal mein insulin vergessen'],
  ['fr', 'je fais mon insuline trois fois par jour avant les repas'],
  ['fr', 'le médecin m a dit de prendre la morphine deux fois par jour au lieu d une'],
  ['fr', 'j ai fait 10 unités au lieu de 20 parce que j étais en hypo'],
  ['fr', 'que se passe t il si je prends mon insuline deux fois ?'],
  ['fr', 'j ai oublié mon insuline deux fois cette semaine'],
  // a child with the pills taken away from them
  ['en', 'my grandson found my pills but i took them off him before he opened the box, none missing'],
];

/** Added with the engine change (decision 301): all that was left then counted, a child's age told short. */
export const OD_LEFT_COUNTED: CrisisRow[] = [
  ['overdose', 'en', 'she swallowed all the co-codamol that was left in the pack, must have been 20'],
  ['overdose', 'en', 'my 3yr old was in my bag and 6 of my heart tablets are missing'],
  ['overdose', 'it', 'ha preso tutte le pastiglie di tachipirina che restavano, erano 20'],
];

/** Look-alikes of the context modifiers (decision 302): the doctor's instruction, an "if" asking what a dose does, a dose error said to be fine. */
export const OD_LOOKALIKES_CONTEXT: LookalikeRow[] = [
  ['en', 'my gp told me to take the warfarin twice today because my inr was low'],
  ['en', 'took my blood pressure pill twice by mistake, the pharmacist said it was fine'],
  ['it', 'se prendo la digossina due volte per sbaglio è pericoloso?'],
  ['it', 'la dottoressa mi ha detto di fare l insulina due volte al giorno invece di una'],
  ['es', 'el médico me dijo que me ponga la insulina dos veces en vez de una'],
  ['es', 'me tomé la pastilla de la tensión dos veces, el farmacéutico me dijo que no pasa nada'],
  ['de', 'der arzt hat gesagt ich soll das insulin zweimal statt einmal spritzen'],
  ['de', 'wenn ich das marcumar zweimal nehme, was passiert dann?'],
  ['fr', 'le médecin m a dit de prendre l insuline deux fois au lieu d une'],
  ['fr', 'j ai pris mon cachet deux fois, le pharmacien a dit que c était pas grave'],
];

/** Crises close to those look-alikes: they still escalate. */
export const OD_CONTEXT_CLOSE: CrisisRow[] = [
  ['overdose', 'en', 'took my insulin twice by mistake and now im shaky and sweaty, what happens now'],
  ['overdose', 'it', 'ho fatto l insulina due volte per sbaglio, cosa devo fare?'],
  ['overdose', 'fr', 'j ai fait mon insuline deux fois, qu est ce que je dois faire ?'],
];

/** A negation of an earlier verb is not a dose warned against (decision 302): they escalate. */
export const OD_MODAL_SCOPE: CrisisRow[] = [
  ['overdose', 'es', 'mi hijo que no me llama y anoche con los nervios me tomé medio bote de diazepam'],
  ['overdose', 'de', 'weiss ich nicht ich glaub ich hab mein insulin doppelt gespritzt und dann nochmal weil ich nicht mehr wusste ob ich schon hatte jetzt zitter ich'],
  ['overdose', 'en', 'i dont know, i think i took a double dose of my insulin, now im sweating'],
];

/** A dose warned against still does not escalate. */
export const OD_MODAL_LOOKALIKES: LookalikeRow[] = [
  ['en', 'i was told never to take a double dose of insulin'],
  ['it', 'non devo mai fare una dose doppia di insulina'],
  ['es', 'me dijeron que nunca tome el doble de sintrom'],
  ['de', 'ich soll nie eine doppelte dosis marcumar nehmen'],
  ['fr', 'il ne faut jamais prendre une double dose d insuline'],
];

/** Found by probing after the change (decision 301): a weekly regimen, meals named, a dose missed twice, a measurement repeated. */
export const OD_REGIMEN_LOOKALIKES: LookalikeRow[] = [
  ['it', 'prendo il coumadin tre volte a settimana'],
  ['es', 'me pincho la insulina tres veces, en el desayuno, la comida y la cena'],
  ['de', 'meine mutter hat ihr insulin heute zweimal vergessen'],
  ['fr', 'j ai oublié deux fois mon insuline cette semaine'],
  ['en', 'i check my sugar twice before i do my insulin'],
  ['it', 'mi sono misurata la glicemia due volte prima dell insulina'],
  ['en', 'the nurse doubled my insulin last week'],
  ['es', 'mi nieto encontró mis pastillas pero no falta ninguna'],
  ['fr', 'le petit a fait tomber la boîte de cachets, j ai tout ramassé, il n en manque aucun'],
  ['it', 'ho fatto 12 unità invece di 10 come mi ha detto la diabetologa'],
  // read by the frame of decision 121 (took + repeatDose + pills), which has no `asPrescribed` unless: NOT_YET
  ['en', 'i took my morphine twice today as usual'],
];
