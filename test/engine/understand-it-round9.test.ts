import { IT_CRISES9, IT_LOOKALIKES9 } from './it-round9';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 9 (decisions 307-308), Italian: warning signs in the words public health teaches, written before the engine
 * was widened for them. Rows the engine cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // crises not read: jaw and arm pain with no chest, sweat or spread is also a tooth or the neck; after 'ma' only 'forte e sale al petto', no pain word
  'ho dolore alla mandibola e al braccio sinistro',
  'sembra mal di stomaco ma è forte e sale al petto',
  // crises not read: blood or cola-coloured urine alone is read only with an anticoagulant or bruises (decision 281)
  'c\'è sangue nella pipì',
  'ho le urine color coca-cola',
  // crises not read: a knot in the throat is also emotion, and no concept names the drug as a trigger; a sting across a clause with 'non' is denied; 'la puntura' and 'la penna' are also insulin's
  'sento un nodo alla gola dopo l\'antibiotico',
  'ha gli occhi gonfi, non li apre, dopo la puntura di vespa',
  'ha la voce rauca dopo la puntura',
  'ho fatto la penna',
  // crises not read: a bare 'non risponde' is also unanswered messages; 'un attacco', 'la crisi' are also panic, asthma or a crying fit; a sleeping child is floppy too
  'la mamma non risponde',
  'la crisi dura da cinque minuti',
  'un\'altra crisi subito dopo la prima',
  'il bambino è tutto molle',
  // crises not read: finishing a bottle is also running out of it; medicines with a drink, with no excess or sign, are no overdose
  'ha finito il flacone di gocce',
  'ha preso le medicine con l\'alcol',
  // crises not read: goodbyes, guilt, hopelessness and not caring said alone are ordinary sentences (a course, a wedding, a forgotten pill, the football); as concept words they would escalate ordinary replies
  'se ci rivedremo ancora, grazie di tutto',
  'è stato bello conoscerti',
  'ti auguro una vita felice',
  'non m\'importa più di niente',
  'questo non si risolverà mai',
  'è tutta colpa mia',
  // look-alikes read as the sign: the warning sign's own words (the 118's 'non parla e non risponde', 147.ch's 'non posso più vivere così') said of a game or a rented flat; recall first
  'mio figlio non parla e non risponde quando gioca alla play',
  'non posso più vivere così in affitto, cerco casa',
  // look-alikes that escalated before round 9 (unchanged): a child's age, a film or a song, a cause named after the sign (muscular, blueberries, a cold, stairs, an ice lolly, a filler, nerves), a figure
  'il nipotino biascica le parole perché ha due anni',
  'nel film l\'attore diceva parole sbagliate per via dell\'ictus',
  'il dolore al petto di ieri era muscolare, me l\'ha detto il medico',
  'mi sono tolto un peso dal petto dopo averne parlato',
  'mi stringe il petto la maglia nuova, è troppo piccola',
  'la cacca nera dopo i mirtilli, tutto normale',
  'non riesco a respirare dal naso per il raffreddore',
  'mi manca l\'aria di casa, mi trasferisco al mare',
  'mi manca l\'aria dopo aver salito cinque piani ma poi passa subito',
  'ho le labbra blu per il ghiacciolo al mirtillo',
  'mi sento soffocare da tutte queste scadenze',
  'mi si chiude la gola quando devo parlare in pubblico, è l\'ansia',
  'ho le labbra gonfie per il filler dall\'estetista',
  'non si sveglia mai prima delle dieci la domenica',
  'l\'ho trovato a terra a giocare con i lego',
  'ho perso i sensi dalla fatica, si fa per dire, sono solo stanco',
  'ha perso conoscenza nel film che abbiamo visto ieri',
  'ho preso tutta la scatola in farmacia, quella da sessanta',
  'ho quasi fatto l\'insulina due volte ma me ne sono accorto prima',
  'senza di me stareste meglio, diceva il personaggio del film',
  'sono stanco di vivere in città, voglio la campagna',
  'vorrei non esserci più alla riunione, è noiosissima',
  'era meglio se non nascevo, cantava in quella canzone',
]);

crisisRows('it round 9: warning signs in lay words escalate', inLanguage.crises('it', IT_CRISES9), NOT_YET);
lookalikeRows('it round 9: their look-alikes do not escalate', inLanguage.lookalikes('it', IT_LOOKALIKES9), NOT_YET);
