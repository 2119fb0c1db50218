import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: the exercise timer ticks every second. */
export const TICK_MS = 1000;

export interface Countdown {
  /** Whole seconds left, rounded up, so the display reaches 00:00 only at the end. */
  remainingSeconds: number;
  running: boolean;
  start(): void;
  pause(): void;
  /** Back to the full time, paused. */
  reset(): void;
  /** Seconds the timer has actually run, across pauses and resets. */
  practisedSeconds(): number;
}

/**
 * A pausable countdown. Time left is measured against Date.now() rather than by counting
 * ticks, so a throttled background tab does not slow it down; the 1-second interval only
 * refreshes the display. Both are plain timers, which Playwright's clock can drive.
 * `onFinish` runs once when the time reaches zero.
 */
export function useCountdown(totalSeconds: number, onFinish: () => void): Countdown {
  const totalMs = totalSeconds * 1000;
  const [remainingMs, setRemainingMs] = useState(totalMs);
  const [running, setRunning] = useState(false);
  const remainingRef = useRef(totalMs);
  const runningRef = useRef(false);
  const endsAt = useRef(0);
  const runStartedAt = useRef(0);
  const practisedMs = useRef(0);
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  });

  const setLeft = useCallback((ms: number) => {
    remainingRef.current = ms;
    setRemainingMs(ms);
  }, []);

  const stopRun = useCallback((now: number) => {
    if (!runningRef.current) return;
    practisedMs.current += now - runStartedAt.current;
    runningRef.current = false;
    setRunning(false);
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const now = Date.now();
      const left = Math.max(0, endsAt.current - now);
      setLeft(left);
      if (left === 0) {
        stopRun(now);
        onFinishRef.current();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running, setLeft, stopRun]);

  const start = useCallback(() => {
    if (runningRef.current || remainingRef.current <= 0) return;
    const now = Date.now();
    endsAt.current = now + remainingRef.current;
    runStartedAt.current = now;
    runningRef.current = true;
    setRunning(true);
  }, []);

  const pause = useCallback(() => {
    if (!runningRef.current) return;
    const now = Date.now();
    setLeft(Math.max(0, endsAt.current - now));
    stopRun(now);
  }, [setLeft, stopRun]);

  const reset = useCallback(() => {
    stopRun(Date.now());
    setLeft(totalMs);
  }, [setLeft, stopRun, totalMs]);

  const practisedSeconds = useCallback(() => {
    const current = runningRef.current ? Date.now() - runStartedAt.current : 0;
    return Math.round((practisedMs.current + current) / 1000);
  }, []);

  return {
    remainingSeconds: Math.ceil(remainingMs / 1000),
    running,
    start,
    pause,
    reset,
    practisedSeconds,
  };
}
