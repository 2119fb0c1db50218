import { Button } from '@client/components/ui/button';
import { formatClock, useElapsedSeconds, useMicrophoneLevel } from './use-voice-recorder';
import type { VoiceRecorder } from './voice-recorder';
import { VOICE_NOTE_MAX_SECONDS } from '@core/media';

/** While recording: the time so far, how loud the microphone hears you, and a Stop button. */
export function RecordingStatus({
  recorder,
  startedAt,
}: {
  recorder: VoiceRecorder;
  startedAt: number;
}) {
  const seconds = useElapsedSeconds(startedAt);
  const level = useMicrophoneLevel(recorder.stream);
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3"
      data-testid="voice-recording"
    >
      <span className="size-3 shrink-0 rounded-full bg-red-600" aria-hidden="true" />
      <p className="font-semibold text-red-900">
        Recording <span data-testid="recording-timer">{formatClock(seconds)}</span>
        <span className="sr-only"> of {formatClock(VOICE_NOTE_MAX_SECONDS)}</span>
      </p>
      <div
        role="meter"
        aria-label="Microphone level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        className="h-3 min-w-24 flex-1 overflow-hidden rounded-full bg-white ring-1 ring-red-200"
      >
        <div className="h-full bg-red-600" style={{ width: `${level}%` }} />
      </div>
      <Button variant="outline" size="sm" onClick={() => recorder.stop()}>
        Stop and keep
      </Button>
    </div>
  );
}
