import { useEffect, useState } from 'react';
import { EXERCISE_SPEECH_RATE, EXERCISE_SPEECH_VOLUME } from '@core/exercises';
import { speak, stopSpeaking } from '@client/lib/speech';

export type ReaderStatus = 'idle' | 'playing' | 'paused' | 'finished';

export interface ReaderState {
  /** The exercise whose script is open, or null. */
  id: string | null;
  /** The line being read (or where a pause left off). */
  index: number;
  status: ReaderStatus;
}

export const IDLE: ReaderState = { id: null, index: 0, status: 'idle' };

/** A breath of silence between lines, so a guided session is not rushed. */
export const LINE_GAP_MS = 1500;

/**
 * Reads an audio script aloud one line at a time. Pausing cancels speech and remembers the
 * line, and resuming reads that line again from its start: speechSynthesis.pause() is
 * unreliable (Chrome on Android ignores it). Every reading gets a token, so the end event of
 * a cancelled line can never move a newer reading on.
 */
export class ScriptReader {
  private token = 0;
  private gap: ReturnType<typeof setTimeout> | undefined;
  private lines: readonly string[] = [];
  private state: ReaderState = IDLE;

  constructor(private readonly onChange: (state: ReaderState) => void) {}

  /** Starts `id`'s script from the top, or resumes it if it is paused. */
  play(id: string, lines: readonly string[]): void {
    if (this.state.id === id && this.state.status === 'paused') {
      this.readFrom(id, this.state.index);
      return;
    }
    this.lines = lines;
    this.readFrom(id, 0);
  }

  pause(): void {
    if (this.state.status !== 'playing') return;
    this.halt();
    this.set({ ...this.state, status: 'paused' });
  }

  stop(): void {
    this.halt();
    this.set(IDLE);
  }

  /** Silences everything without reporting (the component is going away). */
  dispose(): void {
    this.halt();
  }

  private readFrom(id: string, index: number): void {
    this.halt();
    const mine = this.token;
    const line = this.lines[index];
    if (line === undefined) return;
    this.set({ id, index, status: 'playing' });
    speak(line, {
      rate: EXERCISE_SPEECH_RATE,
      volume: EXERCISE_SPEECH_VOLUME,
      onEnd: () => {
        if (mine !== this.token) return;
        if (index + 1 >= this.lines.length) {
          this.set({ id, index, status: 'finished' });
          return;
        }
        this.gap = setTimeout(() => {
          if (mine === this.token) this.readFrom(id, index + 1);
        }, LINE_GAP_MS);
      },
    });
  }

  private halt(): void {
    this.token += 1;
    clearTimeout(this.gap);
    stopSpeaking();
  }

  private set(state: ReaderState): void {
    this.state = state;
    this.onChange(state);
  }
}

/** One reader for the page; it falls silent when the component unmounts. */
export function useScriptReader(): { state: ReaderState; reader: ScriptReader } {
  const [state, setState] = useState<ReaderState>(IDLE);
  const [reader] = useState(() => new ScriptReader(setState));
  useEffect(() => () => reader.dispose(), [reader]);
  return { state, reader };
}
