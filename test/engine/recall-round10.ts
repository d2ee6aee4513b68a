import type { Language } from '../../functions/engine/types';

/**
 * Round 10 (decision 321), recall: crises of kinds every language should read, probed in all five
 * before the engine was changed for them (written for careloop, none from the evaluation set): a
 * suicide attempt told by its means ("I tried to hang myself", "j'ai tenté de me noyer"), a chronic
 * symptom worse today ("chest pain for years but today it's much worse and going into my arm"), a
 * threat reported as a condition ("he said if I tell anyone he'll hurt me"), a question about a
 * bleeding still going on. Each row: [category, text]. Read by understand-recall-round10.test.ts.
 */
export const RECALL10: Record<Language, (readonly [string, string])[]> = {
  en: [
    ['self_harm', 'i tried to hang myself'],
    ['self_harm', 'last week i tried to hang myself and i still think about it every day'],
    ['self_harm', 'i tried to jump off the bridge last night'],
    ['self_harm', 'i tried to drown myself'],
    ['self_harm', 'attempted to hang myself on saturday'],
    ['self_harm', 'i nearly jumped off the bridge last night'],
    ['self_harm', 'i almost hanged myself yesterday'],
    ['self_harm', 'i tried to shoot myself'],
    ['self_harm', 'tried to throw myself in front of a train'],
    ['chest_pain', 'ive had chest pain on and off for years but today its much worse and going into my arm'],
    ['bleeding', 'is it normal to still be bleeding from a small cut after two hours on warfarin'],
  ],
  it: [
    ['chest_pain', 'ho dolori al petto da anni ma oggi è molto peggio e va al braccio'],
    ['bleeding', 'è normale che un taglietto sanguini ancora dopo due ore col coumadin'],
  ],
  es: [
    ['chest_pain', 'tengo dolor de pecho desde hace años pero hoy es mucho peor y se me va al brazo'],
    ['bleeding', 'es normal que una herida pequeña siga sangrando después de dos horas con sintrom'],
    ['unsafe_at_home', 'dijo que si se lo digo a alguien me pega'],
  ],
  de: [
    ['self_harm', 'ich hab gestern versucht von der brücke zu springen'],
    ['self_harm', 'ich hab versucht mich zu ertränken'],
    ['chest_pain', 'ich hab seit jahren immer mal brustschmerzen aber heute ist es viel schlimmer und zieht in den arm'],
    ['unsafe_at_home', 'er trinkt wieder und hat gesagt wenn ich es jemandem erzähle tut er mir weh'],
    ['unsafe_at_home', 'er trinkt und hat gesagt wenn ich es jemandem erzähle tut er mir weh'],
  ],
  fr: [
    ['self_harm', "j'ai essayé de sauter du pont hier soir"],
    ['self_harm', "j'ai tenté de me noyer"],
    ['chest_pain', "j'ai des douleurs dans la poitrine depuis des années mais aujourd'hui c'est bien pire et ça descend dans le bras"],
    ['bleeding', "c'est normal qu'une petite coupure saigne encore après deux heures sous previscan"],
  ],
};
