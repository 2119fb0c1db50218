// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE, LINE_GAP_MS, ScriptReader, type ReaderState } from './script-reader';

class FakeUtterance {
  rate = 1;
  volume = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

describe('ScriptReader', () => {
  let spoken: FakeUtterance[];
  let states: ReaderState[];
  let reader: ScriptReader;
  const last = () => states.at(-1);
  const finishLatest = () => spoken.at(-1)?.onend?.();

  beforeEach(() => {
    vi.useFakeTimers();
    spoken = [];
    states = [];
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (utterance: FakeUtterance) => spoken.push(utterance),
        // Cancelling interrupts what is queued, as browsers do, by firing its error event.
        cancel: () => spoken.forEach((utterance) => utterance.onerror?.()),
      },
    });
    reader = new ScriptReader((state) => states.push(state));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  it('reads line after line, slowly and softly, with a pause between them', () => {
    reader.play('box-breathing', ['Breathe in.', 'Breathe out.']);
    expect(spoken.map((u) => u.text)).toEqual(['Breathe in.']);
    expect(spoken[0]).toMatchObject({ rate: 0.8, volume: 0.7 });
    expect(last()).toEqual({ id: 'box-breathing', index: 0, status: 'playing' });

    finishLatest();
    vi.advanceTimersByTime(LINE_GAP_MS - 1);
    expect(spoken).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(spoken.map((u) => u.text)).toEqual(['Breathe in.', 'Breathe out.']);
    expect(last()).toEqual({ id: 'box-breathing', index: 1, status: 'playing' });

    finishLatest();
    expect(last()).toEqual({ id: 'box-breathing', index: 1, status: 'finished' });
  });

  it('pauses on the current line and resumes by reading it again', () => {
    reader.play('body-scan', ['One.', 'Two.', 'Three.']);
    finishLatest();
    vi.advanceTimersByTime(LINE_GAP_MS);
    reader.pause();
    expect(last()).toEqual({ id: 'body-scan', index: 1, status: 'paused' });
    // The interrupted line's end event does not move the reading on.
    vi.advanceTimersByTime(LINE_GAP_MS * 3);
    expect(spoken.map((u) => u.text)).toEqual(['One.', 'Two.']);

    reader.play('body-scan', ['One.', 'Two.', 'Three.']);
    expect(spoken.at(-1)?.text).toBe('Two.');
    expect(last()).toEqual({ id: 'body-scan', index: 1, status: 'playing' });
  });

  it('pausing during the silence between lines keeps the next line from starting', () => {
    reader.play('body-scan', ['One.', 'Two.']);
    finishLatest();
    reader.pause();
    vi.advanceTimersByTime(LINE_GAP_MS * 2);
    expect(spoken).toHaveLength(1);
    expect(last()?.status).toBe('paused');
  });

  it('stop silences and closes the session; another script starts from its first line', () => {
    reader.play('body-scan', ['One.', 'Two.']);
    reader.stop();
    expect(last()).toEqual(IDLE);
    reader.play('pain-acceptance', ['Welcome.', 'Breathe.']);
    expect(spoken.at(-1)?.text).toBe('Welcome.');
    expect(last()).toEqual({ id: 'pain-acceptance', index: 0, status: 'playing' });
  });

  it('switching scripts mid-line never lets the old one continue', () => {
    reader.play('body-scan', ['One.', 'Two.']);
    const old = spoken[0];
    reader.play('box-breathing', ['In.', 'Out.']);
    old?.onend?.();
    vi.advanceTimersByTime(LINE_GAP_MS);
    expect(spoken.map((u) => u.text)).toEqual(['One.', 'In.']);
  });
});
