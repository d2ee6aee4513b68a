import { ConditionFailedError, TransactionCanceledError } from './port';

/**
 * Optimistic concurrency: runs `attempt` (read, decide, conditional write) again when its write
 * lost a race to another writer, at most `times` times; any other error is thrown at once.
 */
export const retryOnConflict = async <T>(times: number, attempt: () => Promise<T>): Promise<T> => {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      const lostRace = error instanceof ConditionFailedError || error instanceof TransactionCanceledError;
      if (!lostRace || n >= times) throw error;
    }
  }
};
