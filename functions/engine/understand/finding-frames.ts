import type { Language } from '../types';
import type { Barrier, SideEffect } from './lexicon/types';

/**
 * BARRIER AND SIDE-EFFECT FRAMES: a barrier or a symptom told in the patient's own words rather than
 * in a listed phrase. A frame is a trigger and its object that must meet within a few tokens (the
 * window counts the tokens between them; clause punctuation may lie between): the car + broken down,
 * nobody + to drive me, the bus + not running, the pharmacy + out of stock or closed, the
 * prescription + not renewed, the insurance + not paying, before/after + a meal, which one + for
 * what, the mouth + dry, sleep + trouble, standing up + spinning, the ankles + like balloons.
 *
 * Each concept has a vocabulary per language written as patients type and as speech-to-text writes
 * (lower case, accents optional, `*` a stem, several words a sequence); a conversation reads its own
 * language and English. A concept word that carries its own negation ("won't start", "nadie",
 * "non passa") is never read as denied; any other concept of a frame denied in its clause ("the
 * pharmacy is never closed", "no trouble sleeping") takes the frame down, and an `unless` concept
 * anywhere in the frame's clause makes it something else ("can't go to the shops" is no constipation).
 * Frames are read in `findings.ts`, after the lexicon phrases; a frame's label wins over a phrase of
 * another barrier inside its words ("my son drives me but he's busy" is transport, not forgetting).
 */

type Vocab = Partial<Record<Language, string[]>>;

