import { Mic, Square } from 'lucide-react';
import { useRef, type PointerEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import type { VoiceRecorder } from './voice-recorder';

/** A press held at least this long is "hold to talk": letting go stops. A shorter one is a tap. */
export const HOLD_MS = 500;

/**
 * The microphone button: hold it to record and let go to stop, or tap it to start and tap again
 * to stop; Enter and Space toggle it from the keyboard.
 */
export function VoiceNoteButton({
  recorder,
  recording,
  locked,
  onLocked,
}: {
  recorder: VoiceRecorder;
  recording: boolean;
  locked: boolean;
  onLocked(): void;
}) {
  const press = useRef<{ at: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    if (locked) {
      onLocked();
      return;
    }
    // Keeps the release on this button even if the finger slides off it.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (recorder.recording) {
      press.current = null;
      recorder.stop();
    } else {
      press.current = { at: Date.now() };
      void recorder.start();
    }
  };
  const onPointerUp = () => {
    const started = press.current;
    press.current = null;
    if (started && Date.now() - started.at >= HOLD_MS) recorder.stop();
  };

  return (
    <Button
      variant={recording ? 'destructive' : 'ghost'}
      size="icon"
      aria-label={recording ? 'Stop recording' : 'Record a voice note'}
      className={cn('touch-none select-none', recording && 'animate-pulse')}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onContextMenu={(event) => event.preventDefault()}
      onClick={(event) => {
        // Pointer presses are handled above; a click without one is the keyboard's.
        if (event.detail !== 0) return;
        if (locked) onLocked();
        else if (recorder.recording) recorder.stop();
        else void recorder.start();
      }}
    >
      {recording ? (
        <Square aria-hidden="true" className="size-5" />
      ) : (
        <Mic aria-hidden="true" className="size-5" />
      )}
    </Button>
  );
}
