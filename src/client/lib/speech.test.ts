// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canSpeak, sentencesOf, speak, stopSpeaking } from './speech';

class FakeUtterance {
  rate = 1;
  volume = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

describe('speech', () => {
  const spoken: FakeUtterance[] = [];
  const cancel = vi.fn();

  beforeEach(() => {
    spoken.length = 0;
    cancel.mockClear();
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: { speak: (u: FakeUtterance) => spoken.push(u), cancel },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  it('splits text into sentences', () => {
    expect(sentencesOf('Breathe in. Hold! Out?  And rest')).toEqual([
      'Breathe in.',
      'Hold!',
      'Out?',
      'And rest',
    ]);
    expect(sentencesOf('   ')).toEqual([]);
  });

  it('queues one utterance per sentence at the given rate and volume, after cancelling', () => {
    expect(canSpeak()).toBe(true);
    const onEnd = vi.fn();
    speak('One. Two.', { rate: 0.8, volume: 0.7, onEnd });
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(spoken.map((u) => [u.text, u.rate, u.volume])).toEqual([
      ['One.', 0.8, 0.7],
      ['Two.', 0.8, 0.7],
    ]);
    spoken[0]?.onend?.();
    expect(onEnd).not.toHaveBeenCalled();
    spoken[1]?.onend?.();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('reports the end once when reading is interrupted', () => {
    const onEnd = vi.fn();
    speak('One. Two.', { onEnd });
    spoken[0]?.onerror?.();
    spoken[1]?.onerror?.();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops', () => {
    stopSpeaking();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('does nothing, but still ends, without speech', () => {
    Reflect.deleteProperty(window, 'speechSynthesis');
    expect(canSpeak()).toBe(false);
    const onEnd = vi.fn();
    speak('Hello.', { onEnd });
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(() => stopSpeaking()).not.toThrow();
  });
});
