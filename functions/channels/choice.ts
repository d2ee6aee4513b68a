import type { Channel } from '../engine/types';

/**
 * Which channel carries an engagement: the patient's preferred channel when the protocol allows it
 * and the organization has a sender for it; otherwise the first channel of the protocol's list the
 * organization can send on; null when there is none (the engagement fails `channel_not_configured`).
 */
export const chooseChannel = (preferred: Channel, allowed: readonly Channel[], configured: readonly Channel[]): Channel | null => {
  const usable = allowed.filter((channel) => configured.includes(channel));
  return usable.includes(preferred) ? preferred : (usable[0] ?? null);
};
