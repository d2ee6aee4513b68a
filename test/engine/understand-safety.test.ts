import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Language } from '../../functions/engine/types';
import { Q, type Row, check, lookalikeRows, recordLookalikes } from './rows';

/**
 * The safety lexicon (rules at the top of functions/engine/understand/safety-lexicon.ts): crisis
 * phrasing escalates at critical whatever the question; negations and harmless look-alikes do not.
 */
const C = { escalation: 'critical', type: 'safety' } as const;
const NONE = { escalation: null } as const;

const crisis: Row[] = [
  ['en', "I don't want to live anymore", C],
  ['en', 'i dont want to live anymore', C],
  ['en', 'I want to kill myself', C],
  ['en', 'I keep thinking about suicide', C],
  ['en', 'I feel suicidal', C],
  ['en', 'I wish I was dead', C],
  ["en", "everyone would be better off if I was gone, I'd be better off dead", C],
  ["en", "I've been cutting myself", C],
  ['en', 'I want to die', C],
  ['en', 'I have chest pain', C],
  ['en', 'chest pains since this morning', C],
  ['en', 'my chest feels tight', C],
  ["en", "I can't breathe", C],
  ['en', 'I cant breathe', C],
  ['en', 'struggling to breathe', C],
  ["en", "I'm short of breath even at rest", C],
  ['en', 'trouble breathing since last night', C],
  ['en', 'my face is drooping and my speech is slurred', C],
  ['en', 'I took too many pills', C],
  ['en', 'I think I overdosed', C],
  ['en', 'my throat is closing', C],
  ['en', 'I fainted this morning', C],
  ['en', 'it is bleeding heavily', C],
  ["en", "I don't feel safe at home", C],
  ["en", "I have never had chest pain like this", C],
  ['en', 'no nausea and chest pain', C],
  ['en', 'no I have chest pain', C],
  ['en', 'suicidel thoughts', C],
  ["en", "I think I'm having a heart attack", C],
  ['en', 'sometimes I think everyone would be better off without me', C],
  ["en", "I'm going to end it tonight", C],
  ['en', 'I have pains in my chest', C],
  ['en', 'I can barely breathe', C],
  ['en', 'my face feels droopy', C],
  ['en', 'I coughed up blood', C],
  ['en', 'I took a double dose by mistake', C],
  ["en", "I feel like I'm going to pass out", C],
  ['it', 'mi sento svenire', C],
  ['it', 'sento una forte pressione al petto', C],
  ['es', 'tengo ganas de morirme', C],
  ['es', 'me quiero matar', C],
  ['de', 'ich kriege kaum Luft', C],
  ["fr", "j'ai du mal à respirer", C],
  ['en', 'I had a stroke this morning', C],
  ['en', 'she says I had a seizure', C],
  ['it', 'credo di avere un infarto', C],
  ['de', 'ich glaube, ich habe einen Schlaganfall', C],
  ['it', 'non voglio più vivere', C],
  ['it', 'non voglio piu vivere', C],
  ['it', 'voglio morire', C],
  ['it', 'penso al suicidio', C],
  ['it', 'ho un forte dolore al petto', C],
  ['it', 'non riesco a respirare', C],
  ["it", "mi manca l'aria", C],
  ['it', 'ho preso troppe pastiglie', C],
  ['it', 'sono svenuta', C],
  ['it', 'ho il fiato corto anche a riposo', C],
  ['it', 'voglio farla finita', C],
  ['es', 'ya no quiero vivir', C],
  ['es', 'quiero morirme', C],
  ['es', 'pienso en matarme', C],
  ['es', 'tengo dolor en el pecho', C],
  ['es', 'no puedo respirar', C],
  ['es', 'me desmayé', C],
  ['es', 'tomé demasiadas pastillas', C],
  ['es', 'se me cierra la garganta', C],
  ['de', 'ich will nicht mehr leben', C],
  ['de', 'ich möchte sterben', C],
  ['de', 'ich denke an Selbstmord', C],
  ['de', 'ich habe Brustschmerzen', C],
  ['de', 'starke Schmerzen in der Brust', C],
  ['de', 'ich bekomme keine Luft', C],
  ['de', 'ich kann nicht atmen', C],
  ['de', 'ich bin ohnmächtig geworden', C],
  ['de', 'ich habe zu viele Tabletten genommen', C],
  ['fr', 'je ne veux plus vivre', C],
  ["fr", "j'ai envie de mourir", C],
  ['fr', 'je pense au suicide', C],
  ["fr", "j'ai mal à la poitrine", C],
  ['fr', 'douleur thoracique depuis ce matin', C],
  ["fr", "je n'arrive pas à respirer", C],
  ['fr', 'je me suis évanouie', C],
  ["fr", "j'ai pris trop de comprimés", C],
  ["fr", "j'ai pas mal de douleurs à la poitrine", C],
  ['fr', "Non j'ai mal à la poitrine", C],
  ['it', 'no ho dolore al petto', C],
  ['es', 'No, me duele el pecho', C],
  ['de', 'Nein, ich habe Brustschmerzen', C],
  ["en", "I'm not sure if it's chest pain", C],
  ['en', "I don't have chest pain but I can't breathe", C],
];

