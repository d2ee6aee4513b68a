import type { Localized, Question } from '../../engine/types';

/** A text in the five languages, in the order en, it, es, de, fr. */
export const l = (en: string, it: string, es: string, de: string, fr: string): Required<Localized> => ({ en, it, es, de, fr });

/** Questions several protocols share (the project's own adherence wording: no licensed scale). */
export const takingMedications = (id = 'taking_medications'): Question => ({
  id,
  topic: 'medication_adherence',
  label: 'Taking medicines as prescribed',
  response_type: 'boolean',
  prompt: l(
    'Have you been taking your medicines as prescribed?',
    'Sta prendendo le medicine come le ha indicato il medico?',
    '¿Está tomando sus medicamentos tal como se los recetaron?',
    'Nehmen Sie Ihre Medikamente so ein, wie sie verordnet wurden?',
    'Prenez-vous vos médicaments comme ils vous ont été prescrits ?',
  ),
  follow_up_if_false: l(
    'Thank you for being honest. What has made it hard to take them? For example cost, side effects, forgetting, or getting to the pharmacy.',
    'Grazie della sincerità. Che cosa le ha reso difficile prenderle? Per esempio il costo, gli effetti collaterali, le dimenticanze o andare in farmacia.',
    'Gracias por su sinceridad. ¿Qué le ha dificultado tomarlos? Por ejemplo, el precio, los efectos secundarios, los olvidos o ir a la farmacia.',
    'Danke für Ihre Offenheit. Was hat es Ihnen schwer gemacht, sie einzunehmen? Zum Beispiel die Kosten, Nebenwirkungen, Vergessen oder der Weg zur Apotheke.',
    "Merci de votre franchise. Qu'est-ce qui vous a rendu la prise difficile ? Par exemple le prix, les effets secondaires, les oublis ou l'accès à la pharmacie.",
  ),
});

export const missedDays = (): Question => ({
  id: 'missed_days',
  topic: 'medication_adherence',
  label: 'Days with a missed dose (last 7 days)',
  response_type: 'numeric',
  scale: { min: 0, max: 7 },
  prompt: l(
    'In the last 7 days, on how many days did you miss at least one dose? Please answer with a number from 0 to 7.',
    'Negli ultimi 7 giorni, in quanti giorni ha saltato almeno una dose? Risponda con un numero da 0 a 7.',
    'En los últimos 7 días, ¿cuántos días se saltó al menos una dosis? Responda con un número del 0 al 7.',
    'An wie vielen der letzten 7 Tage haben Sie mindestens eine Dosis ausgelassen? Bitte antworten Sie mit einer Zahl von 0 bis 7.',
    "Au cours des 7 derniers jours, combien de jours avez-vous sauté au moins une prise ? Répondez par un nombre de 0 à 7.",
  ),
});

export const sideEffectsText = (): Question => ({
  id: 'side_effects',
  topic: 'side_effects',
  label: 'Side effects',
  response_type: 'text',
  prompt: l(
    "Have you noticed any side effects or anything unusual since taking your medicines? Tell me in your own words, or just say no.",
    'Ha notato effetti collaterali o qualcosa di insolito da quando prende le medicine? Me lo racconti con parole sue, o dica di no.',
    '¿Ha notado algún efecto secundario o algo fuera de lo normal desde que toma sus medicamentos? Cuéntemelo con sus palabras, o simplemente diga que no.',
    'Haben Sie Nebenwirkungen oder etwas Ungewöhnliches bemerkt, seit Sie Ihre Medikamente nehmen? Erzählen Sie es mir in Ihren Worten, oder sagen Sie einfach Nein.',
    "Avez-vous remarqué des effets secondaires ou quelque chose d'inhabituel depuis que vous prenez vos médicaments ? Dites-le-moi avec vos mots, ou répondez simplement non.",
  ),
});

export const painLevel = (): Question => ({
  id: 'pain_level',
  topic: 'symptoms',
  label: 'Pain (0-10)',
  response_type: 'numeric',
  scale: { min: 0, max: 10 },
  escalation_threshold: 8,
  prompt: l(
    'On a scale from 0 to 10, where 0 is no pain and 10 is the worst pain you can imagine, how much pain do you have right now?',
    'Su una scala da 0 a 10, dove 0 è nessun dolore e 10 il dolore più forte che si possa immaginare, quanto dolore ha in questo momento?',
    'En una escala del 0 al 10, donde 0 es nada de dolor y 10 el peor dolor que pueda imaginar, ¿cuánto dolor tiene ahora mismo?',
    'Auf einer Skala von 0 bis 10, wobei 0 keine Schmerzen und 10 die schlimmsten vorstellbaren Schmerzen bedeutet: Wie stark sind Ihre Schmerzen gerade?',
    "Sur une échelle de 0 à 10, où 0 correspond à aucune douleur et 10 à la pire douleur imaginable, quelle est votre douleur en ce moment ?",
  ),
});

export const questionsForTeam = (): Question => ({
  id: 'questions_for_team',
  topic: 'questions',
  label: 'Anything for the care team',
  response_type: 'text',
  prompt: l(
    "Is there anything else you'd like your care team to know, or a question you'd like to ask them?",
    "C'è qualcos'altro che vorrebbe far sapere al suo team di cura, o una domanda che vorrebbe fare?",
    '¿Hay algo más que quiera que sepa su equipo médico, o alguna pregunta que quiera hacerles?',
    'Gibt es noch etwas, das Ihr Behandlungsteam wissen sollte, oder eine Frage, die Sie stellen möchten?',
    "Y a-t-il autre chose que vous aimeriez faire savoir à votre équipe soignante, ou une question que vous voudriez lui poser ?",
  ),
});
