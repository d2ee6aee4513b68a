import type { Localized, ProtocolDefinition, Question } from '../../engine/types';
import { l } from './common';

/**
 * Behavioral health screen: PHQ-9 (with its difficulty item) and GAD-7, both free to use. English
 * items are the instruments' standard wording, each read with the standard stem ("Over the last 2
 * weeks, how often have you been bothered by…"); the Italian, Spanish, German and French items
 * follow the instruments' published translations. Each item is scored 0–3; `scoring: 'phq9_gad7'`
 * (defined in scoring.ts) has the engine total PHQ-9 (0–27) and GAD-7 (0–21) and apply the standard
 * bands. Any answer above 0 to PHQ-9 item 9 escalates at once as a critical safety matter.
 */

const STEM = l(
  'Over the last 2 weeks, how often have you been bothered by',
  'Nelle ultime 2 settimane, con quale frequenza ha avuto questo problema:',
  'Durante las últimas 2 semanas, ¿con qué frecuencia le ha molestado este problema:',
  'Wie oft fühlten Sie sich im Verlauf der letzten 2 Wochen durch Folgendes beeinträchtigt:',
  'Au cours des 2 dernières semaines, à quelle fréquence avez-vous été gêné(e) par le problème suivant :',
);
const SCALE = l(
  'Answer from 0 (not at all) to 3 (nearly every day).',
  'Risponda da 0 (per niente) a 3 (quasi ogni giorno).',
  'Responda del 0 (para nada) al 3 (casi todos los días).',
  'Antworten Sie von 0 (überhaupt nicht) bis 3 (beinahe jeden Tag).',
  'Répondez de 0 (jamais) à 3 (presque tous les jours).',
);

function item(id: string, label: string, text: Required<Localized>, extra: Partial<Question> = {}): Question {
  const prompt: Localized = {};
  for (const lang of ['en', 'it', 'es', 'de', 'fr'] as const) {
    const mark = lang === 'fr' ? ' ?' : '?';
    prompt[lang] = `${STEM[lang]} ${text[lang]}${mark} ${SCALE[lang]}`;
  }
  return {
    id,
    topic: id.startsWith('phq9') ? 'depression_screen' : 'anxiety_screen',
    label,
    response_type: 'numeric',
    scale: { min: 0, max: 3 },
    choices: 'phq_frequency',
    prompt,
    ...extra,
  };
}

const PHQ9: Question[] = [
  item('phq9_1', 'PHQ-9 item 1 (little interest or pleasure)', l(
    'little interest or pleasure in doing things',
    'scarso interesse o piacere nel fare le cose',
    'poco interés o placer en hacer cosas',
    'wenig Interesse oder Freude an Ihren Tätigkeiten',
    'peu d\'intérêt ou de plaisir à faire les choses',
  )),
  item('phq9_2', 'PHQ-9 item 2 (feeling down, depressed, hopeless)', l(
    'feeling down, depressed, or hopeless',
    'sentirsi giù, depresso/a o senza speranza',
    'sentirse decaído(a), deprimido(a) o sin esperanzas',
    'Niedergeschlagenheit, Schwermut oder Hoffnungslosigkeit',
    'être triste, déprimé(e) ou désespéré(e)',
  )),
  item('phq9_3', 'PHQ-9 item 3 (sleep)', l(
    'trouble falling or staying asleep, or sleeping too much',
    'difficoltà ad addormentarsi o a mantenere il sonno, o dormire troppo',
    'dificultad para quedarse o permanecer dormido(a), o dormir demasiado',
    'Schwierigkeiten, ein- oder durchzuschlafen, oder vermehrter Schlaf',
    'difficultés à s\'endormir ou à rester endormi(e), ou trop dormir',
  )),
  item('phq9_4', 'PHQ-9 item 4 (tired, little energy)', l(
    'feeling tired or having little energy',
    'sentirsi stanco/a o avere poca energia',
    'sentirse cansado(a) o tener poca energía',
    'Müdigkeit oder Gefühl, keine Energie zu haben',
    'se sentir fatigué(e) ou manquer d\'énergie',
  )),
  item('phq9_5', 'PHQ-9 item 5 (appetite)', l(
    'poor appetite or overeating',
    'scarso appetito o mangiare troppo',
    'poco apetito o comer en exceso',
    'verminderter Appetit oder übermäßiges Bedürfnis zu essen',
    'avoir peu d\'appétit ou manger trop',
  )),
  item('phq9_6', 'PHQ-9 item 6 (feeling bad about yourself)', l(
    'feeling bad about yourself, or that you are a failure or have let yourself or your family down',
    'avere una scarsa opinione di sé, o sentirsi un fallimento o di aver deluso sé stesso/a o la propria famiglia',
    'sentirse mal con usted mismo(a), o sentir que es un fracaso o que ha quedado mal con usted mismo(a) o con su familia',
    'schlechte Meinung von sich selbst; Gefühl, ein Versager zu sein oder die Familie enttäuscht zu haben',
    'avoir une mauvaise opinion de soi-même, ou le sentiment d\'être nul(le), ou d\'avoir déçu sa famille ou s\'être déçu(e) soi-même',
  )),
  item('phq9_7', 'PHQ-9 item 7 (concentration)', l(
    'trouble concentrating on things, such as reading the newspaper or watching television',
    'difficoltà a concentrarsi sulle cose, per esempio leggere il giornale o guardare la televisione',
    'dificultad para concentrarse en cosas, como leer el periódico o ver la televisión',
    'Schwierigkeiten, sich auf etwas zu konzentrieren, z. B. beim Zeitunglesen oder Fernsehen',
    'avoir du mal à se concentrer, par exemple pour lire le journal ou regarder la télévision',
  )),
  item('phq9_8', 'PHQ-9 item 8 (moving or speaking slowly, or restless)', l(
    'moving or speaking so slowly that other people could have noticed, or the opposite, being so fidgety or restless that you have been moving around a lot more than usual',
    'muoversi o parlare così lentamente che anche gli altri potrebbero averlo notato, o al contrario essere così agitato/a o irrequieto/a da muoversi molto più del solito',
    'moverse o hablar tan despacio que otras personas podrían haberlo notado, o lo contrario, estar tan inquieto(a) o agitado(a) que se ha estado moviendo mucho más de lo normal',
    'verlangsamte Bewegungen oder Sprache, so dass es auch anderen auffallen würde, oder im Gegenteil Zappeligkeit oder Ruhelosigkeit mit stärkerem Bewegungsdrang als sonst',
    'bouger ou parler si lentement que les autres auraient pu le remarquer, ou au contraire être si agité(e) que vous avez eu du mal à tenir en place par rapport à d\'habitude',
  )),
  item('phq9_9', 'PHQ-9 item 9 (thoughts of being better off dead or of self-harm)', l(
    'thoughts that you would be better off dead, or of hurting yourself in some way',
    'pensare che sarebbe meglio essere morto/a o pensare di farsi del male in qualche modo',
    'pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
    'Gedanken, dass Sie lieber tot wären oder sich Leid zufügen möchten',
    'penser qu\'il vaudrait mieux mourir ou envisager de vous faire du mal d\'une manière ou d\'une autre',
  ), { escalation_threshold: 1, escalation_severity: 'critical' }),
];