const harmless: Row[] = [
  ['en', 'no chest pain', NONE],
  ['en', 'No chest pain at all', NONE],
  ["en", "I don't have any chest pain", NONE],
  ['en', 'the chest pain is gone', NONE],
  ['en', 'this bill is killing me', NONE],
  ['en', 'my back is killing me', { escalation: null, side_effects: ['pain'] }],
  ["en", "I'm dying to see my grandkids", NONE],
  ['en', 'I could kill for a coffee', NONE],
  ["en", "I'm killing myself laughing", NONE],
  ["en", "I'm not suicidal", { escalation: null, keywords: ['denied:self_harm'] }],
  ['en', 'no thoughts of hurting myself', { escalation: null, keywords: ['denied:self_harm'] }],
  ["en", "I don't want to die", NONE],
  ['en', 'I breathe fine', NONE],
  ['en', 'no trouble breathing', NONE],
  ['en', 'short of breath when I climb stairs', { escalation: null, side_effects: ['shortness_of_breath'] }],
  ['en', 'a bit out of breath walking uphill', { escalation: null, side_effects: ['shortness_of_breath'] }],
  ["en", "I'm dying of boredom", NONE],
  ['en', 'I want to dye my hair', NONE],
  ['it', 'non ho dolore al petto', NONE],
  ['it', 'nessun dolore al petto', NONE],
  ['it', 'questa bolletta mi ammazza', NONE],
  ['it', 'muoio dalla voglia di vedere i nipoti', NONE],
  ['it', 'ho il fiato corto quando salgo le scale', { escalation: null, side_effects: ['shortness_of_breath'] }],
  ['it', 'mi ammazzo di lavoro', NONE],
  ['it', 'respiro bene', NONE],
  ['it', 'voglio farla finita con questa tosse', { escalation: null, side_effects: ['cough'] }],
  ['it', 'devo tagliarmi i capelli', NONE],
  ['es', 'no tengo dolor de pecho', NONE],
  ['es', 'sin dolor en el pecho', NONE],
  ['es', 'esta factura me está matando', NONE],
  ['es', 'me muero por ver a mis nietos', NONE],
  ['es', 'me falta el aire al subir escaleras', { escalation: null, side_effects: ['shortness_of_breath'] }],
  ['es', 'quiero cortarme el pelo', NONE],
  ['de', 'keine Brustschmerzen', NONE],
  ['de', 'kein Brustschmerz', NONE],
  ['de', 'Brustschmerzen habe ich keine', NONE],
  ['de', 'diese Rechnung bringt mich um', NONE],
  ['de', 'Atemnot beim Treppensteigen', { escalation: null, side_effects: ['shortness_of_breath'] }],
  ['de', 'ich will nicht sterben', NONE],
  ['fr', 'pas de douleur à la poitrine', NONE],
  ['fr', 'aucune douleur thoracique', NONE],
  ["fr", "je n'ai pas mal à la poitrine", NONE],
  ['fr', 'cette facture me tue', NONE],
  ["fr", "je meurs d'envie de voir mes petits-enfants", NONE],
  ['fr', 'je suis essoufflé quand je monte les escaliers', { escalation: null, side_effects: ['shortness_of_breath'] }],
  ['fr', 'je ne veux pas mourir', NONE],
  ["fr", "j'ai pas mal à la poitrine", NONE],
  ['es', 'No me duele el pecho', NONE],
  ['en', 'I no longer have chest pain', NONE],
  ['en', 'never had chest pain', NONE],
  ["en", "I'm sick and tired of these pills", NONE],
  ["en", "I'm dead tired", NONE],
  ['en', 'that joke killed me', NONE],
  ['en', 'the heat is killing me', NONE],
  ['it', 'sono stanco morto', NONE],
  ['es', 'estoy muerta de cansancio', NONE],
  ['de', 'ich bin todmüde', NONE],
  ['fr', 'je suis mort de fatigue', NONE],
  ['en', 'since my heart attack I get tired quickly', { escalation: null, side_effects: ['fatigue'] }],
  ['en', 'after my stroke I walk with a cane', NONE],
  ['en', 'I passed out on the couch watching TV', NONE],
  ['it', 'dopo il mio infarto sono stanco', { escalation: null, side_effects: ['fatigue'] }],
  ['es', 'desde mi infarto me canso', NONE],
  ['de', 'seit meinem Schlaganfall bin ich müde', { escalation: null, side_effects: ['fatigue'] }],
  ['fr', 'depuis mon AVC je marche mal', NONE],
];

