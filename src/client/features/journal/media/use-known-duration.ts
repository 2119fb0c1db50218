import { useEffect, type RefObject } from 'react';

/**
 * Chromium's and Firefox's MediaRecorder write WebM without a duration, so a player shows 0:00
 * and a seek bar that cannot be dragged until the whole recording has played. Asking for a
 * position past the end makes the browser read the file's last bytes (a range request the server
 * answers) and learn the length; the player then goes back to the start, untouched by the person.
 */
export function useKnownDuration(audio: RefObject<HTMLAudioElement | null>, src: string): void {
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let seeking = false;
    const onMetadata = () => {
      if (Number.isFinite(element.duration)) return;
      seeking = true;
      element.currentTime = Number.MAX_SAFE_INTEGER;
    };
    const onDuration = () => {
      if (!seeking || !Number.isFinite(element.duration)) return;
      seeking = false;
      element.currentTime = 0;
    };
    element.addEventListener('loadedmetadata', onMetadata);
    element.addEventListener('durationchange', onDuration);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
    return () => {
      element.removeEventListener('loadedmetadata', onMetadata);
      element.removeEventListener('durationchange', onDuration);
    };
  }, [audio, src]);
}
