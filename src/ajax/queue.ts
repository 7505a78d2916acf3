// One serial queue for the cart's requests: each task starts after the one before has settled, so fast clicks
// never race (no lost update), and a read of the cart (the fragments refresh) is never answered from before a
// change sent after it. A failed task does not stop the ones behind it.
export interface SerialQueue {
  /**
   * `givesWay`: the task only reads (a refresh); a task pushed behind it aborts it, waiting or running, since
   * the later task's answer is newer. A change is never aborted.
   */
  push<T>(task: () => Promise<T>, givesWay?: AbortController): Promise<T>;
  readonly size: number;
}

export function serialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  const yielding = new Set<AbortController>();
  return {
    push(task, givesWay) {
      yielding.forEach((c) => c.abort());
      yielding.clear();
      if (givesWay) yielding.add(givesWay);
      size++;
      const run = tail.then(task, task);
      tail = run.then(
        () => void size--,
        () => void size--,
      );
      if (givesWay) void tail.then(() => yielding.delete(givesWay));
      return run;
    },
    get size() {
      return size;
    },
  };
}

/** The queue every cart request goes through (add, remove, quantity, cart form, the fragments refresh). */
export const cartQueue = serialQueue();
