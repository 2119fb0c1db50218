import { describe, expect, it } from 'vitest';
import { createJobQueue } from './job-queue';

describe('the job queue', () => {
  it('runs jobs one at a time, in order, after the caller has moved on, each id once', async () => {
    const ran: string[] = [];
    const errors: unknown[] = [];
    const queue = createJobQueue((error) => errors.push(error));
    let running = 0;
    const job = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      ran.push(name);
      running -= 1;
    };
    queue.add('a', job('a'));
    queue.add('b', job('b'));
    queue.add('a', job('a again'));
    expect(ran).toEqual([]);
    await queue.idle();
    expect(ran).toEqual(['a', 'b']);

    queue.add('c', async () => {
      throw new Error('boom');
    });
    queue.add('d', job('d'));
    await queue.idle();
    expect(ran).toEqual(['a', 'b', 'd']);
    expect(errors).toEqual([new Error('boom')]);
  });

  it('takes a job added while the last one finishes', async () => {
    const queue = createJobQueue(() => {});
    const ran: string[] = [];
    queue.add('first', async () => {
      ran.push('first');
      queue.add('second', async () => void ran.push('second'));
    });
    await queue.idle();
    expect(ran).toEqual(['first', 'second']);
  });

  it('drops waiting jobs on close and takes no more', async () => {
    const queue = createJobQueue(() => {});
    const ran: string[] = [];
    queue.add('a', async () => void ran.push('a'));
    await queue.close();
    queue.add('b', async () => void ran.push('b'));
    await queue.idle();
    expect(ran).toEqual([]);
  });
});
