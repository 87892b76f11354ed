/** Jobs that take turns: each runs once the one before has settled; a failure stays with its caller. */
export function takingTurns(): <T>(job: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (job) => {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * One queue per account for the writes that span the two databases (lib/cache/db.ts and
 * data-db.ts), which share no transaction: each such write of an account runs after the one
 * before it has ended, so none reads a record that another is between writing to one database and
 * the other. They all happen in the background's worker, which holds the queue.
 */
const tails = new Map<string, Promise<unknown>>();

/** Runs `job` once every earlier job of the account has settled; a failure stays with its caller. */
export function inTurn<T>(accountId: string, job: () => Promise<T>): Promise<T> {
  const run = (tails.get(accountId) ?? Promise.resolve()).then(job);
  tails.set(
    accountId,
    run.catch(() => undefined),
  );
  return run;
}
