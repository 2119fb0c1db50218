import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseVoiceType,
  MICROPHONE_REFUSED,
  NO_MICROPHONE,
  NO_RECORDING_SUPPORT,
  STOPPED_AT_LIMIT,
  VoiceRecorder,
  type Recording,
  type RecorderKit,
  type RecorderLike,
} from './voice-recorder';

/** A MediaRecorder that hands over one chunk of "sound" when stopped. */
class FakeRecorder implements RecorderLike {
  static last: FakeRecorder | null = null;
  static supported = new Set(['audio/webm;codecs=opus']);
  static isTypeSupported = (type: string) => FakeRecorder.supported.has(type);
  state = 'inactive';
  ondataavailable: RecorderLike['ondataavailable'] = null;
  onstop: RecorderLike['onstop'] = null;
  readonly mimeType: string;
  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/ogg';
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['sound'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

let clock: number;
let timers: Array<{ run: () => void; at: number; handle: number }>;
let tracksStopped: number;
let recordings: Recording[];

function makeKit(overrides: Partial<RecorderKit> = {}): RecorderKit {
  const stream = {
    getTracks: () => [{ stop: () => (tracksStopped += 1) }],
  } as unknown as MediaStream;
  return {
    getUserMedia: async () => stream,
    MediaRecorder: FakeRecorder,
    now: () => clock,
    setTimeout: (run, ms) => {
      const handle = timers.length + 1;
      timers.push({ run, at: clock + ms, handle });
      return handle;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
    ...overrides,
  };
}

/** Moves the fake clock on, running the timers that fall due. */
function advance(ms: number) {
  clock += ms;
  for (const timer of timers.filter((t) => t.at <= clock)) {
    timers = timers.filter((t) => t !== timer);
    timer.run();
  }
}

beforeEach(() => {
  clock = 1_000;
  timers = [];
  tracksStopped = 0;
  recordings = [];
  FakeRecorder.last = null;
  FakeRecorder.supported = new Set(['audio/webm;codecs=opus']);
});

const recorderWith = (kit = makeKit()) =>
  new VoiceRecorder(kit, (recording) => recordings.push(recording));

describe('recording a voice note', () => {
  it('records Opus in WebM, times it, and hands over the file when stopped', async () => {
    const recorder = recorderWith();
    await recorder.start();
    expect(recorder.state).toEqual({ phase: 'recording', startedAt: 1_000 });
    expect(FakeRecorder.last?.mimeType).toBe('audio/webm;codecs=opus');
    advance(4_200);
    recorder.stop();
    expect(recorder.state).toEqual({ phase: 'idle', notice: null });
    expect(recordings).toHaveLength(1);
    expect(recordings[0]).toMatchObject({ type: 'audio/webm;codecs=opus', durationMs: 4_200 });
    expect(await recordings[0]!.blob.text()).toBe('sound');
    expect(tracksStopped).toBe(1);
  });

  it('takes what the browser offers, or its default', () => {
    expect(chooseVoiceType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(chooseVoiceType(() => false)).toBeUndefined();
    expect(chooseVoiceType(undefined)).toBeUndefined();
  });

  it('stops by itself at five minutes and says so, keeping the recording', async () => {
    const recorder = recorderWith();
    await recorder.start();
    advance(299_000);
    expect(recorder.state.phase).toBe('recording');
    advance(1_000);
    expect(recorder.state).toEqual({ phase: 'idle', notice: STOPPED_AT_LIMIT });
    expect(recordings.map((r) => r.durationMs)).toEqual([300_000]);
  });

  it('a release while the microphone is still starting stops once it has started', async () => {
    let allow!: (stream: MediaStream) => void;
    const stream = { getTracks: () => [{ stop: () => (tracksStopped += 1) }] } as never;
    const recorder = recorderWith(
      makeKit({ getUserMedia: () => new Promise((resolve) => (allow = resolve)) }),
    );
    const starting = recorder.start();
    expect(recorder.state.phase).toBe('starting');
    recorder.stop();
    allow(stream);
    await starting;
    expect(recorder.state.phase).toBe('idle');
    expect(recordings).toHaveLength(1);
  });

  it('a second start while recording does nothing', async () => {
    const recorder = recorderWith();
    await recorder.start();
    const first = FakeRecorder.last;
    await recorder.start();
    expect(FakeRecorder.last).toBe(first);
  });

  it('leaving mid-recording releases the microphone and keeps nothing', async () => {
    const recorder = recorderWith();
    await recorder.start();
    recorder.cancel();
    expect(recordings).toEqual([]);
    expect(tracksStopped).toBe(1);
    expect(recorder.state).toEqual({ phase: 'idle', notice: null });
    expect(timers).toEqual([]);
  });
});

describe('when the microphone cannot be used', () => {
  it.each([
    ['NotAllowedError', MICROPHONE_REFUSED],
    ['NotFoundError', NO_MICROPHONE],
  ])('%s says so in plain words', async (name, message) => {
    const recorder = recorderWith(
      makeKit({ getUserMedia: vi.fn().mockRejectedValue(new DOMException('no', name)) }),
    );
    await recorder.start();
    expect(recorder.state).toEqual({ phase: 'failed', message });
    recorder.dismiss();
    expect(recorder.state).toEqual({ phase: 'idle', notice: null });
  });

  it('a browser without MediaRecorder says it cannot record', async () => {
    const recorder = recorderWith(makeKit({ MediaRecorder: undefined }));
    await recorder.start();
    expect(recorder.state).toEqual({ phase: 'failed', message: NO_RECORDING_SUPPORT });
  });
});
