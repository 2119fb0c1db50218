import { VOICE_NOTE_MAX_SECONDS } from '@core/media';

/**
 * Recording one voice note with MediaRecorder: asks for the microphone, records in the best
 * type the browser offers, stops by itself at VOICE_NOTE_MAX_SECONDS, and hands over the file
 * with its length. A plain state machine with its browser pieces passed in, so it is tested
 * with fakes; useVoiceRecorder puts it on screen.
 */

/** Opus in WebM first (small, and what Chrome and Firefox record); then what the browser has. */
export const PREFERRED_VOICE_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/mp4',
] as const;

export const MICROPHONE_REFUSED =
  "Cairn can't use your microphone. Allow microphone access in your browser's site settings, then try again.";
export const NO_MICROPHONE =
  'No microphone was found. Connect one or switch it on, then try again.';
export const MICROPHONE_BUSY =
  'Your microphone is in use by another app. Close that app, then try again.';
export const NO_RECORDING_SUPPORT =
  "This browser can't record voice notes. An up-to-date Chrome, Firefox, Edge or Safari can.";
export const STOPPED_AT_LIMIT = `Recording stopped at ${VOICE_NOTE_MAX_SECONDS / 60} minutes, the longest a voice note can be. It has been kept.`;

export type RecorderState =
  | { phase: 'idle'; notice: string | null }
  | { phase: 'starting' }
  | { phase: 'recording'; startedAt: number }
  | { phase: 'stopping' }
  | { phase: 'failed'; message: string };

export interface Recording {
  blob: Blob;
  type: string;
  durationMs: number;
}

/** The parts of MediaRecorder this uses. */
export interface RecorderLike {
  readonly mimeType: string;
  readonly state: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  start(timesliceMs?: number): void;
  stop(): void;
}

export interface RecorderKit {
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  MediaRecorder?: {
    new (stream: MediaStream, options?: { mimeType?: string }): RecorderLike;
    isTypeSupported?(type: string): boolean;
  };
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserRecorderKit = (): RecorderKit => ({
  getUserMedia: navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices),
  // The browser's recorder calls its handlers with a BlobEvent, which has the `data` used here.
  MediaRecorder:
    typeof MediaRecorder === 'undefined'
      ? undefined
      : (MediaRecorder as unknown as NonNullable<RecorderKit['MediaRecorder']>),
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});

/** The type to ask MediaRecorder for, or undefined for the browser's default. */
export function chooseVoiceType(isTypeSupported?: (type: string) => boolean): string | undefined {
  if (!isTypeSupported) return undefined;
  return PREFERRED_VOICE_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** Words for a refusal of getUserMedia or MediaRecorder. */
export function microphoneMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return MICROPHONE_REFUSED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return NO_MICROPHONE;
  if (name === 'NotReadableError' || name === 'AbortError') return MICROPHONE_BUSY;
  return NO_RECORDING_SUPPORT;
}

export class VoiceRecorder {
  state: RecorderState = { phase: 'idle', notice: null };
  /** The microphone's stream while recording (the level meter listens to it). */
  stream: MediaStream | null = null;
  private recorder: RecorderLike | null = null;
  private chunks: Blob[] = [];
  private limitTimer: unknown = null;
  private stopWhenStarted = false;
  private stoppedAtLimit = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly kit: RecorderKit,
    private readonly onRecorded: (recording: Recording) => void,
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(state: RecorderState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  get recording(): boolean {
    return this.state.phase === 'recording' || this.state.phase === 'starting';
  }

  async start(): Promise<void> {
    if (this.recording || this.state.phase === 'stopping') return;
    const { getUserMedia, MediaRecorder: Recorder } = this.kit;
    if (!getUserMedia || !Recorder) {
      this.set({ phase: 'failed', message: NO_RECORDING_SUPPORT });
      return;
    }
    this.stopWhenStarted = false;
    this.stoppedAtLimit = false;
    this.set({ phase: 'starting' });
    let stream: MediaStream;
    try {
      stream = await getUserMedia({ audio: true });
    } catch (error) {
      this.set({ phase: 'failed', message: microphoneMessage(error) });
      return;
    }
    const type = chooseVoiceType(Recorder.isTypeSupported?.bind(Recorder));
    let recorder: RecorderLike;
    try {
      recorder = new Recorder(stream, type ? { mimeType: type } : undefined);
    } catch (error) {
      stopTracks(stream);
      this.set({ phase: 'failed', message: microphoneMessage(error) });
      return;
    }
    this.stream = stream;
    this.recorder = recorder;
    this.chunks = [];
    const startedAt = this.kit.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.chunks.push(event.data);
    };
    recorder.onstop = () => this.finish(startedAt, type);
    // Chunks every second: a recording cut short (the tab closing) still has most of its sound.
    recorder.start(1000);
    this.limitTimer = this.kit.setTimeout(() => {
      this.stoppedAtLimit = true;
      this.stop();
    }, VOICE_NOTE_MAX_SECONDS * 1000);
    this.set({ phase: 'recording', startedAt });
    if (this.stopWhenStarted) this.stop();
  }

  /** Stops and hands over the recording (a stop asked for while starting waits for the start). */
  stop(): void {
    if (this.state.phase === 'starting') {
      this.stopWhenStarted = true;
      return;
    }
    if (this.state.phase !== 'recording' || !this.recorder) return;
    this.kit.clearTimeout(this.limitTimer);
    this.set({ phase: 'stopping' });
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    else this.finish(this.kit.now(), undefined);
  }

  /** Leaves the page mid-recording: the microphone is released and nothing is kept. */
  cancel(): void {
    this.kit.clearTimeout(this.limitTimer);
    if (this.recorder) {
      this.recorder.onstop = null;
      if (this.recorder.state !== 'inactive') this.recorder.stop();
    }
    this.release();
    this.set({ phase: 'idle', notice: null });
  }

  /** Clears a failure or notice (the message was read, or a new attempt starts). */
  dismiss(): void {
    if (this.state.phase === 'failed' || this.state.phase === 'idle') {
      this.set({ phase: 'idle', notice: null });
    }
  }

  private finish(startedAt: number, askedType: string | undefined): void {
    const durationMs = Math.max(0, this.kit.now() - startedAt);
    const type = this.recorder?.mimeType || askedType || this.chunks[0]?.type || 'audio/webm';
    const blob = new Blob(this.chunks, { type });
    this.release();
    const notice = this.stoppedAtLimit ? STOPPED_AT_LIMIT : null;
    this.set({ phase: 'idle', notice });
    if (blob.size > 0) this.onRecorded({ blob, type, durationMs });
  }

  private release(): void {
    if (this.stream) stopTracks(this.stream);
    this.stream = null;
    this.recorder = null;
    this.chunks = [];
  }
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