export const FINDING_CONCEPTS: Record<string, Vocab> = {
  // ------------------------------------------------------------------ transportation
  vehicle: {
    en: ['car', 'van', 'truck', 'motor', 'vehicle', 'jeep', 'pickup'],
    it: ['macchina', 'auto', 'automobile', 'furgone', 'motorino', 'macchinina'],
    es: ['carro', 'coche', 'auto', 'camioneta', 'vehiculo', 'troca', 'nave'],
    de: ['auto', 'wagen', 'karre', 'kiste', 'pkw'],
    fr: ['voiture', 'bagnole', 'auto', 'caisse', 'vehicule'],
  },
  vehicleDown: {
    en: ['broke*', 'broken', 'packed in', 'packed up', 'conked out', 'died', 'dead', 'in the shop', 'at the garage', 'in the garage', 'at the mechanic*', 'mechanic*', 'garage', "won t start", "doesn t start", 'not starting', 'flat', 'battery', 'off the road', 'written off', 'crashed', 'totalled', 'totaled', 'repossessed', 'being fixed', 'being repaired', 'needs fixing', 'in for repairs', 'had the car', 'has the car', 'took the car', 'sold the car', 'sold my car', 'don t have the car', 'no longer have'],
    it: ['rott*', 'guast*', 'meccanico', 'carrozziere', 'elettrauto', 'officina', 'non parte', 'non mi parte', 'in panne', 'batteria', 'gomma a terra', 'bucat*', 'incidentat*', 'ferma', 'sequestrat*', 'in riparazione', 'ha preso la macchina', 'ha la macchina', 'non ho piu', 'venduto', 'venduta'],
    es: ['descompuest*', 'descompuso', 'averiad*', 'averio', 'taller', 'mecanico', 'no arranca', 'no prende', 'no enciende', 'no me arranca', 'se dano', 'danad*', 'ponchad*', 'pinchad*', 'bateria', 'chocad*', 'choque', 'en reparacion', 'se llevo el carro', 'se llevo el coche', 'tiene el carro', 'tiene el coche', 'ya no tengo', 'vendi', 'vendido', 'me quede sin'],
    de: ['kaputt', 'defekt', 'werkstatt', 'springt nicht an', 'spring nicht an', 'startet nicht', 'liegen geblieben', 'liegengeblieben', 'batterie', 'platt', 'abgeschleppt', 'panne', 'unfall', 'in reparatur', 'totalschaden', 'hat das auto', 'hatte das auto', 'kein auto mehr', 'verkauft'],
    fr: ['en panne', 'panne', 'garage', 'garagiste', 'mecanicien', 'demarre pas', 'demarre plus', 'veut pas demarrer', 'creve*', 'batterie', 'cass*', 'accident*', 'en reparation', 'a pris la voiture', 'avait la voiture', 'vendu', 'n ai plus', 'j ai plus'],
  },
  licence: {
    en: ['licence', 'license', 'licenses', 'licences', 'driving licence', 'drivers license'],
    it: ['patente'],
    es: ['licencia', 'licencia de conducir', 'carnet', 'carnet de conducir', 'permiso de conducir', 'brevete'],
    de: ['fuhrerschein', 'fuehrerschein', 'lappen', 'fahrerlaubnis'],
    fr: ['permis', 'permis de conduire'],
  },
  licenceGone: {
    en: ['lost', 'took', 'taken', 'suspended', 'revoked', 'off me', 'expired', 'gave up', 'handed in', 'no', 'not allowed', "can t drive", 'cannot drive', 'stopped driving'],
    it: ['ritirat*', 'sospes*', 'tolt*', 'pers*', 'scadut*', 'revocat*', 'non ho piu', 'non ho la', 'senza', 'non posso guidare', 'non guido piu'],
    es: ['quitaron', 'quitado', 'retirad*', 'suspendid*', 'vencid*', 'caducad*', 'perdi', 'no tengo', 'sin', 'ya no manejo', 'ya no conduzco', 'no puedo manejar', 'no puedo conducir'],
    de: ['weg', 'abgegeben', 'abgenommen', 'entzogen', 'los', 'abgelaufen', 'kein', 'keinen', 'ohne', 'darf nicht mehr fahren', 'darf nicht fahren', 'fahre nicht mehr'],
    fr: ['retire*', 'suspendu*', 'perdu', 'sucre', 'annule', 'expire', 'pas le', 'plus le', 'plus de', 'pas de', 'sans', 'conduis plus', 'peux plus conduire'],
  },
  nobody: {
    en: ['nobody', 'no one', 'noone', 'no body', 'nobody s', 'no one s', 'have no one', 'haven t got anyone', "don t have anyone", 'no ride', 'no lift'],
    it: ['nessuno', 'non ho chi', 'non c e chi', 'non ce chi', 'non ho nessuno', 'senza passaggio'],
    es: ['nadie', 'no tengo quien', 'no hay quien', 'no tenia quien', 'no tuve quien', 'sin quien'],
    de: ['niemand', 'keiner', 'keinen der', 'keine die', 'hab keinen', 'habe keinen', 'niemanden'],
    fr: ['personne', 'j ai personne', 'n ai personne', 'pas quelqu un', 'aucun'],
  },
  takeMe: {
    en: ['drive me', 'drives me', 'drove me', 'driving me', 'take me', 'takes me', 'took me', 'run me', 'runs me', 'ran me', 'give me a lift', 'gives me a lift', 'gave me a lift', 'give me a ride', 'gives me a ride', 'gave me a ride', 'get me there', 'bring me', 'brings me', 'my ride', 'my lift', 'my driver', 'pick me up', 'picks me up', 'to drive me', 'to take me', 'a lift', 'a ride'],
    it: ['mi porta', 'mi porti', 'mi portava', 'portarmi', 'mi accompagn*', 'accompagnarmi', 'mi da un passaggio', 'darmi un passaggio', 'un passaggio', 'mi passa a prendere', 'mi scarrozza', 'mi guida', 'guidare per me', 'mi puo portare', 'mi puo accompagnare', 'mi puoi portare', 'mi portano', 'mi accompagnano', 'mi poteva portare', 'non mi puo portare', 'non mi puo accompagnare', 'non mi porta piu', 'non mi puo piu portare'],
    es: ['me lleva', 'me lleve', 'me llevaba', 'me llevara', 'llevarme', 'me acerca', 'me acerque', 'acercarme', 'me da aventon', 'darme un aventon', 'un aventon', 'me da un aventon', 'me recoge', 'me maneja', 'me conduce', 'me trae', 'traerme', 'un raite', 'me da raite', 'me puede llevar', 'me pueda llevar', 'puede llevarme', 'me podia llevar', 'me pudo llevar'],
    de: ['mich fahren', 'fahren', 'hinfahren', 'bringen', 'fahrt mich', 'faehrt mich', 'fuhr mich', 'mich hinfahren', 'fahrt mich hin', 'mich bringen', 'bringt mich', 'mitnehmen', 'nimmt mich mit', 'mich abholen', 'holt mich ab', 'mitfahr*', 'fahrer', 'fahrerin', 'mich fahrt', 'mich faehrt', 'mich hinfahrt', 'mich bringt', 'mich hinbringt', 'mich mitnimmt', 'mich fahren kann', 'mich fahren konnte'],
    fr: ['me conduit', 'me conduire', 'me conduise', 'me conduisait', 'm emmene', 'm emmener', 'm emmenait', 'm amene', 'm amener', 'me depose', 'me deposer', 'me ramene', 'me ramener', 'me cherche', 'me chercher', 'covoiturage'],
  },
  driverAway: {
    en: ['work*', 'busy', 'away', 'shift*', 'doubles', 'on holiday', 'on vacation', 'out of town', 'in hospital', 'moved', 'can t', 'cant', 'couldn t', 'couldnt', 'cannot', 'unable', 'not available', 'no time', 'fell through', 'let me down', 'cancelled', 'canceled', 'moved away', 'lives far'],
    it: ['lavor*', 'impegnat*', 'via', 'fuori', 'turn*', 'in ferie', 'in vacanza', 'non puo', 'non puo piu', 'non poteva', 'non riesce', 'non ha tempo', 'trasferit*', 'ricoverat*', 'andato a vivere', 'andata a vivere', 'vive lontano'],
    es: ['trabaj*', 'ocupad*', 'fuera', 'de viaje', 'turno*', 'no puede', 'ya no puede', 'no pudo', 'no podia', 'no tiene tiempo', 'se mudo', 'internad*', 'hospitalizad*', 'se fue a vivir', 'vive lejos', 'no me puede', 'no me pudo', 'ya no me puede'],
    de: ['arbeit*', 'beschaftigt', 'unterwegs', 'verreist', 'schicht*', 'nachtschicht', 'keine zeit', 'kann nicht', 'kann mich nicht', 'konnte nicht', 'konnte mich nicht', 'weggezogen', 'im krankenhaus', 'nicht mehr'],
    fr: ['travaill*', 'boulot', 'occupe*', 'absent*', 'en deplacement', 'en vacances', 'peut pas', 'peut plus', 'pouvait pas', 'pas le temps', 'demenage', 'hospitalise*', 'parti vivre', 'partie vivre', 'habite loin'],
  },
  transit: {
    en: ['bus', 'buses', 'coach', 'train', 'trains', 'tram', 'metro', 'subway', 'shuttle', 'public transport'],
    it: ['autobus', 'bus', 'pullman', 'corriera', 'treno', 'treni', 'tram', 'metro', 'navetta', 'mezzi', 'mezzi pubblici', 'circolare', 'corriere', 'corrieri'],
    es: ['autobus', 'autobuses', 'bus', 'camion', 'colectivo', 'micro', 'guagua', 'metro', 'tren', 'transporte', 'combi', 'buseta'],
    de: ['bus', 'busse', 'bahn', 'zug', 'zuge', 'tram', 'strassenbahn', 'linie', 'verbindung', 'ubahn', 'sbahn', 'rufbus', 'anrufsammeltaxi'],
    fr: ['bus', 'train', 'trains', 'tram', 'metro', 'navette', 'transports', 'transport', 'ligne', 'rer', 'autocar'],
  },
  transitDown: {
    en: ["doesn t run", "don t run", 'not running', "doesn t go", "don t go", 'stopped running', 'stopped', 'cancelled', 'canceled', 'cut', 'axed', 'strike', 'on strike', 'only comes', 'only runs', 'only goes', 'once a day', 'twice a day', 'missed', 'never came', "didn t come", "didn t turn up", 'no longer', 'rerouted', 'no service', 'not on sundays', 'not at weekends', 'every two hours', 'every three hours', 'every 2 hours', 'every hour', 'once an hour', 'only twice', 'only once', 'twice a day', '2 times a day', 'only in the morning', 'hardly any', 'few and far between', 'rarely', 'barely any'],
    it: ['non passa', 'non passano', 'non passa piu', 'sciopero', 'soppress*', 'cancellat*', 'tagliat*', 'solo due volte', 'una volta al giorno', 'perso', 'non e passato', 'non arriva', 'non arriva fin', 'non ferma', 'ogni due ore', 'ogni tre ore', 'ogni ora', 'passa solo', 'solo 2 volte', '2 volte al giorno', 'due volte al giorno', 'solo la mattina', 'poche corse', 'pochissim*', 'pochi', 'rari', 'scarsi', 'non ne passa', 'non ne passano', 'non ci arriva', 'non arriva li', 'non ci passa', 'non c e piu', 'non ci sono piu', 'non esiste piu', 'l hanno tolt*'],
    es: ['no pasa', 'no pasan', 'paro', 'huelga', 'cancelad*', 'suspendid*', 'solo pasa', 'solo dos veces', 'una vez al dia', 'perdi', 'no llego', 'no vino', 'no llega', 'ya no pasa', 'no para', 'dejo de pasar', 'cada dos horas', 'cada tres horas', 'cada hora', 'muy de vez en cuando', 'solo pasa', 'pasa solo', '2 veces al dia', 'dos veces al dia', 'solo en la manana', 'casi no pasa', 'pocos', 'poquitos', 'muy pocos'],
    de: ['fahrt nicht', 'fahren nicht', 'faehrt nicht', 'fahrt nur', 'fahrt kaum', 'streik*', 'gestrichen', 'eingestellt', 'ausgefallen', 'fallt aus', 'fallen aus', 'nur zweimal', 'nur einmal', 'verpasst', 'kam nicht', 'halt nicht', 'halt da nicht', 'alle zwei stunden', 'alle drei stunden', 'nur stundlich', 'selten', 'zweimal am tag', '2 mal am tag', 'nur morgens', 'fahrt selten'],
    fr: ['passe plus', 'passe pas', 'passent plus', 'passent pas', 'greve', 'supprim*', 'annule*', 'y a plus', 'deux fois par jour', 'une fois par jour', 'rate', 'loupe', 'est pas passe', 'arrete pas', 's arrete plus', 'toutes les deux heures', 'toutes les trois heures', 'toutes les heures', 'rarement', 'deux fois par jour', '2 fois par jour', 'passe que', 'que le matin', 'rares', 'presque pas'],
  },
  place: {
    en: ['pharmacy', 'chemist', 'chemists', 'drugstore', 'clinic', 'surgery', 'doctors', 'doctor s', 'hospital', 'town', 'health centre', 'health center'],
    it: ['farmacia', 'ambulatorio', 'studio del medico', 'ospedale', 'paese', 'citta', 'centro', 'asl', 'poliambulatorio'],
    es: ['farmacia', 'clinica', 'consultorio', 'hospital', 'centro de salud', 'pueblo', 'ciudad', 'centro', 'botica'],
    de: ['apotheke', 'praxis', 'arztpraxis', 'krankenhaus', 'stadt', 'klinik', 'ort', 'dorf'],
    fr: ['pharmacie', 'cabinet', 'hopital', 'clinique', 'ville', 'centre', 'bourg', 'village'],
  },
  far: {
    en: ['far', 'miles away', 'miles out', 'a long way', 'out of town', 'ages away', 'km away', 'kilometres', 'kilometers', 'across town', 'other side of town', 'an hour away'],
    it: ['lontan*', 'chilometri', 'km', 'dall altra parte', 'fuori mano', 'scomod*', 'un ora', 'km di distanza'],
    es: ['lejos', 'retirad*', 'kilometros', 'km', 'del otro lado', 'a una hora', 'a trasmano', 'apartad*', 'lejisim*', 'lejote*', 'quedo lejos', 'queda lejos'],
    de: ['weit', 'weit weg', 'kilometer', 'km', 'am anderen ende', 'ab vom schuss', 'eine stunde', 'ausserhalb', 'km weg', 'kilometer weg', 'weit draussen'],
    fr: ['loin', 'kilometres', 'km', 'a l autre bout', 'paume', 'une heure', 'a perpete', 'excentre*'],
  },
  onFoot: {
    en: ['walk', 'walking', 'on foot', 'walk there'],
    it: ['a piedi', 'camminare', 'cammino', 'camminando'],
    es: ['a pie', 'caminando', 'caminar', 'camino', 'andando'],
    de: ['zu fuss', 'laufen', 'gehen', 'laufe'],
    fr: ['a pied', 'marcher', 'je marche'],
  },
  walkHard: {
    en: ["can t", 'cant', 'cannot', "couldn t", 'too far', 'too much', 'struggle', 'hard', 'bad knees', 'bad hip', 'cane', 'stick', 'walker', 'zimmer', 'wheelchair', 'an hour'],
    it: ['non ce la faccio', 'non riesco', 'non posso', 'troppo', 'fatica', 'bastone', 'deambulatore', 'carrozzina', 'sedia a rotelle', 'un ora'],
    es: ['no puedo', 'no alcanzo', 'me cuesta', 'no aguanto', 'baston', 'andadera', 'andador', 'silla de ruedas', 'una hora', 'demasiado'],
    de: ['schaff ich nicht', 'schaffe ich nicht', 'schaff das nicht', 'kann nicht', 'zu weit', 'schwer', 'stock', 'rollator', 'rollstuhl', 'eine stunde'],
    fr: ['arrive pas', 'peux pas', 'peux plus', 'trop', 'du mal', 'canne', 'deambulateur', 'fauteuil roulant', 'une heure'],
  },
  cantReach: {
    en: ["can t get to", 'cant get to', "can t get there", 'cant get there', "couldn t get to", "couldn t get there", 'no way to get', 'no way of getting', "can t make it to", 'stuck at home'],
    it: ['non ci arrivo', 'non ci posso andare', 'non posso andare', 'non riesco ad andare', 'non riesco ad arrivare', 'non riesco a raggiungere', 'non so come andare', 'non ho come andare', 'non ho modo di andare', 'bloccat* a casa'],
    es: ['no tengo como ir', 'no tengo como llegar', 'no tengo en que ir', 'no puedo ir', 'no pude ir', 'no llego', 'no alcanzo a ir', 'no hay forma de ir', 'no hay manera de ir', 'no tengo manera de ir'],
    de: ['komm nicht', 'komme nicht', 'komm ich nicht', 'komme ich nicht', 'kam nicht', 'kam ich nicht', 'nicht hinkommen', 'nicht hin', 'kein weg', 'keine moglichkeit'],
    fr: ['peux pas y aller', 'peux pas aller', 'pouvais pas y aller', 'arrive pas a aller', 'pas moyen d y aller', 'pas moyen d aller', 'sais pas comment y aller', 'coince* a la maison'],
  },
  // ------------------------------------------------------------------ access
  pharmacy: {
    en: ['pharmacy', 'chemist', 'chemists', 'drugstore', 'pharmacist', 'the shop'],
    it: ['farmacia', 'farmacista', 'farmacie'],
    es: ['farmacia', 'farmaceutico', 'farmaceutica', 'botica', 'droguer*', 'centro de salud', 'imss', 'issste', 'dispensario', 'clinica'],
    de: ['apotheke', 'apotheker*', 'apotheken'],
    fr: ['pharmacie', 'pharmacien*', 'pharma'],
  },
  stockOut: {
    en: ['none left', 'had none', "didn t have", "don t have", "haven t got", "hadn t got", 'out of stock', 'sold out', 'ran out', 'run out', 'back order*', 'on order', 'order it in', 'ordering it', 'ordered it', 'shortage', 'not available', 'unavailable', "couldn t get it", "can t get it", 'waiting for a delivery', 'not come in', "hasn t come in", 'not in yet', 'none in', 'out of it', 'all out', 'never has it', 'never have it', 'never in stock', 'never got it', 'waiting on a delivery', 'waiting for the delivery', 'waiting on the delivery', 'don t stock it', 'doesn t stock it', 'don t carry it', 'doesn t carry it'],
    it: ['finit*', 'esaurit*', 'non ce l aveva', 'non ce l avevano', 'non l avevano', 'non l aveva', 'non c era', 'non ce n era', 'mancava', 'mancano', 'manca', 'da ordinare', 'ordinar*', 'ordinat*', 'in arrivo', 'non disponibil*', 'non arrivat*', 'non e arrivat*', 'carenza', 'introvabil*', 'non ce l hanno', 'non l hanno', 'non ce l ha mai', 'mai disponibile', 'non ce l hanno mai', 'aspetta la consegna', 'aspettano la consegna', 'aspettano il corriere', 'non la tengono', 'non lo tengono', 'non la tiene', 'non lo tiene', 'non arriva prima', 'arriva solo', 'fuori produzione', 'fuori commercio', 'era senza', 'sempre senza', 'erano senza', 'non le aveva', 'non li aveva', 'non le avevano', 'non li avevano', 'non ce le aveva*', 'non ce li aveva*'],
    es: ['no habia', 'no tenian', 'no tienen', 'no tenia', 'no le quedaba', 'no les quedaba', 'no quedaba', 'agotad*', 'pedir*', 'pedido', 'encarg*', 'no ha llegado', 'no les ha llegado', 'no le ha llegado', 'no les llega', 'no llega', 'no llego', 'falta', 'faltante', 'desabast*', 'escasez', 'sin existencia*', 'no hay', 'nunca tiene', 'nunca tienen', 'nunca la tienen', 'nunca lo tienen', 'nunca hay', 'esperando el pedido', 'esperan el pedido', 'esperan que llegue', 'no la trae', 'no lo trae', 'no las traen', 'no la traen', 'no lo traen', 'no la manejan', 'no lo manejan', 'no me surten', 'no me surtieron', 'no me la surten', 'no surten', 'no la surten', 'no la tenia', 'no lo tenia', 'no la tenian', 'no lo tenian', 'no las tenian', 'no los tenian', 'tuvieron que pedir', 'la tuvieron que pedir', 'hay que pedirla', 'la tienen que pedir', 'lo tienen que pedir', 'no me las han dado', 'no me la han dado', 'no me los han dado', 'no me lo han dado', 'no me la dieron', 'no me las dieron', 'no hay medicamento', 'no hay medicina'],
    de: ['nicht da', 'nicht vorratig', 'nicht lieferbar', 'nicht liefern', 'lieferengpass', 'lieferschwierig*', 'bestell*', 'ausverkauft', 'hatten es nicht', 'hatte es nicht', 'hatten keine', 'hatte keine', 'hatten die nicht', 'nicht bekommen', 'engpass', 'nicht vorhanden', 'nicht auf lager', 'nicht gekommen', 'noch nicht da', 'nie vorratig', 'nie da', 'hat es nie', 'haben es nie', 'warten auf die lieferung', 'wartet auf die lieferung', 'auf die lieferung', 'fuhren sie nicht', 'fuhrt sie nicht', 'fuhrt das nicht', 'fuhren das nicht'],
    fr: ['en avait plus', 'en ont plus', 'en a plus', 'en avaient plus', 'rupture', 'pas en stock', 'commande*', 'command*', 'pas recu', 'pas encore recu', 'l avait pas', 'l avaient pas', 'l a pas', 'l ont pas', 'pas dispo*', 'indisponible', 'manque', 'penurie', 'pas livre', 'en attente', 'n avait pas', 'n avaient pas', 'l a jamais', 'l ont jamais', 'n a jamais', 'jamais en stock', 'attend la livraison', 'attendent la livraison', 'en attente de livraison', 'la font pas', 'le font pas', 'l ont pas en'],
  },
  prescription: {
    en: ['prescription', 'prescriptions', 'script', 'repeat', 'repeats', 'refill', 'refills', 'renewal', 'rx', 'repeat prescription', 'renew*'],
    it: ['ricetta', 'ricette', 'prescrizione', 'impegnativa', 'piano terapeutico', 'rinnovo', 'rinnov*'],
    es: ['receta', 'recetas', 'prescripcion', 'orden medica', 'formula', 'la orden', 'resurtido', 'renovacion', 'renov*'],
    de: ['rezept', 'rezepte', 'folgerezept', 'verordnung', 'kassenrezept', 'privatrezept', 'verlanger*'],
    fr: ['ordonnance', 'ordonnances', 'renouvellement', 'ordo', 'prescription', 'renouvel*'],
  },
  pending: {
    en: ["hasn t", 'hasnt', 'still waiting', 'waiting', 'not yet', 'pending', 'expired', 'ran out', 'run out', 'not renewed', "didn t renew", "hasn t signed", "hasn t sent", "hasn t renewed", "didn t get", 'didnt get', 'lost', 'not sent', 'not through', "hasn t come through", 'needs renewing', 'needs a new', 'need a new', 'no more', 'not answering', "doesn t answer", "can t reach", "couldn t reach", "can t get hold", "couldn t get hold", 'unreachable', 'can t get an appointment', 'couldn t get an appointment', 'no appointment', 'waiting for an appointment', 'doctor is away', 'on leave', 'not ready', 'isn t ready', 'isnt ready'],
    it: ['non ha ancora', 'non mi ha ancora', 'non mi ha fatto', 'non mi ha rinnovato', 'non mi hanno', 'aspett*', 'attesa', 'scadut*', 'non rinnovat*', 'ancora non', 'non e arrivat*', 'non arriva', 'manca', 'mi serve', 'serve', 'finit*', 'non me l ha', 'non risponde', 'non rispondono', 'irraggiungibile', 'non riesco a sentire', 'in ferie', 'non trovo appuntamento', 'nessun appuntamento', 'in vacanza', 'deve ancora', 'devono ancora', 'ancora da fare', 'non ancora', 'ancora niente', 'non e ancora pronta', 'non e pronta', 'non ancora pronta', 'ancora non pronta', 'non e ancora pronto', 'non mi e arrivat*', 'non mi e ancora arrivat*', 'non e ancora arrivat*', 'non me l hanno mandat*', 'non me l ha mandat*', 'non me l ha ancora', 'mancava', 'mancavano'],
    es: ['todavia no', 'aun no', 'no me ha', 'no me manda', 'no me mandan', 'no me dio', 'no me dan', 'no me han', 'esperand*', 'espero', 'pendiente', 'vencid*', 'caducad*', 'no me renuev*', 'no me la renuev*', 'falta', 'necesito', 'se me acabo', 'se acabo', 'no contesta', 'no responde', 'no me contesta', 'no localizo', 'no consigo cita', 'no hay citas', 'sin cita', 'de vacaciones', 'no me surten', 'no me surtieron', 'no me la surten', 'no me la surtieron', 'no la surten', 'no me la dan', 'no esta lista', 'no esta lista todavia', 'todavia no esta', 'aun no esta'],
    de: ['noch nicht', 'noch kein', 'noch keine', 'warte*', 'abgelaufen', 'nicht verlangert', 'nicht ausgestellt', 'nicht geschickt', 'fehlt', 'kein', 'keine', 'nicht bekommen', 'nicht gekriegt', 'brauche', 'brauch', 'nicht erreichbar', 'nicht erreicht', 'geht nicht ran', 'meldet sich nicht', 'keinen termin', 'kein termin', 'im urlaub', 'nicht fertig', 'noch nicht fertig'],
    fr: ['toujours pas', 'pas encore', 'attends', 'attente', 'expir*', 'perime*', 'pas renouvel*', 'pas refait', 'pas fait', 'pas recu', 'manque', 'pas d', 'plus d', 'besoin d une', 'finie', 'termine*', 'repond pas', 'injoignable', 'rappelle pas', 'arrive pas a joindre', 'pas de rendez vous', 'pas de rdv', 'en vacances', 'en conge', 'pas prete', 'pas encore prete', 'pas pret'],
  },
  doctor: {
    en: ['doctor', 'doctors', 'doctor s', 'gp', 'surgery', 'practice', 'clinic', 'office', 'receptionist', 'reception', 'nurse', 'specialist'],
    it: ['medico', 'dottore', 'dottoressa', 'studio', 'ambulatorio', 'medico di base', 'medico di famiglia', 'segreteria', 'specialista'],
    es: ['medico', 'medica', 'doctor', 'doctora', 'consultorio', 'clinica', 'centro de salud', 'recepcion', 'especialista'],
    de: ['arzt', 'arztin', 'hausarzt', 'hausarztin', 'praxis', 'arztpraxis', 'sprechstunde', 'doktor', 'facharzt'],
    fr: ['medecin', 'docteur', 'toubib', 'cabinet', 'generaliste', 'secretariat', 'specialiste'],
  },
  unreachable: {
    en: ["can t get through", 'cant get through', "couldn t get through", "can t reach", 'cant reach', "couldn t reach", 'not answering', 'never answers', "doesn t answer", "don t answer", "can t get hold", "couldn t get hold", 'unreachable', 'no appointments', "can t get an appointment", "couldn t get an appointment", 'on holiday', 'on leave', 'off sick', 'phone just rings', 'always engaged', "hasn t called back", "never calls back"],
    it: ['non risponde', 'non rispondono', 'non riesco a parlare', 'non riesco a sentire', 'non riesco a contattare', 'non riesco a chiamare', 'non riesco a prendere', 'irraggiungibile', 'sempre occupato', 'non mi richiama', 'non mi ha richiamato', 'in ferie', 'in vacanza', 'in malattia', 'nessun appuntamento', 'non trovo appuntamento', 'non da appuntamenti'],
    es: ['no contesta', 'no contestan', 'no responde', 'no responden', 'no consigo hablar', 'no logro hablar', 'no logro comunicarme', 'no consigo comunicarme', 'no puedo hablar', 'no me contestan', 'no me contesta', 'no localizo', 'no hay citas', 'no me da cita', 'no me dan cita', 'no consigo cita', 'siempre ocupado', 'siempre esta ocupado', 'de vacaciones', 'de baja', 'no me devuelve', 'no me dieron cita', 'no hubo cita', 'no alcance cita', 'sin cita'],
    de: ['nicht erreichbar', 'nicht erreicht', 'nicht zu erreichen', 'erreiche niemand*', 'erreiche keinen', 'geht nicht ran', 'keiner geht ran', 'niemand geht ran', 'dauernd besetzt', 'immer besetzt', 'kein termin', 'keinen termin', 'komme nicht durch', 'komm nicht durch', 'im urlaub', 'in urlaub', 'ruft nicht zuruck'],
    fr: ['impossible de joindre', 'arrive pas a joindre', 'pas reussi a joindre', 'injoignable', 'repond pas', 'repond jamais', 'rappelle pas', 'rappelle jamais', 'pas de rendez vous', 'pas de rdv', 'toujours occupe', 'en vacances', 'en conge', 'absent'],
  },
  /** "reach", "erreiche", "joindre": unreachable only with a negation ("ich erreiche die Praxis nicht"). */
  reachVerb: {
    en: ['reach', 'get through to', 'get hold of'],
    it: ['contattare', 'raggiungere'],
    es: ['contactar', 'localizar', 'comunicarme con'],
    de: ['erreiche', 'erreichen', 'erreicht', 'durchkommen'],
    fr: ['joindre', 'contacter', 'avoir le'],
  },
  insurance: {
    en: ['insurance', 'insurer', 'insurers', 'plan', 'medicaid', 'medicare', 'cover', 'nhs', 'the scheme'],
    it: ['assicurazione', 'mutua', 'asl', 'ssn', 'ulss', 'servizio sanitario'],
    es: ['seguro', 'aseguradora', 'obra social', 'eps', 'isapre', 'prepaga', 'mutua', 'seguridad social', 'imss', 'issste'],
    de: ['krankenkasse', 'kasse', 'versicherung', 'kk', 'aok', 'tk', 'barmer', 'krankenversicherung'],
    fr: ['mutuelle', 'secu', 'securite sociale', 'assurance', 'cpam', 'caisse'],
  },
  approval: {
    en: ['approv*', 'pre approv*', 'preapprov*', 'authori*', 'prior auth*', 'pre auth*', 'paperwork', 'forms', 'sign off'],
    it: ['autorizz*', 'approv*', 'via libera', 'nulla osta', 'pratica', 'modulo'],
    es: ['autoriz*', 'aprob*', 'aprueb*', 'visto bueno', 'tramite', 'papeleo'],
    de: ['genehmig*', 'bewillig*', 'freigabe', 'antrag', 'kostenubernahme', 'papierkram'],
    fr: ['accord', 'autoris*', 'valid*', 'dossier', 'entente prealable', 'paperasse'],
  },
  notPaying: {
    en: ["won t cover", "doesn t cover", 'not cover*', 'stopped covering', 'stopped paying', "won t pay", "doesn t pay", 'no longer cover*', 'no longer pays', 'not covered', 'refused', 'denied', 'dropped', 'turned down', 'rejected', 'only covers', 'wont cover', 'doesnt cover', 'wont pay', 'doesnt pay'],
    it: ['non copre', 'non la copre', 'non lo copre', 'non li copre', 'non le copre', 'non rimborsa', 'non la passa', 'non lo passa', 'non paga', 'non copre piu', 'non passa piu', 'non e mutuabile', 'non mutuabile', 'rifiutat*', 'negat*', 'non e coperta', 'non e coperto', 'non coperta', 'non coperto', 'non la coprono', 'non lo coprono', 'non rimborsabil*', 'non e rimborsat*', 'non rimborsat*'],
    es: ['no cubre', 'no me cubre', 'no me la cubre', 'no me lo cubre', 'no lo cubre', 'no la cubre', 'no las cubre', 'no los cubre', 'ya no cubre', 'ya no me', 'no paga', 'no me paga', 'dejo de cubrir', 'dejaron de cubrir', 'rechaz*', 'nego', 'negaron'],
    de: ['zahlt nicht', 'zahlt das nicht', 'zahlt die nicht', 'zahlt es nicht', 'zahlt nichts', 'ubernimmt nicht', 'ubernimmt das nicht', 'ubernimmt die nicht', 'ubernimmt es nicht', 'ubernimmt keine', 'erstattet nicht', 'erstattet das nicht', 'abgelehnt', 'lehnt ab', 'nicht mehr bezahlt', 'nicht ubernommen', 'nicht erstattet'],
    fr: ['rembourse plus', 'rembourse pas', 'rembourse que', 'ne rembourse', 'prend pas en charge', 'prend plus en charge', 'couvre pas', 'couvre plus', 'paie pas', 'paie plus', 'paye pas', 'paye plus', 'refuse*', 'plus rembourse*', 'pas rembourse*', 'non rembourse*', 'dereembourse*', 'derembourse*'],
  },
  closed: {
    en: ['closed', 'shut', 'shuts', 'closes', 'closing', 'shutting', 'not open', 'only open', 'opening hours', 'open hours'],
    it: ['chius*', 'chiude', 'chiudono', 'chiudeva', 'aperta solo', 'apre solo', 'orari', 'orario', 'non apre', 'non e aperta'],
    es: ['cerrad*', 'cierra', 'cierran', 'cerraron', 'cerro', 'solo abre', 'abre solo', 'horario*', 'no abre', 'no abren'],
    de: ['geschlossen', 'schliesst', 'schliessen', 'hat zu', 'hatte zu', 'haben zu', 'hatten zu', 'schon zu', 'war zu', 'ist zu', 'macht zu', 'machen zu', 'dicht', 'nur vormittags', 'nur morgens', 'offnungszeit*', 'offnet nur', 'hat nur'],
    fr: ['ferme*', 'ferment', 'fermait', 'baisse le rideau', 'baisse son rideau', 'ouverte que', 'ouvre que', 'horaires', 'ouvre pas', 'est pas ouverte'],
  },
  // ------------------------------------------------------------------ understanding
  timing: {
    en: ['before', 'after', 'with', 'without', 'empty', 'full'],
    it: ['prima', 'dopo', 'con', 'senza', 'a stomaco', 'pancia piena', 'pancia vuota', 'stomaco pieno', 'stomaco vuoto', 'a digiuno'],
    es: ['antes', 'despues', 'con', 'sin', 'en ayunas', 'estomago vacio', 'estomago lleno', 'panza llena'],
    de: ['vor', 'nach', 'mit', 'ohne', 'danach', 'davor', 'nuchtern', 'leeren magen', 'vollen magen', 'zum'],
    fr: ['avant', 'apres', 'avec', 'sans', 'pendant', 'a jeun', 'ventre vide', 'ventre plein', 'estomac vide'],
  },
  meal: {
    en: ['food', 'meal', 'meals', 'eating', 'eat', 'breakfast', 'lunch', 'dinner', 'supper', 'tea', 'a snack'],
    it: ['pasti', 'pasto', 'mangiare', 'mangiato', 'colazione', 'pranzo', 'cena', 'cibo', 'piena', 'vuota', 'pieno', 'vuoto', 'digiuno'],
    es: ['comida', 'comidas', 'comer', 'desayuno', 'almuerzo', 'cena', 'alimentos', 'ayunas', 'vacio', 'lleno', 'llena'],
    de: ['essen', 'fruhstuck', 'fruehstueck', 'mittagessen', 'abendessen', 'mahlzeit*', 'magen', 'nuchtern'],
    fr: ['repas', 'manger', 'petit dej*', 'dejeuner', 'diner', 'nourriture', 'jeun', 'vide', 'plein'],
  },
  dayTime: {
    en: ['morning', 'mornings', 'night', 'evening', 'bedtime', 'at bed', 'midday', 'lunchtime'],
    it: ['mattina', 'mattino', 'sera', 'notte', 'mezzogiorno', 'prima di dormire'],
    es: ['manana', 'noche', 'tarde', 'mediodia', 'antes de dormir'],
    de: ['morgens', 'abends', 'mittags', 'nachts', 'morgen', 'abend', 'vor dem schlafen'],
    fr: ['matin', 'soir', 'midi', 'nuit', 'coucher'],
  },
  orWord: {
    en: ['or'],
    it: ['o', 'oppure'],
    es: ['o', 'u'],
    de: ['oder'],
    fr: ['ou'],
  },
  doubt: {
    en: ['not sure', "don t know", 'dont know', "don t really know", "don t even know", 'not really sure', 'no idea', 'do i', 'should i', 'am i supposed', 'supposed to', 'confus*', 'nobody told', 'no one told', 'never told', 'not clear', 'wondering', 'unsure', "don t get", "don t understand", "didn t understand", "can t tell", 'nobody explained', 'didn t explain', 'never explained', 'wasn t sure', 'wasnt sure', 'weren t sure', 'never sure', 'not certain', 'wasn t certain', 'if i should', 'whether to', 'whether i should'],
    it: ['non so', 'non ho capito', 'non capisco', 'non mi ricordo', 'non ricordo', 'devo', 'va presa', 'vanno prese', 'va preso', 'non mi hanno detto', 'nessuno mi ha detto', 'boh', 'chissa', 'non e chiaro', 'dubbio', 'non mi hanno spiegato', 'nessuno mi ha spiegato', 'non mi ha spiegato'],
    es: ['no se', 'no entiendo', 'no entendi', 'no me acuerdo', 'debo', 'tengo que', 'va antes', 'se toma', 'no me dijeron', 'nadie me dijo', 'no me queda claro', 'no tengo claro', 'ni idea', 'duda', 'nadie me explico', 'no me explicaron', 'no me explico'],
    de: ['weiss nicht', 'weiss ich nicht', 'keine ahnung', 'soll ich', 'muss ich', 'nicht verstanden', 'verstehe nicht', 'nicht sicher', 'unklar', 'hat mir keiner gesagt', 'niemand hat gesagt', 'weiss nie', 'weiss nicht mehr', 'keiner hat erklart', 'nicht erklart', 'niemand hat erklart'],
    fr: ['sais pas', 'sais plus', 'sais jamais', 'sais meme pas', 'pas compris', 'comprends pas', 'dois je', 'faut il', 'faut-il', 'je dois', 'on m a pas dit', 'personne m a dit', 'aucune idee', 'pas sur', 'pas sure', 'me souviens plus', 'je confonds', 'personne m a explique', 'on m a pas explique', 'm a pas explique'],
  },
  whichOne: {
    en: ['which', 'which one', 'which ones', 'what one', 'what'],
    it: ['quale', 'quali', 'qual e', 'quale e'],
    es: ['cual', 'cuales', 'cual es'],
    de: ['welche', 'welches', 'welcher', 'welchen', 'wofur', 'wozu'],
    fr: ['lequel', 'laquelle', 'lesquels', 'lesquelles', 'quel', 'quelle', 'a quoi'],
  },
  purposeFor: {
    en: ['for', 'is for', 'does what', 'is which'],
    it: ['per', 'serve', 'servono', 'e quale'],
    es: ['para', 'de la', 'del', 'sirve', 'es cual'],
    de: ['fur', 'fuer', 'gut', 'ist welche', 'sind', 'ist'],
    fr: ['pour', 'sert', 'servent', 'est laquelle', 'est lequel'],
  },
  purposeQ: {
    en: ['what it s for', 'what its for', 'what they re for', 'what for', 'what it does', 'what they do'],
    it: ['a cosa serve', 'a cosa servono', 'a che serve', 'a che servono', 'per cosa', 'a cosa serviva'],
    es: ['para que', 'pa que', 'para que era', 'para que es', 'para que son', 'para que sirve'],
    de: ['wofur', 'wozu', 'fur was'],
    fr: ['a quoi', 'pour quoi faire', 'a quoi ca sert'],
  },
  belief: {
    en: ['thought', 'i thought', 'didn t know', 'didnt know', "didn t realise", "didn t realize", 'didnt realise', 'didnt realize', 'believed', 'assumed', 'nobody said', 'no one said', 'figured'],
    it: ['pensavo', 'credevo', 'non sapevo', 'non avevo capito', 'pensavo che', 'credevo che', 'mi sembrava'],
    es: ['pense', 'pensaba', 'creia', 'crei', 'no sabia', 'no entendi', 'suponia'],
    de: ['dachte', 'glaubte', 'wusste nicht', 'nicht gewusst', 'war mir nicht klar', 'ging davon aus'],
    fr: ['croyais', 'pensais', 'savais pas', 'j ai cru', 'je pensais', 'je croyais', 'avais pas compris'],
  },
  courseEnd: {
    en: ['keep taking', 'keep on taking', 'carry on', 'for life', 'forever', 'only when', 'just when', 'until the', 'till the', 'bottle was done', 'bottle was finished', 'box was done', 'once the bottle', 'once the box', 'when the bottle', 'when the box', 'course was over', 'finished the course', 'stop when', 'could stop', 'felt better', 'feel better', 'every day', 'only take', 'only needed', 'only need', 'when it hurts', 'when i m in pain', 'when i have pain', 'as needed', 'if needed', 'only if', 'when i feel bad', 'when i feel ill', 'didn t need it', 'didnt need it', 'no longer needed', 'felt fine', 'felt ok', 'felt okay'],
    it: ['finita la scatola', 'finita la confezione', 'finito la cura', 'finita la cura', 'per sempre', 'a vita', 'solo quando', 'fino a finire', 'smettere', 'stavo meglio', 'tutti i giorni', 'continuare', 'ogni giorno', 'quando ho male', 'quando mi fa male', 'al bisogno', 'solo se', 'solo al bisogno', 'quando sto male', 'non serviva piu', 'non mi serviva piu', 'stavo bene'],
    es: ['terminar la caja', 'terminar el frasco', 'acabar la caja', 'solo hasta', 'hasta terminar', 'hasta acabar', 'para siempre', 'de por vida', 'solo cuando', 'dejarla', 'dejarlas', 'dejar de', 'me sentia mejor', 'todos los dias', 'seguir tomando', 'cada dia', 'cuando me duele', 'cuando me doliera', 'cuando me duela', 'cuando tenga dolor', 'si me duele', 'solo si', 'solo era', 'cuando me sienta mal', 'cuando me sentia mal', 'me sentia bien', 'ya no la necesitaba', 'ya no las necesitaba', 'ya no hacia falta'],
    de: ['packung leer', 'packung alle', 'packung aufgebraucht', 'bin ich fertig', 'fertig', 'fur immer', 'lebenslang', 'nur wenn', 'nur bis', 'aufhoren', 'absetzen', 'besser ging', 'jeden tag', 'weiter nehmen', 'weiternehmen', 'wenn es weh tut', 'wenn es wehtut', 'wenn s weh tut', 'bei bedarf', 'nur bei', 'nur wenn', 'wenn ich schmerzen', 'nicht mehr brauche', 'nicht mehr brauchte', 'ging mir gut'],
    fr: ['boite terminee', 'boite finie', 'fini la boite', 'c etait fini', 'fini une fois', 'a vie', 'pour toujours', 'seulement quand', 'que quand', 'jusqu a la fin', 'arreter', 'allais mieux', 'tous les jours', 'continuer', 'quand j ai mal', 'si j ai mal', 'au besoin', 'seulement si', 'que si', 'en cas de douleur', 'quand ca fait mal', 'en avais plus besoin', 'en ai plus besoin', 'allais bien'],
  },
  /** "what is the little white one for": a question of purpose without a word of doubt. */
  purposeWhat: {
    en: ['what is', 'what s', 'whats', 'what are', 'what re', 'what exactly is'],
  },
  /** How often or how many: "non ho capito quante volte al giorno", "no sé cada cuánto". */
  howOften: {
    en: ['how often', 'how many times', 'how many a day', 'how many to take', 'how much to take'],
    it: ['quante volte', 'quante al giorno', 'quante ne devo', 'ogni quanto', 'quante prenderne', 'quanto prenderne'],
    es: ['cuantas veces', 'cada cuanto', 'cuantas me tomo', 'cuantas tomar', 'cuantas al dia'],
    de: ['wie oft', 'wie viele', 'wieviele', 'wie viel'],
    fr: ['combien de fois', 'combien j en prends', 'combien par jour', 'combien prendre'],
  },
  /** "not sure if", "non so se", "no sé si", "weiß nicht, ob", "je sais pas si": a question about the medicine follows. */
  unsureWhether: {
    en: ['not sure if', 'not sure whether', "don t know if", 'dont know if', "don t know whether", 'wondering if', "wasn t sure if", 'wasnt sure if', 'no idea if'],
    it: ['non so se', 'non sapevo se', 'non ho capito se', 'non capisco se', 'chissa se', 'mi chiedo se'],
    es: ['no se si', 'no sabia si', 'no entiendo si', 'no tengo claro si', 'no me queda claro si', 'me pregunto si'],
    de: ['weiss nicht ob', 'weiss ich nicht ob', 'nicht sicher ob', 'frage mich ob', 'unklar ob', 'keine ahnung ob'],
    fr: ['sais pas si', 'savais pas si', 'pas sur si', 'pas sure si', 'me demande si', 'compris si'],
  },
  /** Taking it with the others, or at all once better: what the question is about. */
  together: {
    en: ['together', 'with the others', 'with my other', 'at the same time', 'keep taking', 'carry on', 'stop'],
    it: ['insieme', 'con le altre', 'con gli altri', 'allo stesso tempo', 'continuare', 'smettere', 'sospendere'],
    es: ['juntas', 'juntos', 'junto con', 'con las otras', 'al mismo tiempo', 'seguir', 'dejar'],
    de: ['zusammen', 'mit den anderen', 'gleichzeitig', 'weiter', 'aufhoren', 'absetzen'],
    fr: ['ensemble', 'avec les autres', 'en meme temps', 'continuer', 'arreter'],
  },
  /** "why I have to take two": a question of purpose. */
  whyQ: {
    en: ['why i', 'why do i', 'why i have to', 'why i need'],
    it: ['perche devo', 'perche prendo', 'perche ne devo', 'perche ne prendo'],
    es: ['por que tengo que', 'por que tomo', 'por que debo'],
    de: ['warum ich', 'wieso ich', 'warum muss', 'wieso muss'],
    fr: ['pourquoi je dois', 'pourquoi je prends', 'pourquoi il faut'],
  },
  // ------------------------------------------------------------------ cost
  money: {
    en: ['dollars', 'dollar', 'bucks', 'quid', 'pounds', 'euros', 'price', 'bill', 'charge', 'charged', 'wanted'],
    it: ['euro', 'soldi', 'prezzo', 'conto', 'volevano', 'chiesto'],
    es: ['pesos', 'dolares', 'euros', 'plata', 'lana', 'precio', 'cobraron', 'cobran', 'pedian'],
    de: ['euro', 'franken', 'geld', 'preis', 'wollten', 'verlangt'],
    fr: ['euros', 'balles', 'francs', 'prix', 'fric', 'thunes', 'demandaient', 'demande'],
  },
  lackMoney: {
    en: ["didn t have it", 'didnt have it', "don t have it", "couldn t pay", "can t pay", "couldn t afford", 'too much', "didn t have that", "don t have that", 'short', 'broke'],
    it: ['non li avevo', 'non li ho', 'non ce li ho', 'non ce li avevo', 'troppo', 'troppi', 'non potevo', 'non arrivo'],
    es: ['no los tenia', 'no los tengo', 'no tenia', 'no me alcanza', 'no me alcanzaba', 'demasiado', 'no pude pagar', 'no podia pagar'],
    de: ['hatte ich nicht', 'hab ich nicht', 'nicht gehabt', 'zu viel', 'zuviel', 'konnte nicht zahlen', 'kann nicht zahlen'],
    fr: ['avais pas', 'ai pas', 'trop', 'pouvais pas payer', 'peux pas payer'],
  },
  choose: {
    en: ['choose between', 'choosing between', 'chose between', 'pick between', 'instead of'],
    it: ['scegliere tra', 'scegliere fra', 'invece di', 'piuttosto che'],
    es: ['elegir entre', 'escoger entre', 'en vez de'],
    de: ['entscheiden zwischen', 'wahlen zwischen', 'statt'],
    fr: ['choisir entre', 'au lieu de', 'plutot que'],
  },
  necessities: {
    en: ['groceries', 'food', 'rent', 'heating', 'bills', 'electric', 'gas bill', 'eating'],
    it: ['spesa', 'mangiare', 'affitto', 'bollette', 'riscaldamento'],
    es: ['mandado', 'comida', 'renta', 'alquiler', 'luz', 'mercado', 'despensa', 'super', 'comer'],
    de: ['essen', 'lebensmittel', 'einkauf', 'miete', 'heizung', 'strom'],
    fr: ['courses', 'bouffe', 'manger', 'loyer', 'chauffage', 'factures'],
  },
  // ------------------------------------------------------------------ forgetfulness
  dozedOff: {
    en: ['fell asleep', 'dozed off', 'nodded off', 'fall asleep', 'drop off', 'crash out', 'crashed out', 'conk out', 'conked out', 'nod off', 'nodding off', 'doze off', 'dozing off', 'dropping off'],
    it: ['addormentat*', 'mi addormento', 'appisolat*', 'mi appisolo', 'crollo', 'crollat*', 'mi addormento', 'crollo'],
    es: ['me quede dormid*', 'me duermo', 'me dormi', 'me quedo dormid*', 'cabeceo', 'me quedo frit*', 'me quede frit*'],
    de: ['schlaf ein', 'schlafe ein', 'eingeschlafen', 'eingenickt', 'nicke ein', 'penn ein', 'schlafe oft ein', 'wegpennen', 'weggepennt', 'wegdosen', 'weggedost', 'ein bevor', 'ein vor', 'einschlafe', 'einschlaf*', 'schlafe ich ein', 'schlaf ich ein'],
    fr: ['m endors', 'endormi*', 'assoupi*', 'm assoupis', 'je m assoupis', 'piquer du nez', 'pique du nez', 'je m effondre', 'je m ecroule', 'je m endors', 'm endormais'],
  },
  beforeDose: {
    en: ['before', 'pill', 'tablet', 'dose', 'meds', 'evening pill', 'night pill', 'bedtime pill'],
    it: ['prima di', 'prima della', 'pastiglia', 'pillola', 'compressa', 'dose'],
    es: ['antes de', 'pastilla', 'dosis', 'toma'],
    de: ['bevor', 'vor der', '*tablette*', 'dosis', 'nehme', 'nehm', 'einnehme', 'abendtablette'],
    fr: ['avant', 'cachet', 'comprime', 'dose', 'pilule', 'trappe'],
  },
  mind: {
    en: ['mind', 'head', 'memory'],
    it: ['testa', 'mente', 'memoria'],
    es: ['cabeza', 'mente', 'memoria'],
    de: ['kopf', 'gedachtnis', 'sinn'],
    fr: ['tete', 'esprit', 'memoire'],
  },
  slipped: {
    en: ['went out', 'gone out', 'out of', 'slipped', 'clean out', 'escaped', 'went right out', 'popped out'],
    it: ['uscit*', 'passat*', 'sfugg*', 'volat*'],
    es: ['se me fue', 'se fue', 'se me paso', 'se me salio', 'salio', 'se me borro'],
    de: ['entfallen', 'durchgerutscht', 'raus', 'aus dem', 'weg'],
    fr: ['sorti*', 'echappe*', 'passe*', 'zappe*'],
  },
  routine: {
    en: ['routine', 'schedule', 'habits', 'rhythm'],
    it: ['abitudin*', 'routine', 'ritmi', 'orari', 'ritmo'],
    es: ['rutina', 'costumbre*', 'horario*', 'habitos'],
    de: ['routine', 'rhythmus', 'alltag', 'gewohnheit*', 'tagesablauf', 'takt'],
    fr: ['routine', 'habitude*', 'rythme', 'rituel'],
  },
  routineBroken: {
    en: ['out the window', 'off', 'out of', 'disrupted', 'messed up', 'all over the place', 'thrown', 'upside down', 'broken', 'lost', 'changed', 'gone'],
    it: ['pers*', 'salt*', 'rott*', 'cambiat*', 'stravolt*', 'sballat*', 'sottosopra', 'all aria', 'perdo', 'perde'],
    es: ['perdi', 'perdido', 'se rompio', 'cambio', 'cambiado', 'patas arriba', 'descontrolad*', 'al reves', 'se fue'],
    de: ['durcheinander', 'aus dem takt', 'weg', 'kaputt', 'verloren', 'anders', 'raus', 'gestort'],
    fr: ['chamboule*', 'perdu*', 'cass*', 'bouleverse*', 'en l air', 'change*', 'decale*'],
  },
  away: {
    en: ['away', 'staying at', 'staying with', 'at my', 'visiting', 'travel*', 'holiday', 'trip', 'weekend away', 'out of town'],
    it: ['via', 'fuori', 'da mia', 'da mio', 'in viaggio', 'in vacanza', 'ospite', 'dai miei', 'dai parenti', 'da parenti', 'dai nonni', 'da amici', 'dagli amici', 'al mare', 'dai figli', 'in trasferta', 'fuori per'],
    es: ['fuera', 'de viaje', 'en casa de', 'de visita', 'donde mi', 'con mi hija', 'con mi hijo', 'de vacaciones', 'de fin de semana', 'el fin de semana', 'cuando salgo', 'salgo de viaje'],
    de: ['bei meiner', 'bei meinem', 'verreist', 'unterwegs', 'weg', 'besuch', 'im urlaub'],
    fr: ['chez ma', 'chez mon', 'chez mes', 'en voyage', 'en vacances', 'absent*', 'parti*'],
  },
  pillsLeft: {
    en: ['left them', 'left my', 'left the', "didn t bring", 'didnt bring', "didn t pack", 'didnt pack', 'forgot to pack', 'forgot to bring', "didn t take them with", 'without my pills', 'without them'],
    it: ['lasciat*', 'non le ho portate', 'non li ho portati', 'non le avevo', 'senza pastiglie', 'senza le medicine', 'senza medicine', 'dimenticat*', 'non me la porto', 'non me le porto', 'non la porto', 'non le porto', 'non me le sono portate', 'non le ho con me', 'non ce l ho con me', 'non me le ero portat*', 'non me l ero portat*', 'non le avevo portat*', 'non l avevo portat*'],
    es: ['no me las lleve', 'no me los lleve', 'no las lleve', 'no los lleve', 'las deje', 'los deje', 'sin las pastillas', 'sin mis pastillas', 'sin pastillas', 'olvide llevar', 'no me las llevo', 'no me los llevo', 'no las llevo', 'no los llevo'],
    de: ['gelassen', 'liegen lassen', 'liegenlassen', 'nicht mitgenommen', 'nicht dabei', 'ohne tabletten', 'ohne die tabletten', 'vergessen mitzunehmen', 'daheim gelassen'],
    fr: ['laisse*', 'pas pris avec', 'pas emporte*', 'oublie de prendre', 'sans mes', 'sans les', 'oublie*'],
  },
  // ------------------------------------------------------------------ side effects
  stomach: {
    en: ['stomach', 'tummy', 'belly', 'gut'],
    it: ['stomaco', 'pancia'],
    es: ['estomago', 'panza', 'barriga', 'tripa'],
    de: ['magen', 'bauch'],
    fr: ['estomac', 'ventre', 'bide'],
  },
  upset: {
    en: ['upset', 'funny', 'turn*', 'churn*', 'off', 'bad', 'rough', 'dodgy', 'bother*'],
    it: ['sottosopra', 'scombussol*', 'sottosopr*', 'in subbuglio', 'rivolt*', 'disturb*', 'fastidio'],
    es: ['revuelv*', 'revuelt*', 'revolv*', 'descompuest*', 'mal', 'caen mal', 'cae mal', 'molestia*'],
    de: ['verdorben', 'flau', 'rebelliert', 'dreht sich', 'verstimmt', 'durcheinander'],
    fr: ['retourne*', 'barbouill*', 'chamboul*', 'detraque*', 'en vrac'],
  },
  nearly: {
    en: ['nearly', 'almost', 'close to', 'about to', 'on the verge of', 'felt like'],
    it: ['quasi', 'stavo per', 'per poco non', 'mancava poco che', 'come se dovessi'],
    es: ['casi', 'por poco', 'a punto de', 'estuve a punto'],
    de: ['fast', 'beinahe', 'beinah', 'kurz davor', 'als musste ich'],
    fr: ['presque', 'failli', 'j ai failli', 'sur le point de', 'comme si j allais'],
  },
  vomitWord: {
    en: ['throw up', 'threw up', 'puke*', 'vomit*', 'be sick', 'was sick', 'back up', 'bring it up', 'brought it up', 'chuck*', 'hurl*', 'lose my breakfast', 'lost my breakfast'],
    it: ['vomit*', 'rimett*', 'rigett*', 'dare di stomaco', 'buttare fuori'],
    es: ['vomit*', 'devolver', 'devolvi', 'devuelvo', 'arrojar', 'echar todo', 'echar la papilla'],
    de: ['ubergeben', 'ubergeb*', 'erbrechen', 'erbrochen', 'kotz*', 'brech*', 'spucken'],
    fr: ['vomir', 'vomi*', 'rendre', 'gerber', 'gerbe*', 'degueul*'],
  },
  rushTo: {
    en: ['running to', 'run to', 'runs to', 'dashing to', 'dash to', 'rushing to', 'rush to', 'back and forth to', 'living on', 'practically living in', 'always on', 'stuck on', 'up and down to'],
    it: ['corro', 'correre', 'corri', 'di corsa', 'sempre in', 'avanti e indietro', 'scappare in', 'scappo in'],
    es: ['corriendo', 'corro', 'correr', 'salir corriendo', 'todo el dia en', 'a cada rato'],
    de: ['renn*', 'lauf standig', 'laufe standig', 'dauernd auf', 'standig auf', 'sitze nur noch auf', 'hange auf'],
    fr: ['cours', 'courir', 'je file', 'filer', 'tout le temps aux', 'sans arret aux', 'passe ma vie aux'],
  },
  sugar: {
    en: ['sugar', 'sugars', 'glucose', 'blood sugar', 'levels'],
    it: ['zucchero', 'zuccheri', 'glicemia', 'glucosio'],
    es: ['azucar', 'glucosa', 'glicemia', 'glucemia'],
    de: ['zucker', 'blutzucker', 'zuckerwert*'],
    fr: ['sucre', 'glycemie', 'glucose'],
  },
  sugarDrop: {
    en: ['dropped', 'drop', 'dropping', 'low', 'crashed', 'crash', 'went down', 'plummeted', 'tanked', 'fell', 'bottomed out'],
    it: ['sceso', 'scesa', 'calo', 'calat*', 'bassa', 'basso', 'a terra', 'crollat*', 'precipitat*'],
    es: ['bajo', 'bajon', 'bajones', 'baja', 'bajisim*', 'por los suelos', 'cayo', 'desplom*'],
    de: ['abgesackt', 'gefallen', 'im keller', 'niedrig', 'runter', 'abgesturzt', 'zu tief', 'tief', 'gesunken'],
    fr: ['descendu', 'chute', 'bas', 'basse', 'tombe', 'degringole', 'dans les chaussettes'],
  },
  heart: { en: ['heart', 'heartbeat', 'pulse'], it: ['cuore', 'battito', 'polso'], es: ['corazon', 'pulso', 'latido*'], de: ['herz', 'herzschlag', 'puls'], fr: ['coeur', 'pouls', 'battements'] },
  heartRacing: {
    en: ['racing', 'pounding', 'flutter*', 'jumping', 'skipping', 'thumping', 'like the clappers', 'going mad', 'going crazy', 'banging', 'hammering', 'irregular', 'galloping'],
    it: ['impazzat*', 'batte forte', 'a mille', 'salta', 'saltell*', 'galopp*', 'martell*', 'accelerat*', 'in gola', 'irregolare'],
    es: ['loco', 'a mil', 'acelerad*', 'brinca', 'salta', 'galop*', 'desbocad*', 'late fuerte', 'late muy rapido', 'muy rapido', 'irregular'],
    de: ['rast', 'rasen', 'stolpert', 'stolpern', 'klopft', 'bis zum hals', 'pocht', 'hammert', 'galoppiert', 'unregelmassig', 'holpert'],
    fr: ['chamade', 's emballe', 'emballe', 'cogne', 'bat vite', 'bat fort', 'saute', 'galop*', 'irregulier', 'a cent a l heure', 'tambour*'],
  },
  bruiseColour: {
    en: ['purple', 'blue', 'black and blue'],
    it: ['viola', 'violacee', 'bluastre'],
    es: ['morad*', 'azul*', 'amoratad*', 'violeta*'],
    de: ['blaue', 'blau', 'lila', 'violett*'],
    fr: ['bleu*', 'violet*', 'violac*'],
  },
  skinMarks: {
    en: ['marks', 'patches', 'spots', 'blotches', 'splotches'],
    it: ['macchie', 'chiazze', 'segni'],
    es: ['manchas', 'marcas'],
    de: ['flecken', 'stellen'],
    fr: ['taches', 'marques', 'plaques'],
  },
  mouth: { en: ['mouth', 'tongue'], it: ['bocca', 'lingua'], es: ['boca', 'lengua'], de: ['mund', 'zunge'], fr: ['bouche', 'langue'] },
  dry: {
    en: ['dry', 'parched', 'sahara', 'desert', 'sandpaper', 'cotton', 'cardboard', 'sticky', 'like glue', 'bone dry'],
    it: ['secc*', 'arsa', 'arso', 'asciutt*', 'impastat*', 'deserto', 'carta vetrata', 'cartone', 'pastosa'],
    es: ['seca', 'seco', 'resec*', 'pastosa', 'estropajo', 'lija', 'desierto', 'carton', 'pegajosa'],
    de: ['trocken*', 'ausgedorrt', 'ausgetrocknet', 'wuste', 'pappig', 'klebrig', 'sandpapier', 'strohtrocken'],
    fr: ['seche', 'sec', 'pateuse', 'carton', 'desert', 'papier de verre', 'collante'],
  },
  sleep: {
    en: ['sleep', 'sleeping', 'asleep', 'drop off', 'nod off', 'doze off', 'get off to sleep', 'nights'],
    it: ['dormire', 'dormo', 'dormito', 'sonno', 'addormentarmi', 'addormento', 'chiudere occhio', 'chiudo occhio', 'notti', 'notte'],
    es: ['dormir', 'dormirme', 'duermo', 'dormido', 'sueno', 'pegar ojo', 'pego ojo', 'noches', 'noche'],
    de: ['schlafen', 'einschlaf*', 'durchschlaf*', 'schlaf', 'schlafe', 'nachte', 'nachts'],
    fr: ['dormir', 'endormir', 'sommeil', 'dors', 'fermer l oeil', 'nuits', 'nuit'],
  },
  sleepTrouble: {
    en: ['trouble', 'hard', "can t", 'cant', "couldn t", 'couldnt', 'struggl*', 'difficult*', 'awake', 'lie there', 'lying there', 'toss*', 'takes ages', 'take ages', 'takes forever', 'for hours', 'hours before', 'poor', 'bad', 'terrible', 'rubbish', 'broken', 'wake up', 'waking up', 'keep waking', 'takes me ages', 'take me ages', 'ages to', 'forever to', 'hours to'],
    it: ['fatica', 'non riesco', 'difficolt*', 'sveglio', 'sveglia', 'ore', 'mi rigiro', 'rigir*', 'male', 'malissimo', 'in bianco', 'mi sveglio', 'non chiudo', 'non ho chiuso'],
    es: ['no puedo', 'me cuesta', 'cuesta', 'horas', 'dificil', 'despiert*', 'dando vueltas', 'vueltas', 'mal', 'fatal', 'en vela', 'no pego', 'no pude', 'me despierto', 'nada'],
    de: ['kann nicht', 'kann kaum', 'stundenlang', 'ewig', 'schwer', 'schlecht', 'wach', 'walze mich', 'walz*', 'kaum', 'wache auf', 'wache dauernd'],
    fr: ['peux pas', 'arrive pas', 'arrive plus', 'du mal', 'des heures', 'mal a', 'difficile*', 'reveille*', 'tourne et retourne', 'mal', 'blanche', 'blanches', 'me reveille'],
  },
  stand: {
    en: ['get up', 'gets up', 'getting up', 'got up', 'stand up', 'standing up', 'stood up', 'stand', 'standing', 'sit up', 'bend down', 'from the chair', 'out of bed'],
    it: ['mi alzo', 'alzarmi', 'alzandomi', 'mi alzavo', 'in piedi', 'dalla sedia', 'dal letto', 'mi chino'],
    es: ['me levanto', 'al levantarme', 'levantarme', 'al pararme', 'me paro', 'pararme', 'de pie', 'ponerme de pie', 'me agacho'],
    de: ['aufstehen', 'aufstehe', 'aufgestanden', 'aufstand', 'stehe auf', 'steh auf', 'stand auf', 'bucke mich'],
    fr: ['me leve', 'me lever', 'en me levant', 'debout', 'je me releve', 'me baisse'],
  },
  spinning: {
    en: ['spin*', 'goes black', 'went black', 'black', 'stars', 'woozy', 'wobbly', 'head rush', 'light headed', 'lightheaded', 'giddy', 'swimming', 'tilts', 'sway*', 'blackout', 'grey out'],
    it: ['gira', 'gira tutto', 'girava', 'vedo nero', 'nero', 'buio', 'sband*', 'ondeggi*', 'vedo le stelle', 'testa leggera', 'mi manca la terra'],
    es: ['se me va todo', 'se me va', 'da vueltas', 'vueltas', 'veo negro', 'negro', 'estrellitas', 'tambale*', 'se me nubla', 'se me oscurece'],
    de: ['schwarz vor augen', 'schwarz', 'dreht', 'drehte', 'sternchen', 'wackelig', 'schwank*', 'taumel*', 'flau'],
    fr: ['tourne', 'tournait', 'voile noir', 'vois noir', 'noir', 'etoiles', 'tangue', 'chancel*', 'vacill*'],
  },
  bowel: {
    en: ['poo', 'poop', 'toilet', 'loo', 'bathroom', 'number two', 'number 2', 'bowels', 'bowel movement', 'go properly', 'stool', 'stools'],
    it: ['andare di corpo', 'di corpo', 'in bagno', 'evacu*', 'scaricarmi', 'intestino', 'cacca', 'feci'],
    es: ['hacer del cuerpo', 'del cuerpo', 'hacer del bano', 'ir al bano', 'al bano', 'evacu*', 'obrar', 'defecar', 'intestino', 'popo', 'caca', 'vientre'],
    de: ['klo', 'toilette', 'stuhlgang', 'grosses geschaft', 'darm', 'kacken', 'stuhl'],
    fr: ['a la selle', 'selle', 'selles', 'aux toilettes', 'toilettes', 'transit', 'caca', 'intestin*'],
  },
  bowelStuck: {
    en: ["can t go", 'cant go', "haven t been", 'havent been', 'able to go', 'unable to go', 'for days', 'in days', 'blocked', 'stuck', "won t come", 'straining'],
    it: ['non riesco', 'non vado', 'non sono andat*', 'da giorni', 'bloccat*', 'fatica', 'niente', 'non riesco ad andare'],
    es: ['sin poder', 'no puedo', 'no he podido', 'dias sin', 'no voy', 'no he ido', 'trabad*', 'tapad*', 'nada', 'me cuesta'],
    de: ['kann nicht', 'nicht mehr', 'seit tagen', 'seit drei tagen', 'blockiert', 'geht nichts', 'klappt nicht', 'war nicht'],
    fr: ['vais pas', 'vais plus', 'suis pas alle*', 'arrive pas', 'peux pas', 'pas pu', 'depuis', 'bloque*', 'rien'],
  },
  daysSpan: {
    en: ['days', 'a week', 'since monday', 'since the weekend'],
    it: ['giorni', 'una settimana'],
    es: ['dias', 'una semana'],
    de: ['tagen', 'tage', 'einer woche'],
    fr: ['jours', 'une semaine'],
  },
  cantGo: {
    en: ["can t go", 'cant go', "haven t been able to go", "hasn t been able to go", "not been able to go", 'able to go', 'unable to go', "haven t gone", 'havent gone', "haven t managed to go", "couldn t go"],
  },
  bodyLow: {
    en: ['ankle*', 'feet', 'foot', 'legs', 'leg', 'hands', 'fingers', 'calves', 'shins'],
    it: ['caviglie', 'caviglia', 'piedi', 'piede', 'gambe', 'mani', 'dita', 'polpacci'],
    es: ['tobillo*', 'pies', 'piernas', 'manos', 'dedos', 'pantorrillas'],
    de: ['knochel', 'fusse', 'fuesse', 'fuss', 'beine', 'bein', 'hande', 'finger', 'waden', 'knoechel'],
    fr: ['cheville*', 'pieds', 'jambes', 'mains', 'doigts', 'mollets'],
  },
  puffed: {
    en: ['balloon*', 'puffed', 'puffy', 'fat', 'huge', 'like an elephant', 'elephant', 'tight', 'sock marks', 'marks from my socks', "shoes don t fit", "shoes won t fit", 'twice the size', 'blown up'],
    it: ['gonfi*', 'grosse', 'grossi', 'enormi', 'palloni', 'elefante', 'scarpe non entrano', 'segno delle calze'],
    es: ['hinch*', 'gordos', 'gordas', 'inflamad*', 'globos', 'elefante', 'no me entran los zapatos', 'enormes'],
    de: ['dick', 'dicke', 'dicker', 'aufgedunsen', 'elefant*', 'geschwollen*', 'schwellen', 'ballon*', 'schuhe passen nicht'],
    fr: ['gonfl*', 'enfl*', 'gros', 'grosses', 'poteaux', 'elephant', 'ballon*', 'chaussures ne rentrent'],
  },
  // ------------------------------------------------------------------ unless
  noProblem: {
    en: ['no problem', 'no problems', 'no issue', 'no issues', 'no bother', 'not a problem', 'all good', 'always has', 'always have', 'never a problem', 'no trouble', 'never any trouble'],
    it: ['nessun problema', 'problemi no', 'tutto bene', 'tutto ok', 'va benissimo', 'sempre disponibil*', 'ce l hanno sempre', 'sotto casa', 'non ho piu problemi', 'nessun problema ormai', 'non sono un problema', 'non e un problema', 'non e mai stato un problema', 'mai stato un problema', 'ho capito benissimo', 'ho capito perfettamente', 'tutto chiaro'],
    es: ['sin problema', 'sin problemas', 'ningun problema', 'no hay problema', 'todo bien', 'siempre tienen', 'siempre la tienen', 'siempre lo tienen', 'ya no tengo problemas', 'no es problema', 'no es un problema', 'no es ningun problema', 'no es el problema'],
    de: ['kein problem', 'keine probleme', 'alles gut', 'alles bestens', 'hat es immer', 'haben es immer', 'immer da', 'immer vorratig', 'problemlos', 'keine probleme mehr', 'kein problem mehr'],
    fr: ['aucun souci', 'pas de souci', 'pas de probleme', 'aucun probleme', 'sans probleme', 'tout va bien', 'l a toujours', 'l ont toujours', 'toujours en stock', 'plus de souci', 'plus de soucis', 'plus de probleme', 'plus de problemes'],
  },
  /** The barrier is over: "its fixed now", "lo arreglaron", "repariert", "my daughter drives me now". */
  solved: {
    en: ['fixed now', 'its fixed', 'it s fixed', 'got it fixed', 'sorted now', 'all sorted', 'sorted that', 'sorted it', 'back on the road', 'drives me now', 'takes me now', 'not a problem anymore', 'no problems anymore', 'no longer a problem', 'fine now', 'is fine', 'resolved'],
    it: ['riparat*', 'aggiustat*', 'sistemat*', 'risolt*', 'non ho piu problemi', 'non ho piu nessun problema', 'ora mi porta', 'adesso mi porta', 'ora mi accompagna', 'adesso mi accompagna', 'ormai tutto ok'],
    es: ['arreglad*', 'lo arreglaron', 'la arreglaron', 'ya lo arregle', 'ya esta arreglado', 'reparad*', 'resuelto', 'ya no tengo problemas', 'ya no hay problema', 'ahora me lleva', 'ya me lleva'],
    de: ['repariert', 'wieder fit', 'wieder heil', 'gelost', 'erledigt', 'keine probleme mehr', 'kein problem mehr', 'fahrt mich jetzt', 'bringt mich jetzt', 'jetzt fahrt mich'],
    fr: ['reparee', 'repare', 'regle', 'resolu', 'plus de souci', 'plus de soucis', 'plus de probleme', 'plus de problemes', 'plus aucun souci', 'me conduit maintenant', 'maintenant me conduit'],
  },
  errandPlace: {
    en: ['shop', 'shops', 'shopping', 'work', 'church', 'pharmacy', 'chemist', 'doctor', 'town', 'store', 'bank', 'gym', 'out'],
    it: ['negozio', 'spesa', 'lavoro', 'chiesa', 'farmacia', 'medico', 'fuori'],
    es: ['tienda', 'mandado', 'trabajo', 'iglesia', 'farmacia', 'medico', 'doctor', 'calle'],
    de: ['einkaufen', 'arbeit', 'kirche', 'apotheke', 'arzt', 'laden', 'raus'],
    fr: ['courses', 'magasin', 'travail', 'boulot', 'eglise', 'pharmacie', 'medecin', 'dehors'],
  },
  fellAsleepEarly: {
    en: ['fell asleep', 'dozed off', 'nodded off', 'before taking', 'before i took'],
    it: ['mi sono addormentat*', 'addormentat* prima'],
    es: ['me quede dormid*', 'me dormi'],
    de: ['eingeschlafen', 'eingenickt'],
    fr: ['endormi', 'endormie', 'assoupi*'],
  },
};

