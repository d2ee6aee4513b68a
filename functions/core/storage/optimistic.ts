import { ConditionFailedError, TransactionCanceledError } from './port';

/** A random pause before retrying a lost race, growing with the attempt, so racing writers spread out. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));

/**
 * Optimistic concurrency: runs `attempt` (read, decide, conditional write) again when its write
 * lost a race to another writer, after a short random pause, at most `times` times; any other
 * error is thrown at once.
 */
export const retryOnConflict = async <T>(times: number, attempt: () => Promise<T>): Promise<T> => {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      const lostRace = error instanceof ConditionFailedError || error instanceof TransactionCanceledError;
      if (!lostRace || n >= times) throw error;
      await backoff(n);
    }
  }
};
