import { describe, expect, it } from 'vitest';
import { latestWins, serialQueue, submitGuard, isAbort } from './index';

const later = <T>(ms: number, v: T) => new Promise<T>((r) => setTimeout(() => r(v), ms));

describe('latestWins', () => {
  it('never delivers a stale answer: only the newest of 200/150/100 ms answers arrives', async () => {
    const latest = latestWins();
    const results: string[] = [];
    const errors: unknown[] = [];
    const run = (q: string, ms: number) =>
      latest
        .run(() => later(ms, q))
        .then(
          (v) => results.push(v),
          (e) => errors.push(e),
        );
    await Promise.all([run('ab', 200), run('abc', 150), run('abcd', 100)]);
    expect(results).toEqual(['abcd']);
    expect(errors.every(isAbort)).toBe(true);
  });

  it('aborts the signal of the superseded task', async () => {
    const latest = latestWins();
    let first: AbortSignal | undefined;
    const p = latest.run((s) => {
      first = s;
      return later(20, 1);
    });
    void latest.run(() => later(1, 2));
    await p.catch(() => {});
    expect(first?.aborted).toBe(true);
  });
});

describe('serialQueue', () => {
  it('runs tasks one after another, so read-modify-write never loses an update', async () => {
    const q = serialQueue();
    let value = 0;
    const inc = () =>
      q.push(async () => {
        const read = value;
        await later(5, null);
        value = read + 1;
      });
    await Promise.all([inc(), inc(), inc()]);
    expect(value).toBe(3);
  });

  it('keeps going after a failed task', async () => {
    const q = serialQueue();
    const a = q.push(() => Promise.reject(new Error('boom')));
    const b = q.push(() => Promise.resolve('ok'));
    await expect(a).rejects.toThrow('boom');
    await expect(b).resolves.toBe('ok');
    expect(q.size).toBe(0);
  });
});

describe('submitGuard', () => {
  it('sends one request per intent while one is in flight', async () => {
    const g = submitGuard();
    let calls = 0;
    const task = () => {
      calls++;
      return later(10, 'done');
    };
    const [a, b] = await Promise.all([g.run(task), g.run(task)]);
    expect([a, b, calls]).toEqual(['done', 'done', 1]);
    expect(g.busy).toBe(false);
    await g.run(task);
    expect(calls).toBe(2);
  });
});
