import { useRef, useState } from 'react';
import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { canSpeak, speak, stopSpeaking } from '@client/lib/speech';
import { SPEECH_RATE, SPEECH_VOLUME } from './emergency-options';

/** Reads `text` aloud, slowly and softly; pressed again, it stops. Absent without speech. */
export function SpeakButton({ text }: { text: string }) {
  const [available] = useState(canSpeak);
  const [speaking, setSpeaking] = useState(false);
  // Each reading gets a number, so the end of an interrupted one cannot reset a newer one.
  const reading = useRef(0);

  if (!available) return null;

  const toggle = () => {
    const current = ++reading.current;
    if (speaking) {
      stopSpeaking();
      setSpeaking(false);
      return;
    }
    setSpeaking(true);
    speak(text, {
      rate: SPEECH_RATE,
      volume: SPEECH_VOLUME,
      onEnd: () => {
        if (reading.current === current) setSpeaking(false);
      },
    });
  };

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
