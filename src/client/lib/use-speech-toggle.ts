import { useCallback, useRef, useState } from 'react';
import { canSpeak, speak, stopSpeaking } from './speech';

/**
 * One text read aloud on demand: `toggle` starts it, or stops it while it plays. Each reading
 * gets a number, so the end of an interrupted one cannot reset a newer one.
 */
export function useSpeechToggle(text: string, voice: { rate: number; volume: number }) {
  const [available] = useState(canSpeak);
  const [speaking, setSpeaking] = useState(false);
  const reading = useRef(0);

  const stop = useCallback(() => {
    reading.current += 1;
    stopSpeaking();
    setSpeaking(false);
  }, []);

  const toggle = () => {
    if (speaking) {
      stop();
      return;
    }
    const current = ++reading.current;
    setSpeaking(true);
    speak(text, {
      rate: voice.rate,
      volume: voice.volume,
      onEnd: () => {
        if (reading.current === current) setSpeaking(false);
      },
    });
  };

  return { available, speaking, toggle, stop };
}
