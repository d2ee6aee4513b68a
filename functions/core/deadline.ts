/** Settles with `promise`, or rejects with DeadlineExceededError after `ms` (the promise is left to settle alone). */
export class DeadlineExceededError extends Error {
  override readonly name = 'DeadlineExceededError';
}

export const withDeadline = <T>(promise: Promise<T>, ms: number, what = 'operation'): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineExceededError(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
