// Latest wins: starting a new task aborts the one before, and a superseded task's answer is never delivered
// (it rejects with ApiError('aborted'), which callers ignore).
import { ApiError } from './errors';

export interface Latest {
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T>;
  cancel(): void;
}

export function latestWins(): Latest {
  let current: AbortController | null = null;
  let seq = 0;
  return {
    async run(task) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const mine = ++seq;
      try {
        const value = await task(controller.signal);
        if (mine !== seq || controller.signal.aborted) throw new ApiError('aborted', 'superseded');
        return value;
      } catch (e) {
        if (mine !== seq || controller.signal.aborted) throw new ApiError('aborted', 'superseded');
        throw e;
      } finally {
        if (current === controller && mine === seq) current = null;
      }
    },
    cancel() {
      seq++;
      current?.abort();
      current = null;
    },
  };
}