describe('safety lexicon', () => {
  it.each(crisis)('escalates, %s: %s', (lang, text, e) => check(Q.notes, lang, text, e));
  it.each(harmless)('does not escalate, %s: %s', (lang, text, e) => check(Q.notes, lang, text, e));
  recordLookalikes(harmless.filter(([, , e]) => e.escalation === null).map(([lang, text]) => [lang, text] as const));

  it.each([
    [Q.pain, '7, and honestly I want to end my life'],
    [Q.taking, 'yes. I took too many pills last night'],
    [Q.phq, '2 — I have chest pain right now'],
    [Q.missed, 'non riesco a respirare'],
  ] as const)('escalates whatever the question (%s)', (question, text) => {
    const r = interpret(question, text, 'en');
    expect(r.escalation).toMatchObject({ type: 'safety', severity: 'critical', question_id: question.id });
    expect(r.keywords.some((k) => k.startsWith('safety:'))).toBe(true);
  });

  it('reads every language whatever the conversation language', () => {
    expect(interpret(Q.notes, 'ich will nicht mehr leben', 'it').escalation?.severity).toBe('critical');
    expect(interpret(Q.notes, "I can't breathe", 'fr').escalation?.severity).toBe('critical');
  });

  it('names the category and the words in the reason', () => {
    const r = interpret(Q.notes, 'I have chest pain and I feel like I could faint', 'en');
    expect(r.escalation?.reason).toMatch(/chest pain/);
    expect(r.escalation?.reason).toMatch(/patient said/);
  });
});

/**
 * Safety frames (functions/engine/understand/safety-frames.ts): crises told in other words than the
 * lexicon's phrases, and the context modifiers (denial, history, resolution, hypothetical, a joke
 * about the medicine) that keep look-alikes quiet.
 */
