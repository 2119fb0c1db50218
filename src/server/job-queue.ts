/**
 * Work done after a request has answered (weather for a saved entry, biometric imports),
 * one job at a time, in the order asked. A job asked for again while it waits runs once. Errors
 * go to `onError`; nothing here ever reaches a request. Tests await `idle()` instead of sleeping.
 */
export function createJobQueue(onError: (error: unknown) => void) {
  const waiting = new Map<string, () => Promise<void>>();
  let draining = false;
  let drained: Promise<void> = Promise.resolve();
  let closed = false;

  async function drain(): Promise<void> {
    try {
      for (let next = first(); next; next = first()) {
        const [id, job] = next;
        waiting.delete(id);
        try {
          await job();
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      // Set in the same turn as the last check above, so a job added after it starts a new drain.
      draining = false;
    }
  }

  function first() {
    return waiting.entries().next().value;
  }

  async function idle(): Promise<void> {
    while (draining) await drained;
  }

  return {
    add(id: string, job: () => Promise<void>): void {
      if (closed) return;
      if (!waiting.has(id)) waiting.set(id, job);
      if (!draining) {
        draining = true;
        // Started on the next turn, once the request that asked has sent its answer.
        drained = new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
      }
    },

    /** Resolves once no job is running or waiting. */
    idle,

    /** Drops the waiting jobs and waits for the running one. */
    async close(): Promise<void> {
      closed = true;
      waiting.clear();
      await idle();
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