export interface FindingFrame {
  barrier?: Barrier;
  sideEffect?: SideEffect;
  /** Every element must be met; an element is met by any of its concepts. */
  all: string[][];
  /** Tokens between the first concept's end and the last concept's start, at most. */
  window: number;
  /** Concepts that, anywhere in the frame's clause, make it something else. */
  unless?: string[];
  /** A negation confirms the frame rather than denying it ("the insurance has not approved it yet"). */
  negationConfirms?: boolean;
  /** The frame holds only with a negation of its own ("ich erreiche die Praxis nicht", "can't reach the doctor"). */
  negationRequired?: boolean;
}

export const FINDING_FRAMES: FindingFrame[] = [
  // transportation: the car, the licence, the ride, the bus, the distance, the walk
  { barrier: 'transportation', all: [['vehicle'], ['vehicleDown']], window: 5 },
  { barrier: 'transportation', all: [['licence'], ['licenceGone']], window: 4 },
  { barrier: 'transportation', all: [['nobody'], ['takeMe']], window: 5 },
  { barrier: 'transportation', all: [['takeMe'], ['driverAway']], window: 7 },
  { barrier: 'transportation', all: [['transit'], ['transitDown']], window: 6 },
  { barrier: 'transportation', all: [['place'], ['far']], window: 5 },
  { barrier: 'transportation', all: [['onFoot'], ['walkHard']], window: 6 },
  { barrier: 'transportation', all: [['place'], ['cantReach']], window: 4 },
  // access: the pharmacy out of stock or closed, the prescription pending, the insurance's approval
  { barrier: 'access', all: [['pharmacy'], ['stockOut']], window: 6, unless: ['transit'] },
  { barrier: 'access', all: [['prescription'], ['pending']], window: 6 },
  { barrier: 'access', all: [['insurance'], ['approval']], window: 6, negationConfirms: true },
  { barrier: 'access', all: [['pharmacy'], ['closed']], window: 6 },
  // access: the doctor unreachable for the new prescription ("can't get through to the surgery", "ich erreiche die Praxis nicht")
  { barrier: 'access', all: [['doctor'], ['unreachable']], window: 6 },
  { barrier: 'access', all: [['prescription'], ['unreachable']], window: 8 },
  { barrier: 'access', all: [['doctor'], ['reachVerb']], window: 4, negationRequired: true },
  // cost: the insurance not paying, a price the patient did not have, the medicine or food and rent
  { barrier: 'cost', all: [['insurance'], ['notPaying']], window: 5 },
  { barrier: 'cost', all: [['money'], ['lackMoney']], window: 8 },
  { barrier: 'cost', all: [['choose'], ['necessities']], window: 5 },
  // understanding: before or after a meal, morning or night, which one is for what, when the course ends
  { barrier: 'understanding', all: [['timing'], ['orWord'], ['timing']], window: 4 },
  { barrier: 'understanding', all: [['dayTime'], ['orWord'], ['dayTime']], window: 4 },
  { barrier: 'understanding', all: [['doubt'], ['timing'], ['meal']], window: 6, negationConfirms: true },
  { barrier: 'understanding', all: [['doubt'], ['whichOne'], ['purposeFor']], window: 5, negationConfirms: true },
  { barrier: 'understanding', all: [['doubt'], ['purposeQ']], window: 4, negationConfirms: true },
  { barrier: 'understanding', all: [['purposeWhat'], ['purposeFor']], window: 6 },
  { barrier: 'understanding', all: [['doubt'], ['howOften']], window: 4, negationConfirms: true },
  { barrier: 'understanding', all: [['unsureWhether'], ['together']], window: 5, negationConfirms: true },
  { barrier: 'understanding', all: [['doubt'], ['whyQ']], window: 2, negationConfirms: true },
  { barrier: 'understanding', all: [['belief'], ['courseEnd']], window: 9 },
  // forgetfulness: out of one's head, a routine broken, away without the pills
  { barrier: 'forgetfulness', all: [['mind'], ['slipped']], window: 3 },
  { barrier: 'forgetfulness', all: [['routine'], ['routineBroken']], window: 4 },
  { barrier: 'forgetfulness', all: [['away'], ['pillsLeft']], window: 10 },
  { barrier: 'forgetfulness', all: [['dozedOff'], ['beforeDose']], window: 8 },
  // side effects in plain words
  { sideEffect: 'dry_mouth', all: [['mouth'], ['dry']], window: 4 },
  { sideEffect: 'stomach_pain', all: [['stomach'], ['upset']], window: 3 },
  { sideEffect: 'low_blood_sugar', all: [['sugar'], ['sugarDrop']], window: 4 },
  { sideEffect: 'palpitations', all: [['heart'], ['heartRacing']], window: 4 },
  { sideEffect: 'bruising', all: [['bruiseColour'], ['skinMarks']], window: 2 },
  { sideEffect: 'insomnia', all: [['sleep'], ['sleepTrouble']], window: 4, unless: ['fellAsleepEarly'] },
  { sideEffect: 'dizziness', all: [['stand'], ['spinning']], window: 6 },
  { sideEffect: 'constipation', all: [['bowel'], ['bowelStuck']], window: 5 },
  { sideEffect: 'constipation', all: [['cantGo'], ['daysSpan']], window: 4, unless: ['errandPlace'] },
  { sideEffect: 'swelling', all: [['bodyLow'], ['puffed']], window: 4 },
  // "nearly threw up" is nausea, not vomiting; "running to the loo" is diarrhoea
  { sideEffect: 'nausea', all: [['nearly'], ['vomitWord']], window: 3 },
  { sideEffect: 'diarrhoea', all: [['rushTo'], ['bowel']], window: 3 },
];

/** English concept words that are other words in the conversation's language. */
export const FRAME_ENGLISH_SKIP: Partial<Record<Language, ReadonlySet<string>>> = {
  fr: new Set(['car', 'plan', 'or', 'tea', 'fat', 'cut', 'dry', 'bill', 'charge']),
  de: new Set(['hat', 'war', 'die', 'also', 'fast', 'will', 'hard', 'bad', 'stand', 'plan', 'tea']),
  it: new Set(['come', 'ore', 'male', 'tea']),
  es: new Set(['once', 'sin', 'red', 'pie', 'tea', 'ten']),
};
