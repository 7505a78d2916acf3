// One background widget per task. Chunks that arrive together (or a chunk and the mount it triggers) would
// otherwise run in one long task; each widget waits here for its own idle turn so the main thread stays free
// for input in between. The roots of one widget (every add-to-cart button of a listing) share a turn: they
// come alive together, and each is cheap once the chunk has run. A widget the shopper is reaching for
// (intent) skips the line: hurry().
import { onIdle } from './watch';

export interface Turn {
  /** resolves inside the task that should do the work */
  ready: Promise<void>;
  /** take this turn now (the shopper is waiting); a no-op once it has run */
  hurry: () => void;
}

interface Waiter {
  key: string;
  resolve: () => void;
  done: boolean;
}
// A waiter leaves the queue when it runs or is hurried, so a pending pump never fires for nobody.

const queue: Waiter[] = [];
let scheduled = false;

/** an idle period needs this much left for another widget's turn in it */
const ROOM_MS = 8;

function pump(deadline?: IdleDeadline): void {
  scheduled = false;
  const key = queue[0]?.key;
  for (const w of queue.filter((x) => x.key === key)) {
    w.done = true;
    queue.splice(queue.indexOf(w), 1);
    w.resolve(); // the awaiting mount continues in this task's microtask checkpoint
  }
  if (queue.length) schedule(deadline);
}

// The next turn comes in a task of its own right after this one while the idle period lasts, not one idle
// callback (after a frame) per widget: 15 small widgets took 15 frames on a slow phone.
function schedule(deadline?: IdleDeadline): void {
  if (scheduled) return;
  scheduled = true;
  if (!deadline) return onIdle(pump, 500);
  setTimeout(() => {
    if (deadline.timeRemaining() >= ROOM_MS) return pump(deadline);
    scheduled = false;
    schedule();
  }, 0);
}

/** Wait for an idle turn; waiters with the same key (a widget's name) take one turn together. */
export function nextTurn(key = ''): Turn {
  let resolve = () => {};
  const ready = new Promise<void>((r) => (resolve = r));
  const waiter: Waiter = { key, resolve, done: false };
  queue.push(waiter);
  schedule();
  return {
    ready,
    hurry: () => {
      if (waiter.done) return;
      waiter.done = true;
      queue.splice(queue.indexOf(waiter), 1);
      resolve();
    },
  };
}
