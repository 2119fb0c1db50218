import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { browserRecorderKit, VoiceRecorder, type Recording } from './voice-recorder';

/** The recorder for one journal form: released when the form goes. */
export function useVoiceRecorder(onRecorded: (recording: Recording) => void) {
  const latest = useRef(onRecorded);
  latest.current = onRecorded;
  const [recorder] = useState(
    () => new VoiceRecorder(browserRecorderKit(), (recording) => latest.current(recording)),
  );
  useEffect(() => () => recorder.cancel(), [recorder]);
  const state = useSyncExternalStore(
    (listener) => recorder.subscribe(listener),
    () => recorder.state,
  );
  return { recorder, state };
}

/** Seconds since `startedAt`, ticking while `running`. */
export function useElapsedSeconds(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** "0:07", "4:59": a recording's length as a clock shows it. */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.floor(totalSeconds % 60);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * How loud the microphone is, 0-100, read from an AnalyserNode about ten times a second (often
 * enough for the eye, rare enough not to flood a screen reader with changes).
 */
export function useMicrophoneLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    // Safari starts a context made outside a tap suspended; the tap that started recording counts.
    void context.resume();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      const rms = Math.sqrt(sum / samples.length);
      // Speech sits around 0.05-0.3 RMS: scaled so talking fills most of the bar.
      setLevel(Math.min(100, Math.round(rms * 300)));
    }, 100);
    return () => {
      window.clearInterval(timer);
      setLevel(0);
      void context.close();
    };
  }, [stream]);
  return level;
}
