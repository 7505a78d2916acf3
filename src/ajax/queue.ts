// One serial queue for cart mutations: each task starts after the one before has settled, so fast clicks
// never race (no lost update). A failed task does not stop the ones behind it.
export interface SerialQueue {
  push<T>(task: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function serialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    push(task) {
      size++;
      const run = tail.then(task, task);
      tail = run.then(
        () => void size--,
        () => void size--,
      );
      return run;
    },
    get size() {
      return size;
    },
  };
}

/** The queue every cart mutation goes through (add, remove, quantity, cart form). */
export const cartQueue = serialQueue();
