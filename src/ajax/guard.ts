// One request per intent: while a submit is in flight, submitting again returns the same promise instead of
// sending a second request (double clicks, impatient shoppers on a slow network).
export interface SubmitGuard {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly busy: boolean;
}

export function submitGuard(): SubmitGuard {
  let inflight: Promise<unknown> | null = null;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (inflight) return inflight as Promise<T>; // the same intent: the caller gets the in-flight answer
      const p = task().finally(() => {
        inflight = null;
      });
      inflight = p;
      return p;
    },
    get busy() {
      return inflight !== null;
    },
  };
}
