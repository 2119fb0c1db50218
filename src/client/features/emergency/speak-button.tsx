import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useSpeechToggle } from '@client/lib/use-speech-toggle';
import { SPEECH_RATE, SPEECH_VOLUME } from '@core/emergency-options';

/** Reads `text` aloud, slowly and softly; pressed again, it stops. Absent without speech. */
export function SpeakButton({ text }: { text: string }) {
  const { available, speaking, toggle } = useSpeechToggle(text, {
    rate: SPEECH_RATE,
    volume: SPEECH_VOLUME,
  });
  if (!available) return null;

  return (
    <Button variant="outline" onClick={toggle}>
      {speaking ? (
        <VolumeX aria-hidden="true" className="size-5" />
      ) : (
        <Volume2 aria-hidden="true" className="size-5" />
      )}
      {speaking ? 'Stop speaking' : 'Speak instructions'}
    </Button>
  );
}