const DIFFICULTY: Question = {
  id: 'phq9_difficulty',
  topic: 'functioning',
  label: 'PHQ-9 difficulty (work, home, getting along with others)',
  response_type: 'numeric',
  scale: { min: 0, max: 3 },
  choices: 'phq_difficulty',
  escalation_threshold: 3,
  escalation_severity: 'high',
  prompt: l(
    'If you have had any of these problems, how difficult have they made it for you to do your work, take care of things at home, or get along with other people? Answer from 0 (not difficult at all) to 3 (extremely difficult).',
    'Se ha avuto uno qualsiasi di questi problemi, quanto le hanno reso difficile fare il suo lavoro, occuparsi delle cose di casa o andare d\'accordo con gli altri? Risponda da 0 (per niente difficile) a 3 (estremamente difficile).',
    'Si ha tenido alguno de estos problemas, ¿qué tanta dificultad le han dado para hacer su trabajo, encargarse de las tareas del hogar o llevarse bien con otras personas? Responda del 0 (nada difícil) al 3 (extremadamente difícil).',
    'Wenn Sie eine dieser Beschwerden hatten: Wie sehr haben sie es Ihnen erschwert, Ihre Arbeit zu erledigen, Ihren Haushalt zu regeln oder mit anderen Menschen zurechtzukommen? Antworten Sie von 0 (überhaupt nicht erschwert) bis 3 (sehr stark erschwert).',
    'Si vous avez eu l\'un de ces problèmes, à quel point vous a-t-il rendu difficile votre travail, vos tâches à la maison ou vos relations avec les autres ? Répondez de 0 (pas du tout difficile) à 3 (extrêmement difficile).',
  ),
};

