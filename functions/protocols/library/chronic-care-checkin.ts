import type { ProtocolDefinition } from '../../engine/types';
import { l, missedDays, questionsForTeam, takingMedications } from './common';

export const chronicCareCheckin: ProtocolDefinition = {
  id: 'chronic_care_checkin',
  name: 'Chronic care check-in',
  description: 'A regular check-in for a long-term condition: symptoms, medicines, home readings and what makes self-care hard.',
  objective: 'Keep the care team informed between visits and spot worsening control or barriers early.',
  frequency: 'monthly',
  channels: ['voice', 'sms', 'whatsapp'],
  escalation_policy: 'standard',
  source: 'builtin',
  greeting: l(
    "Hello, this is your care team's regular check-in. I'd like to ask a few questions about how you're managing your health.",
    'Buongiorno, sono l\'assistente del suo team di cura per il consueto controllo. Vorrei farle qualche domanda su come sta gestendo la sua salute.',
    'Hola, le contactamos de parte de su equipo médico para el seguimiento habitual. Quisiera hacerle unas preguntas sobre cómo lleva su salud.',
    'Hallo, hier ist Ihr Behandlungsteam mit der regelmäßigen Nachfrage. Ich möchte Ihnen ein paar Fragen dazu stellen, wie Sie mit Ihrer Gesundheit zurechtkommen.',
    'Bonjour, ici le suivi régulier de votre équipe soignante. J\'aimerais vous poser quelques questions sur la façon dont vous gérez votre santé.',
  ),
  closing: l(
    'Thank you, that was the last question. Your care team will review your answers. Take care until next time!',
    'Grazie, era l\'ultima domanda. Il suo team di cura esaminerà le risposte. A presto e si riguardi!',
    'Gracias, esa era la última pregunta. Su equipo médico revisará sus respuestas. ¡Cuídese hasta la próxima!',
    'Danke, das war die letzte Frage. Ihr Behandlungsteam sieht sich Ihre Antworten an. Alles Gute bis zum nächsten Mal!',
    'Merci, c\'était la dernière question. Votre équipe soignante va examiner vos réponses. Prenez soin de vous d\'ici la prochaine fois !',
  ),
  questions: [
    {
      id: 'condition_burden',
      topic: 'symptoms',
      label: 'How much the condition bothers the patient (0-10)',
      response_type: 'numeric',
      scale: { min: 0, max: 10 },
      escalation_threshold: 8,
      prompt: l(
        'On a scale from 0 to 10, where 0 means no problems at all and 10 means very severe problems, how much has your condition been bothering you this week?',
        'Su una scala da 0 a 10, dove 0 vuol dire nessun problema e 10 problemi molto gravi, quanto l\'ha disturbata la sua malattia questa settimana?',
        'En una escala del 0 al 10, donde 0 es ningún problema y 10 problemas muy graves, ¿cuánto le ha molestado su enfermedad esta semana?',
        'Auf einer Skala von 0 bis 10, wobei 0 gar keine und 10 sehr starke Beschwerden bedeutet: Wie sehr hat Ihre Erkrankung Sie diese Woche belastet?',
        'Sur une échelle de 0 à 10, où 0 veut dire aucun problème et 10 des problèmes très importants, à quel point votre maladie vous a-t-elle gêné cette semaine ?',
      ),
    },
    takingMedications(),
    missedDays(),
    {
      id: 'home_readings',
      topic: 'self_monitoring',
      label: 'Home readings',
      response_type: 'text',
      prompt: l(
        "If you check your blood pressure, blood sugar or weight at home, how have your readings been lately? If you don't check them, just say so.",
        'Se a casa misura la pressione, la glicemia o il peso, come sono stati i valori ultimamente? Se non li misura, me lo dica pure.',
        'Si en casa se mide la tensión, el azúcar o el peso, ¿cómo han estado los valores últimamente? Si no se los mide, dígamelo sin problema.',
        'Wenn Sie zu Hause Blutdruck, Blutzucker oder Gewicht messen: Wie waren Ihre Werte in letzter Zeit? Wenn Sie nicht messen, sagen Sie es einfach.',
        'Si vous mesurez chez vous votre tension, votre glycémie ou votre poids, comment étaient vos valeurs ces derniers temps ? Si vous ne les mesurez pas, dites-le simplement.',
      ),
    },
    {
      id: 'self_care_barriers',
      topic: 'barriers',
      label: 'What makes self-care hard',
      response_type: 'text',
      prompt: l(
        'Is anything making it hard to look after your health right now, like cost, transport, food or help at home?',
        'In questo periodo c\'è qualcosa che le rende difficile prendersi cura della sua salute, come i costi, gli spostamenti, il cibo o l\'aiuto in casa?',
        '¿Hay algo que ahora mismo le dificulte cuidar de su salud, como el dinero, el transporte, la comida o la ayuda en casa?',
        'Gibt es im Moment etwas, das es Ihnen schwer macht, sich um Ihre Gesundheit zu kümmern, zum Beispiel Kosten, Fahrten, Essen oder Hilfe im Haushalt?',
        'En ce moment, y a-t-il un obstacle à bien prendre soin de votre santé, comme l\'argent, les transports, l\'alimentation ou l\'aide à domicile ?',
      ),
    },
    questionsForTeam(),
  ],
};
