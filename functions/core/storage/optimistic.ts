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

const CONFLICT_ATTEMPTS = 8;
const conflictPause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 10 * attempt)));

/**
 * DynamoDB cancels a transaction that touches an item another transaction is writing (reason
 * TransactionConflict, no condition failed); the store rethrows that as it is. Such a transaction
 * did nothing, so running it again is safe; condition failures are thrown at once.
 */
const isTransactionConflict = (error: unknown): boolean => (error as { name?: string } | null)?.name === 'TransactionCanceledException';

export const retryingConflicts = async <T>(write: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= CONFLICT_ATTEMPTS) throw error;
      await conflictPause(attempt);
    }
  }
};

