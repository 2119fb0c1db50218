// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

/** Moves the fake clock and its timers forward inside act(). */
function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-10T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  function setup(seconds = 300) {
    const onFinish = vi.fn();
    const hook = renderHook(() => useCountdown(seconds, onFinish));
    return { hook, onFinish };
  }

  it('starts paused at the full time', () => {
    const { hook } = setup();
    expect(hook.result.current.remainingSeconds).toBe(300);
    expect(hook.result.current.running).toBe(false);
    tick(5000);
    expect(hook.result.current.remainingSeconds).toBe(300);
  });

  it('ticks down once a second while running and holds still while paused', () => {
    const { hook } = setup();
    act(() => hook.result.current.start());
    tick(999);
    expect(hook.result.current.remainingSeconds).toBe(300);
    tick(1);
    expect(hook.result.current.remainingSeconds).toBe(299);
    tick(4000);
    expect(hook.result.current.remainingSeconds).toBe(295);

    act(() => hook.result.current.pause());
    tick(10_000);
    expect(hook.result.current.remainingSeconds).toBe(295);
    expect(hook.result.current.practisedSeconds()).toBe(5);

    act(() => hook.result.current.start());
    tick(2000);
    expect(hook.result.current.remainingSeconds).toBe(293);
    expect(hook.result.current.practisedSeconds()).toBe(7);
  });

  it('pauses mid-second without losing the part of a second already run', () => {
    const { hook } = setup(10);
    act(() => hook.result.current.start());
    tick(1500);
    act(() => hook.result.current.pause());
    // 8.5 s left is shown rounded up.
    expect(hook.result.current.remainingSeconds).toBe(9);
    act(() => hook.result.current.start());
    tick(2000);
    expect(hook.result.current.remainingSeconds).toBe(7);
    expect(hook.result.current.practisedSeconds()).toBe(4);
  });

  it('reset goes back to the full time, paused, and keeps the practised time', () => {
    const { hook } = setup();
    act(() => hook.result.current.start());
    tick(30_000);
    act(() => hook.result.current.reset());
    expect(hook.result.current.remainingSeconds).toBe(300);
    expect(hook.result.current.running).toBe(false);
    tick(5000);
    expect(hook.result.current.remainingSeconds).toBe(300);
    expect(hook.result.current.practisedSeconds()).toBe(30);
  });

  it('finishes exactly once at zero and stops', () => {
    const { hook, onFinish } = setup(3);
    act(() => hook.result.current.start());
    tick(2000);
    expect(onFinish).not.toHaveBeenCalled();
    tick(1000);
    expect(hook.result.current.remainingSeconds).toBe(0);
    expect(hook.result.current.running).toBe(false);
    expect(onFinish).toHaveBeenCalledTimes(1);
    tick(5000);
    expect(onFinish).toHaveBeenCalledTimes(1);
    // At zero, Start does nothing until Reset.
    act(() => hook.result.current.start());
    expect(hook.result.current.running).toBe(false);
  });

  it('catches up after a delayed tick (a throttled background tab)', () => {
    const { hook } = setup(300);
    act(() => hook.result.current.start());
    // The clock moves 60 s while the interval has not yet fired.
    vi.setSystemTime(Date.now() + 60_000);
    tick(1000);
    expect(hook.result.current.remainingSeconds).toBe(239);
  });
});
