import { Volume2, VolumeX } from 'lucide-react';
import { useEffect } from 'react';
import { EXERCISE_SPEECH_RATE, EXERCISE_SPEECH_VOLUME } from '@core/exercises';
import { Button } from '@client/components/ui/button';
import { useSpeechToggle } from '@client/lib/use-speech-toggle';

/**
 * Reads the current step aloud; pressed again, it stops. A new step stops the old reading.
 * Where the browser cannot speak, it says so instead of offering a button that does nothing.
 */
export function SpeakStepButton({ text }: { text: string }) {
  const { available, speaking, toggle, stop } = useSpeechToggle(text, {
    rate: EXERCISE_SPEECH_RATE,
    volume: EXERCISE_SPEECH_VOLUME,
  });
  // A new step (or closing the player) stops the old reading.
  useEffect(() => stop, [text, stop]);

  if (!available) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <VolumeX aria-hidden="true" className="size-4 shrink-0" />
        Reading steps aloud is not available in this browser.
      </p>
    );
  }

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
