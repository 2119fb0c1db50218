import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EXERCISE_SPEECH_RATE, EXERCISE_SPEECH_VOLUME } from '@core/exercises';
import { Button } from '@client/components/ui/button';
import { canSpeak, speak, stopSpeaking } from '@client/lib/speech';

/**
 * Reads the current step aloud; pressed again, it stops. A new step stops the old reading.
 * Where the browser cannot speak, it says so instead of offering a button that does nothing.
 */
export function SpeakStepButton({ text }: { text: string }) {
  const [available] = useState(canSpeak);
  const [speaking, setSpeaking] = useState(false);
  // Each reading gets a number, so the end of an interrupted one cannot reset a newer one.
  const reading = useRef(0);

  useEffect(
    () => () => {
      reading.current += 1;
      stopSpeaking();
      setSpeaking(false);
    },
    [text],
  );

  if (!available) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <VolumeX aria-hidden="true" className="size-4 shrink-0" />
        Reading steps aloud is not available in this browser.
      </p>
    );
  }

  const toggle = () => {
    const current = ++reading.current;
    if (speaking) {
      stopSpeaking();
      setSpeaking(false);
      return;
    }
    setSpeaking(true);
    speak(text, {
      rate: EXERCISE_SPEECH_RATE,
      volume: EXERCISE_SPEECH_VOLUME,
      onEnd: () => {
        if (reading.current === current) setSpeaking(false);
      },
    });
  };

  return (
    <Button variant="outline" onClick={toggle} className="w-full" aria-pressed={speaking}>
      {speaking ? (
        <VolumeX aria-hidden="true" className="size-5" />
      ) : (
        <Volume2 aria-hidden="true" className="size-5" />
      )}
      {speaking ? 'Stop reading' : 'Read step aloud'}
    </Button>
  );
}