const GAD7: Question[] = [
  item('gad7_1', 'GAD-7 item 1 (nervous, anxious, on edge)', l(
    'feeling nervous, anxious, or on edge',
    'sentirsi nervoso/a, ansioso/a o teso/a',
    'sentirse nervioso(a), ansioso(a) o con los nervios de punta',
    'Nervosität, Ängstlichkeit oder Anspannung',
    'un sentiment de nervosité, d\'anxiété ou de tension',
  )),
  item('gad7_2', 'GAD-7 item 2 (not able to stop or control worrying)', l(
    'not being able to stop or control worrying',
    'non riuscire a smettere di preoccuparsi o a tenere sotto controllo le preoccupazioni',
    'no poder dejar de preocuparse o no poder controlar la preocupación',
    'nicht in der Lage sein, Sorgen zu stoppen oder zu kontrollieren',
    'une incapacité à arrêter de s\'inquiéter ou à contrôler ses inquiétudes',
  )),
  item('gad7_3', 'GAD-7 item 3 (worrying too much)', l(
    'worrying too much about different things',
    'preoccuparsi troppo per varie cose',
    'preocuparse demasiado por diferentes cosas',
    'übermäßige Sorgen bezüglich verschiedener Angelegenheiten',
    'une inquiétude excessive à propos de différentes choses',
  )),
  item('gad7_4', 'GAD-7 item 4 (trouble relaxing)', l(
    'trouble relaxing',
    'difficoltà a rilassarsi',
    'dificultad para relajarse',
    'Schwierigkeiten, sich zu entspannen',
    'des difficultés à se détendre',
  )),
  item('gad7_5', 'GAD-7 item 5 (so restless it is hard to sit still)', l(
    'being so restless that it is hard to sit still',
    'essere così irrequieto/a da far fatica a stare seduto/a fermo/a',
    'estar tan inquieto(a) que es difícil permanecer sentado(a) tranquilamente',
    'so unruhig zu sein, dass es schwerfällt, still zu sitzen',
    'une agitation telle qu\'il est difficile de rester tranquille',
  )),
  item('gad7_6', 'GAD-7 item 6 (easily annoyed or irritable)', l(
    'becoming easily annoyed or irritable',
    'infastidirsi o irritarsi facilmente',
    'molestarse o irritarse fácilmente',
    'schnelle Verärgerung oder Gereiztheit',
    'une tendance à être facilement contrarié(e) ou irritable',
  )),
  item('gad7_7', 'GAD-7 item 7 (afraid something awful might happen)', l(
    'feeling afraid as if something awful might happen',
    'avere paura che possa succedere qualcosa di terribile',
    'sentir miedo de que algo terrible fuera a pasar',
    'Gefühl der Angst, so als würde etwas Schlimmes passieren',
    'un sentiment de peur comme si quelque chose de terrible risquait de se produire',
  )),
];

export const bhiScreen: ProtocolDefinition = {
  id: 'bhi_screen',
  name: 'Behavioral health screen (PHQ-9 and GAD-7)',
  description: 'The PHQ-9 depression and GAD-7 anxiety questionnaires, scored the standard way.',
  objective: 'Screen for depression and anxiety, measure severity, and act at once on thoughts of self-harm.',
  frequency: 'monthly',
  channels: ['voice', 'sms', 'whatsapp'],
  escalation_policy: 'behavioral_health',
  scoring: 'phq9_gad7',
  source: 'builtin',
  greeting: l(
    "Hello, this is your care team's wellbeing check-in. I'll ask you some standard questions about how you have been feeling over the last 2 weeks. For each one, answer 0 for not at all, 1 for several days, 2 for more than half the days, or 3 for nearly every day. You can also answer in words.",
    'Buongiorno, sono l\'assistente del suo team di cura per il controllo del benessere. Le farò alcune domande standard su come si è sentito/a nelle ultime 2 settimane. Per ciascuna risponda 0 per niente, 1 per diversi giorni, 2 per più della metà dei giorni o 3 per quasi ogni giorno. Può rispondere anche a parole.',
    'Hola, le contactamos de parte de su equipo médico para hablar de su bienestar. Le haré unas preguntas estándar sobre cómo se ha sentido en las últimas 2 semanas. En cada una responda 0 para nada, 1 varios días, 2 más de la mitad de los días o 3 casi todos los días. También puede contestar con palabras.',
    'Hallo, hier ist Ihr Behandlungsteam mit einer Nachfrage zu Ihrem Wohlbefinden. Ich stelle Ihnen einige Standardfragen dazu, wie Sie sich in den letzten 2 Wochen gefühlt haben. Antworten Sie jeweils mit 0 für überhaupt nicht, 1 für an einzelnen Tagen, 2 für an mehr als der Hälfte der Tage oder 3 für beinahe jeden Tag. Sie können auch in Worten antworten.',
    'Bonjour, ici le suivi bien-être de votre équipe soignante. Je vais vous poser quelques questions standard sur la façon dont vous vous êtes senti(e) ces 2 dernières semaines. Pour chacune, répondez 0 pour jamais, 1 pour plusieurs jours, 2 pour plus de la moitié du temps ou 3 pour presque tous les jours. Vous pouvez aussi répondre avec des mots.',
  ),
  closing: l(
    'Thank you for answering these questions; I know they can be personal. Your care team will review your answers and contact you if needed. Take care!',
    'Grazie per aver risposto a queste domande, so che possono essere personali. Il suo team di cura esaminerà le risposte e la contatterà se serve. Si riguardi!',
    'Gracias por responder a estas preguntas; sé que pueden ser personales. Su equipo médico revisará sus respuestas y se pondrá en contacto con usted si hace falta. ¡Cuídese!',
    'Danke für Ihre Antworten; ich weiß, dass diese Fragen persönlich sein können. Ihr Behandlungsteam sieht sich Ihre Antworten an und meldet sich bei Bedarf. Alles Gute!',
    'Merci d\'avoir répondu à ces questions, je sais qu\'elles peuvent être personnelles. Votre équipe soignante va examiner vos réponses et vous contactera si besoin. Prenez soin de vous !',
  ),
  questions: [...PHQ9, DIFFICULTY, ...GAD7],
};
