import type { ProtocolDefinition } from '../../engine/types';
import { bhiScreen } from './bhi-screen';
import { careGap } from './care-gap';
import { ccmCheckin } from './ccm-checkin';
import { chronicCareCheckin } from './chronic-care-checkin';
import { followUp } from './follow-up';
import { intake } from './intake';
import { medicationAdherence } from './medication-adherence';
import { postDischarge } from './post-discharge';

/** The built-in protocols, in all five languages (`source: 'builtin'`). */
export const builtinProtocols: ProtocolDefinition[] = [
  medicationAdherence,
  postDischarge,
  chronicCareCheckin,
  intake,
  followUp,
  ccmCheckin,
  bhiScreen,
  careGap,
];

const BY_ID = new Map(builtinProtocols.map((p) => [p.id, p]));

/** The built-in protocol with this id, or undefined. */
export function findBuiltinProtocol(id: string): ProtocolDefinition | undefined {
  return BY_ID.get(id);
}
