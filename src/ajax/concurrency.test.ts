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

  it('aborts a task that gives way (waiting or running) when another is pushed behind it, never a change', async () => {
    const q = serialQueue();
    const started: string[] = [];
    const task = (name: string, c: AbortController) => () =>
      new Promise<string>((resolve, reject) => {
        started.push(name);
        if (c.signal.aborted) return reject(new Error(`${name} aborted`));
        c.signal.addEventListener('abort', () => reject(new Error(`${name} aborted`)));
        setTimeout(() => resolve(name), 5);
      });
    // running: a refresh under way gives way to an add
    const running = new AbortController();
    const r = q.push(task('refresh', running), running);
    await Promise.resolve();
    expect(started).toEqual(['refresh']);
    const add = new AbortController();
    const a = q.push(task('add', add));
    await expect(r).rejects.toThrow('refresh aborted');
    await expect(a).resolves.toBe('add');
    // waiting: a refresh queued behind a change gives way to the next change; the changes both run
    const change = new AbortController();
    const c1 = q.push(task('change', change));
    const waiting = new AbortController();
    const w = q.push(task('queued refresh', waiting), waiting);
    const c2 = q.push(task('next change', new AbortController()));
    await expect(c1).resolves.toBe('change');
    await expect(w).rejects.toThrow('queued refresh aborted');
    await expect(c2).resolves.toBe('next change');
    expect([add.signal.aborted, change.signal.aborted]).toEqual([false, false]);
    // a refresh pushed after the changes runs after them, untouched
    const last = new AbortController();
    await expect(q.push(task('last refresh', last), last)).resolves.toBe('last refresh');
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