const paraphrasedCrises: [Language, string][] = [
  ['en', 'honestly what is the point of carrying on'],
  ['en', 'everyone would be better off without me around'],
  ['en', 'sometimes I wish I could just disappear'],
  ['en', 'i have been saving up my sleeping pills'],
  ['en', 'I cut my wrists last night'],
  ['en', 'i took the whole pack of paracetamol and now im really drowsy'],
  ['en', 'my chest feels really heavy and it goes down my left arm'],
  ['en', 'theres a weight on my chest'],
  ['en', 'my husband says the left side of his face is drooping'],
  ['en', 'his speech is slurred and his words come out wrong'],
  ['en', 'suddenly my right arm went weak'],
  ['en', 'my nose wont stop bleeding and im on warfarin'],
  ['en', 'my wife collapsed and we cant wake her'],
  ['en', '7 and i dont see any reason to go on'],
  ['en', 'yes but i took way more pills than i should have'],
  ['en', 'my partner hits me when he drinks'],
  ['it', 'non ha senso andare avanti'],
  ['it', 'starebbero tutti meglio senza di me'],
  ['it', 'vorrei sparire'],
  ['it', 'sto mettendo da parte le pastiglie'],
  ['it', 'ho preso tutta la scatola di pastiglie'],
  ['it', 'sento un peso sul petto che va al braccio'],
  ['it', 'mio marito ha la bocca storta e parla in modo strano'],
  ['it', 'il braccio sinistro è debole all improvviso'],
  ['it', 'il naso sanguina e non si ferma, prendo il coumadin'],
  ['it', 'mia madre non si sveglia'],
  ['es', 'no tiene sentido seguir viviendo'],
  ['es', 'estarian mejor sin mi'],
  ['es', 'ojala pudiera desaparecer'],
  ['es', 'me tome toda la caja de pastillas'],
  ['es', 'siento una presion en el pecho que baja por el brazo'],
  ['es', 'de repente no puedo mover el brazo derecho'],
  ['es', 'a mi esposo se le cae un lado de la cara'],
  ['es', 'la herida no para de sangrar'],
  ['es', 'tengo un peso en el pecho'],
  ['de', 'es hat alles keinen sinn mehr zu leben'],
  ['de', 'ohne mich wären alle besser dran'],
  ['de', 'ich habe die ganze packung tabletten genommen'],
  ['de', 'druck auf der brust der in den arm ausstrahlt'],
  ['de', 'plötzlich ist mein linker arm taub'],
  ['de', 'seine sprache ist verwaschen'],
  ['de', 'die wunde hört nicht auf zu bluten'],
  ['fr', 'je ne vois plus de raison de continuer a vivre'],
  ['fr', 'tout le monde serait mieux sans moi'],
  ['fr', "j'ai avalé toute la boite de comprimés"],
  ['fr', "j'ai un poids sur la poitrine"],
  ['fr', "d'un coup mon bras gauche est devenu faible"],
  ['fr', 'sa bouche est de travers et il parle bizarrement'],
  ['fr', 'ça saigne beaucoup et ça ne s arrete pas'],
];
const paraphrasedLookalikes: [Language, string][] = [
  ['en', 'i would never hurt myself'],
  ['en', 'I have no intention of hurting myself'],
  ['en', 'no chest pain or pressure at all'],
  ['en', 'the chest tightness went away after an hour'],
  ['en', 'I had a heart attack 5 years ago, fine now'],
  ['en', 'these pills are gonna be the death of me lol'],
  ['en', 'my blood pressure was a lot higher this week'],
  ['en', 'I took all my pills this week'],
  ['en', 'I cut myself shaving'],
  ['en', 'my left knee is weak after the fall'],
  ['en', 'what should i do if i get chest pain'],
  ['en', 'I breathe fine lying down'],
  ['en', 'I take too many pills every day, it is confusing'],
  ['it', 'ho avuto un infarto anni fa'],
  ['it', 'non ho nessun dolore al petto'],
  ['it', 'la pressione del sangue è alta'],
  ['es', 'hace años tuve un derrame'],
  ['es', 'no tengo presion en el pecho'],
  ['de', 'keine Atemnot'],
  ['de', 'mein Blutdruck ist viel zu hoch'],
  ['fr', "j'ai eu un AVC il y a deux ans"],
  ['fr', 'je ne veux pas continuer ce traitement'],
];

describe('safety frames', () => {
  it.each(paraphrasedCrises)('escalates, %s: %s', (lang, text) => {
    expect(interpret(Q.notes, text, lang).escalation).toMatchObject({ type: 'safety', severity: 'critical' });
  });
  lookalikeRows('look-alikes do not escalate', paraphrasedLookalikes);

  it('says which frame escalated and quotes the patient as they wrote it', () => {
    const r = interpret(Q.notes, "I don't want to live anymore", 'en');
    expect(r.escalation).toMatchObject({ frame: 'self_harm:phrase', matched: "don't want to live" });
    expect(r.escalation?.reason).toContain('patient said: "don\'t want to live"');
    const f = interpret(Q.notes, 'Sento come una MORSA al petto', 'it');
    expect(f.escalation).toMatchObject({ frame: 'chest_pain:chest+pain|pressure', matched: 'MORSA al petto' });
  });
});
