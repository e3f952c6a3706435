import { describe, expect, it } from 'vitest';
import { createHashGate } from './hash-gate';

describe('the password check gate', () => {
  it('runs a few checks at once, queues a few, and refuses the rest at once', async () => {
    const gate = createHashGate({ running: 2, waiting: 3 });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const check = () =>
      new Promise<string>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve('checked');
        });
      });
    const results = Array.from({ length: 10 }, () => gate.run(check));
    // Five in (two running, three waiting); five refused without running.
    const refused = await Promise.all(results.slice(5));
    expect(refused).toEqual([undefined, undefined, undefined, undefined, undefined]);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results.slice(0, 5))).toEqual(Array(5).fill('checked'));
    expect(most).toBe(2);
  });

  it("lets a known browser's check past a full queue, next in line", async () => {
    const gate = createHashGate({ running: 1, waiting: 2 });
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const check = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(name);
        releases.push(() => resolve(name));
      });
    const flood = ['a', 'b', 'c'].map((name) => gate.run(check(name)));
    expect(await gate.run(check('turned away'))).toBeUndefined();
    const owner = gate.run(check('owner'), { ahead: true });
    while (releases.length > 0 || order.length < 4) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await owner).toBe('owner');
    expect(await Promise.all(flood)).toEqual(['a', 'b', 'c']);
    // 'a' was running; the owner came next, before the two that were already waiting.
    expect(order).toEqual(['a', 'owner', 'b', 'c']);
  });

  it('gives a place back when a sign-in leaves before its check (refused by its waits)', async () => {
    const gate = createHashGate({ running: 1, waiting: 1 });
    const running = gate.enter()!;
    const waiting = gate.enter()!;
    expect(gate.enter()).toBeUndefined();
    // The waiting one is refused by its keys' waits and leaves: its place is free again.
    waiting.leave();
    const next = gate.enter()!;
    expect(next).toBeDefined();
    let ran = false;
    void next.ready.then(() => {
      ran = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toBe(false);
    running.leave();
    await next.ready;
    expect(ran).toBe(true);
    next.leave();
    // Every place is free: two enter at once, the second waiting.
    expect(gate.enter()).toBeDefined();
    expect(gate.enter()).toBeDefined();
    expect(gate.enter()).toBeUndefined();
  });
});
