import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { othersActive, watchTraffic, yieldToOthers } from './traffic';

/** Which comes first: bulk work's turn, or the next turn of the event loop (or a short timer). */
const first = (other: Promise<unknown>) => Promise.race([yieldToOthers().then(() => 'yield'), other.then(() => 'other')]);

describe('traffic', () => {
  it('lets bulk work give way while requests come in, and run on at once when none has for a while', async () => {
    const server = new EventEmitter();
    watchTraffic(server as Server);
    await sleep(30);
    expect(othersActive()).toBe(false);
    // alone: the next turn of the event loop, before any timer
    expect(await first(sleep(3))).toBe('yield');
    server.emit('request');
    expect(othersActive()).toBe(true);
    // busy: a pause, after the next turn
    expect(await first(nextTurn())).toBe('other');
    await sleep(30);
    expect(othersActive()).toBe(false);
  });
});
