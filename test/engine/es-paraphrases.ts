import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';

/**
 * Spanish replies written for this file before the engine was widened for them (none taken from the
 * evaluation set): crises of every category as Spaniards and Latin Americans tell them (slang,
 * regional verbs, no accents, voice transcripts, told by a relative), and the look-alikes that must
 * not escalate (denials, symptoms gone, history, other people, hypotheticals, jokes and idioms).
 * Read by test/engine/understand-es-paraphrases.test.ts.
 */
export const ES_CRISES: [SafetyCategory, string][] = [
  // self_harm: active, passive, plan, means, acts
  ['self_harm', 'estoy pensando en tirarme del puente'],
  ['self_harm', 'me quiero quitar la vida ya no aguanto'],
  ['self_harm', 'a veces pienso que mi familia estaria mejor sin mi'],
  ['self_harm', 'no aguanto mas, me quiero ir con mi esposo que en paz descanse'],
  ['self_harm', 'he estado juntando las pastillas para tomarmelas todas de una vez'],
  ['self_harm', 'me volvi a cortar los brazos anoche'],
  ['self_harm', 'ojala no amanezca mañana'],
  ['self_harm', 'pa que sigo aqui si nadie me necesita'],
  ['self_harm', 'tengo ganas de desaparecer para siempre'],
  ['self_harm', 'me dan ganas de aventarme a las vias del tren'],
  ['self_harm', 'ya tengo la soga preparada'],
  ['self_harm', 'le pido a dios que me lleve ya, no quiero seguir'],
  ['self_harm', 'ya no quiero vivir asi'],
  // overdose
  ['overdose', 'me tome todo el frasco de clonazepam'],
  ['overdose', 'mi papa se tomo una caja entera de paracetamol'],
  ['overdose', 'anoche me empastille'],
  ['overdose', 'me tome todas las pastillas que habia en la casa'],
  ['overdose', 'me trague veinte pastillas de golpe'],
  // chest_pain
  ['chest_pain', 'siento un peso en el pecho que me baja por el brazo izquierdo'],
  ['chest_pain', 'me aprieta el pecho como si me lo estuvieran estrujando'],
  ['chest_pain', 'tengo un dolor en el pecho que se me va a la quijada'],
  ['chest_pain', 'me duele el pecho y estoy sudando frio'],
  ['chest_pain', 'siento una opresion en el pecho desde hace una hora'],
  // breathing
  ['breathing', 'no me entra el aire'],
  ['breathing', 'me ahogo aunque este sentada'],
  ['breathing', 'no puedo respirar ni acostado'],
  ['breathing', 'me falta el aire hasta para hablar'],
  ['breathing', 'estoy boqueando y tengo los labios morados'],
  // stroke
  ['stroke', 'a mi mama se le torcio la boca y no puede hablar bien'],
  ['stroke', 'se me durmio de repente todo el lado derecho'],
  ['stroke', 'mi esposo arrastra las palabras y no mueve el brazo'],
  ['stroke', 'de pronto deje de ver por un ojo'],
  ['stroke', 'mi abuela dice cosas sin sentido y se le cae la cara de un lado'],
  // bleeding
  ['bleeding', 'estoy vomitando sangre'],
  ['bleeding', 'las heces me salen negras como alquitran'],
  ['bleeding', 'me corte y no para de sangrar, tomo sintrom'],
  ['bleeding', 'me sale sangre de la nariz a chorros desde hace una hora y no para'],
  ['bleeding', 'tosi sangre esta mañana'],
  // allergic_reaction
  ['allergic_reaction', 'se me esta hinchando la cara y me pica todo el cuerpo'],
  ['allergic_reaction', 'tengo los labios hinchadisimos y me cuesta respirar'],
  ['allergic_reaction', 'me salio urticaria y siento la garganta cerrada'],
  // unconsciousness
  ['unconsciousness', 'mi mama se desmayo y no reacciona'],
  ['unconsciousness', 'a mi esposo le dio una convulsion hace un rato'],
  ['unconsciousness', 'perdi el conocimiento en el baño'],
  ['unconsciousness', 'no logro despertar a mi padre'],
  ['unconsciousness', 'me dio un soponcio y cai al piso'],
  // unsafe_at_home
  ['unsafe_at_home', 'mi pareja me amenaza con matarme'],
  ['unsafe_at_home', 'tengo miedo de mi yerno, me grita y me ha levantado la mano'],
  ['unsafe_at_home', 'mi nieto me maltrata y me encierra en el cuarto'],
  ['unsafe_at_home', 'no me siento segura en mi casa'],
];

export const ES_LOOKALIKES: string[] = [
  // idioms and jokes
  'me muero de risa con mi nieto',
  'me mata este calor',
  'me muero de hambre, a que hora es la comida',
  'estoy muerta de cansancio pero bien',
  'me ahogo en un vaso de agua, siempre me preocupo por todo',
  'este trabajo me va a matar jaja',
  'casi me da un infarto cuando vi la factura de la luz',
  'me quiero morir de la verguenza, me cai delante de todos',
  'tengo ganas de matar a mi marido jaja porque no lava los platos',
  'me duele el corazon de ver a mi hijo asi',
  'estoy hasta las narices de mi marido con la tele',
  'me dejo sin palabras la noticia',
  // symptoms gone
  'ya no me duele el pecho, se me paso',
  'se me paso el mareo despues de comer',
  'el sangrado de nariz ya paro solo',
  'ya no me falta el aire como antes',
  // denials
  'no tengo ganas de hacerme daño para nada',
  'nunca he pensado en quitarme la vida',
  'no me desmaye, solo me maree un poco',
  'ni dolor de pecho ni falta de aire, todo bien',
  'ni de broma me haria daño',
  // history
  'el año pasado tuve un infarto pero ahora estoy bien',
  'antes me cortaba pero hace diez años que no',
  'no me han vuelto a dar esos dolores de pecho desde que tomo la pastilla',
  // other people
  'mi madre tuvo un derrame hace años',
  'mi vecino se desmayo en la calle',
  'en la tele salio un señor que se tomo un frasco de pastillas',
  'mi perro se trago una de mis pastillas pero el veterinario dijo que esta bien',
  // hypotheticals and questions
  'que pasa si me tomo dos pastillas por error?',
  'si me falta el aire tengo que ir a urgencias?',
  // effort, adherence, minor
  'me quedo sin aliento cuando subo la escalera',
  'me corte pelando papas pero ya paro de sangrar',
  'me tome todas las pastillas de la semana como me dijo el doctor',
];
