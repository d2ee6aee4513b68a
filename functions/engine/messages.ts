import type { Branding, Channel, Language, Localized } from './types';

/** What the engine itself says, in the five languages (the protocol may override greeting and closing). */
export const MESSAGES: Record<
  'greeting' | 'closing' | 'sorry' | 'hintNumber' | 'hintBoolean' | 'escalated' | 'safety' | 'emergency' | WhiteLabelMessage,
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
    es: 'Gracias por decírmelo. Termino aquí para que alguien de su equipo médico le contacte lo antes posible.',
    de: 'Danke, dass Sie mir das gesagt haben. Ich beende das Gespräch hier, damit sich jemand aus Ihrem Behandlungsteam so schnell wie möglich bei Ihnen meldet.',
    fr: "Merci de me l'avoir dit. Je termine ici pour qu'un membre de votre équipe soignante vous contacte dès que possible.",
  },
  safety: {
    en: 'Thank you for telling me. A member of your care team will contact you right away.',
    it: 'Grazie per avermelo detto. Una persona del suo team di cura la contatterà subito.',
    es: 'Gracias por decírmelo. Su equipo médico le contactará enseguida.',
    de: 'Danke, dass Sie es mir sagen. Jemand aus Ihrem Behandlungsteam meldet sich sofort bei Ihnen.',
    fr: "Merci de me l'avoir dit. Un membre de votre équipe soignante vous contacte tout de suite.",
  },
  // White label (docs/white-label.md): {for} is onBehalfOfBrand or onBehalfOfTeam.
  onBehalfOfBrand: {
    en: 'on behalf of {brand}',
    it: 'per conto di {brand}',
    es: 'de parte de {brand}',
    de: 'im Auftrag von {brand}',
    fr: 'de la part de {brand}',
  },
  onBehalfOfTeam: {
    en: 'on behalf of your care team',
    it: 'per conto del suo team di cura',
    es: 'de parte de su equipo médico',
    de: 'im Auftrag Ihres Behandlungsteams',
    fr: 'de la part de votre équipe soignante',
  },
  introVoice: {
    en: 'This is an automated call {for}.',
    it: 'Questa è una chiamata automatica {for}.',
    es: 'Esta es una llamada automática {for}.',
    de: 'Dies ist ein automatischer Anruf {for}.',
    fr: 'Ceci est un appel automatique {for}.',
  },
  introText: {
    en: 'This is an automated message {for}.',
    it: 'Questo è un messaggio automatico {for}.',
    es: 'Este es un mensaje automático {for}.',
    de: 'Dies ist eine automatische Nachricht {for}.',
    fr: 'Ceci est un message automatique {for}.',
  },
  agentVoice: {
    en: 'This is {agent}, an automated assistant calling {for}.',
    it: 'Sono {agent}, un assistente automatico che la chiama {for}.',
    es: 'Soy {agent}, un asistente automático que le llama {for}.',
    de: 'Hier spricht {agent}, ein automatischer Assistent, {for}.',
    fr: 'Je suis {agent}, un assistant automatique qui vous appelle {for}.',
  },
  agentText: {
    en: 'This is {agent}, an automated assistant writing {for}.',
    it: 'Sono {agent}, un assistente automatico che le scrive {for}.',
    es: 'Soy {agent}, un asistente automático que le escribe {for}.',
    de: 'Hier schreibt {agent}, ein automatischer Assistent, {for}.',
    fr: 'Je suis {agent}, un assistant automatique qui vous écrit {for}.',
  },
  supportPhone: {
    en: 'If you have questions, call {phone}.',
    it: 'Per domande può chiamare il numero {phone}.',
    es: 'Si tiene preguntas, llame al {phone}.',
    de: 'Bei Fragen rufen Sie bitte {phone} an.',
    fr: 'Pour toute question, appelez le {phone}.',
  },
  signOffVoice: {
    en: 'Goodbye from {brand}.',
    it: 'Un saluto da {brand}.',
    es: 'Un saludo de {brand}.',
    de: 'Viele Grüße von {brand}.',
    fr: 'Au revoir de la part de {brand}.',
  },
  signOffText: {
    en: '- {brand}',
    it: '- {brand}',
    es: '- {brand}',
    de: '- {brand}',
    fr: '- {brand}',
  },
  emergency: {
    en: 'If you are in danger, call your local emergency number now.',
    it: 'Se è in pericolo, chiami subito il numero di emergenza locale.',
    es: 'Si está en peligro, llame ya al número de emergencias local.',
    de: 'Wenn Sie in Gefahr sind, rufen Sie sofort den örtlichen Notruf an.',
    fr: "En cas de danger, appelez immédiatement le numéro d'urgence local.",
  },
};

type WhiteLabelMessage =
  | 'onBehalfOfBrand'
  | 'onBehalfOfTeam'
  | 'introVoice'
  | 'introText'
  | 'agentVoice'
  | 'agentText'
  | 'supportPhone'
  | 'signOffVoice'
  | 'signOffText';

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * Said before the greeting when the engagement has a white label with a brand or an agent name:
 * who is calling (voice) or writing (text), on behalf of whom. Empty without one.
 */
export function introduction(branding: Branding | undefined, channel: Channel, language: Language): string {
  if (!branding?.brand_name && !branding?.agent_name) return '';
  const onBehalf = branding.brand_name ? fill(MESSAGES.onBehalfOfBrand[language], { brand: branding.brand_name }) : MESSAGES.onBehalfOfTeam[language];
  const voice = channel === 'voice';
  const template = branding.agent_name ? MESSAGES[voice ? 'agentVoice' : 'agentText'] : MESSAGES[voice ? 'introVoice' : 'introText'];
  return fill(template[language], { for: onBehalf, agent: branding.agent_name ?? '' });
}

/** Said after the closing: the number to call with questions, then the brand's sign-off. Empty without a white label. */
export function signOff(branding: Branding | undefined, channel: Channel, language: Language): string {
  const parts: string[] = [];
  if (branding?.support_phone) parts.push(fill(MESSAGES.supportPhone[language], { phone: branding.support_phone }));
  if (branding?.brand_name) parts.push(fill(MESSAGES[channel === 'voice' ? 'signOffVoice' : 'signOffText'][language], { brand: branding.brand_name }));
  return parts.join(' ');
}

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
