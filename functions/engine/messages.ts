import type { Language, Localized } from './types';

/** What the engine itself says, in the five languages (the protocol may override greeting and closing). */
export const MESSAGES: Record<
  'greeting' | 'closing' | 'sorry' | 'hintNumber' | 'hintBoolean' | 'escalated' | 'safety' | 'emergency',
  Required<Localized>
> = {
  greeting: {
    en: "Hello, this is your care team's automated check-in. It only takes a few minutes.",
    it: "Buongiorno, sono l'assistente automatico del suo team di cura. Ci vorranno solo pochi minuti.",
    es: 'Hola, le habla el asistente automático de su equipo médico. Solo le llevará unos minutos.',
    de: 'Guten Tag, hier ist die automatische Nachfrage Ihres Behandlungsteams. Es dauert nur ein paar Minuten.',
    fr: "Bonjour, ici l'assistant automatique de votre équipe soignante. Cela ne prendra que quelques minutes.",
  },
  closing: {
    en: 'Thank you for your answers. Your care team will review them. Take care!',
    it: 'Grazie per le sue risposte. Il suo team di cura le esaminerà. Si riguardi!',
    es: 'Gracias por sus respuestas. Su equipo médico las revisará. ¡Cuídese!',
    de: 'Vielen Dank für Ihre Antworten. Ihr Behandlungsteam wird sie sich ansehen. Alles Gute!',
    fr: 'Merci pour vos réponses. Votre équipe soignante va les examiner. Prenez soin de vous !',
  },
  sorry: {
    en: "Sorry, I didn't understand.",
    it: 'Mi scusi, non ho capito.',
    es: 'Disculpe, no le he entendido.',
    de: 'Entschuldigung, das habe ich nicht verstanden.',
    fr: "Désolé, je n'ai pas compris.",
  },
  hintNumber: {
    en: 'Please answer with a number.',
    it: 'Risponda con un numero, per favore.',
    es: 'Por favor, responda con un número.',
    de: 'Bitte antworten Sie mit einer Zahl.',
    fr: 'Merci de répondre par un nombre.',
  },
  hintBoolean: {
    en: 'Please answer yes or no.',
    it: 'Risponda sì o no, per favore.',
    es: 'Por favor, responda sí o no.',
    de: 'Bitte antworten Sie mit Ja oder Nein.',
    fr: 'Merci de répondre par oui ou par non.',
  },
  escalated: {
    en: "Thank you for telling me. I'm stopping the check-in here so that a member of your care team can contact you as soon as possible.",
    it: 'Grazie per avermelo detto. Mi fermo qui, così una persona del suo team di cura potrà contattarla il prima possibile.',
    es: 'Gracias por decírmelo. Termino aquí el seguimiento para que una persona de su equipo médico se ponga en contacto con usted lo antes posible.',
    de: 'Danke, dass Sie mir das gesagt haben. Ich beende das Gespräch hier, damit sich jemand aus Ihrem Behandlungsteam so schnell wie möglich bei Ihnen meldet.',
    fr: "Merci de me l'avoir dit. J'arrête le questionnaire ici pour qu'un membre de votre équipe soignante vous contacte dès que possible.",
  },
  safety: {
    en: 'Thank you for telling me. A member of your care team will contact you right away.',
    it: 'Grazie per avermelo detto. Una persona del suo team di cura la contatterà subito.',
    es: 'Gracias por decírmelo. Una persona de su equipo médico se pondrá en contacto con usted enseguida.',
    de: 'Danke, dass Sie mir das gesagt haben. Jemand aus Ihrem Behandlungsteam meldet sich sofort bei Ihnen.',
    fr: "Merci de me l'avoir dit. Un membre de votre équipe soignante va vous contacter tout de suite.",
  },
  emergency: {
    en: 'If you are in danger, call your local emergency number now.',
    it: 'Se è in pericolo, chiami subito il numero di emergenza locale.',
    es: 'Si está en peligro, llame ahora mismo al número de emergencias de su zona.',
    de: 'Wenn Sie in Gefahr sind, rufen Sie jetzt sofort den örtlichen Notruf an.',
    fr: "Si vous êtes en danger, appelez immédiatement le numéro d'urgence local.",
  },
};

/** The text in `language`, else English, else any language given, else the single string. */
export function localize(text: string | Localized | undefined, language: Language): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  const direct = text[language];
  if (direct) return direct;
  if (text.en) return text.en;
  for (const v of Object.values(text)) if (v) return v;
  return '';
}
