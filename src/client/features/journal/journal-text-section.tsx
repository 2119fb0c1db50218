import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { JOURNAL_TEXT_MAX } from '@core/journal-limits';
import { PHOTOS_PER_ENTRY_MAX } from '@core/media';
import { Button } from '@client/components/ui/button';
import { UpgradeNote } from '@client/components/upgrade/upgrade-note';
import { JournalSection } from './journal-section';
import { PhotoGrid } from './media/photo-grid';
import { RecordingStatus } from './media/recording-status';
import type { EntryMedia } from './media/use-entry-media';
import { useVoiceRecorder } from './media/use-voice-recorder';
import { VoiceNoteButton } from './media/voice-note-button';
import { VoiceNotePlayer } from './media/voice-note-player';

/** The free-text journal, with the entry's voice note and photos. */
export function JournalTextSection({
  value,
  onChange,
  media,
  dateLabel,
}: {
  value: string;
  onChange(value: string): void;
  media: EntryMedia;
  dateLabel: string;
}) {
  const { recorder, state } = useVoiceRecorder(media.addRecording);
  const [upgradeShown, setUpgradeShown] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const recording = state.phase === 'recording' || state.phase === 'starting';
  const showUpgrade = () => setUpgradeShown(true);
  const notice =
    state.phase === 'failed' ? state.message : state.phase === 'idle' ? state.notice : null;

  return (
    <JournalSection
      id="journal-text-heading"
      title="Daily Journal"
      action={
        <div className="flex gap-1">
          <VoiceNoteButton
            recorder={recorder}
            recording={recording}
            locked={media.locked}
            onLocked={showUpgrade}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label="Attach a photo"
            onClick={() => {
              if (media.locked) showUpgrade();
              else photoInput.current?.click();
            }}
          >
            <Camera aria-hidden="true" className="size-5" />
          </Button>
          {/* No `capture`: a phone offers its camera and its gallery, a computer its files. */}
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="photo-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void media.addPhotos(files);
            }}
          />
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        {upgradeShown && media.locked ? (
          <UpgradeNote>
            Voice notes and photos are part of Premium. Your words, pain levels and everything else
            in the journal stay free.
          </UpgradeNote>
        ) : null}
        {state.phase === 'recording' ? (
          <RecordingStatus recorder={recorder} startedAt={state.startedAt} />
        ) : null}
        {state.phase === 'starting' ? (
          <p role="status" className="text-slate-700">
            Starting the microphone...
          </p>
        ) : null}
        {notice ? (
          <p
            role="alert"
            className="rounded-xl bg-amber-50 p-3 font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {notice}
          </p>
        ) : null}
        {media.message ? (
          <p
            role="alert"
            className="rounded-xl bg-amber-50 p-3 font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {media.message}
          </p>
        ) : null}
        <label htmlFor="journal-text" className="sr-only">
          Daily Journal
        </label>
        <textarea
          id="journal-text"
          value={value}
          maxLength={JOURNAL_TEXT_MAX}
          rows={6}
          placeholder="How are you feeling today? What helped, what made things harder?"
          onChange={(event) => onChange(event.target.value)}
          className="w-full rounded-xl border border-slate-300 bg-white p-3 text-base leading-relaxed"
        />
        {media.voiceNoteUrl && !recording ? (
          <VoiceNotePlayer url={media.voiceNoteUrl} onDelete={media.removeVoiceNote} />
        ) : null}
        <PhotoGrid urls={media.photoUrls} dateLabel={dateLabel} onDelete={media.removePhoto} />
        {media.preparing > 0 ? (
          <p role="status" className="text-slate-700">
            Preparing {media.preparing === 1 ? 'a photo' : `${media.preparing} photos`}...
          </p>
        ) : null}
        {!media.locked && !media.voiceNoteUrl && media.photoUrls.length === 0 && !recording ? (
          <p className="text-sm text-slate-600">
            Hold the microphone to speak a note (or tap it to start and stop). The camera adds up to{' '}
            {PHOTOS_PER_ENTRY_MAX} photos.
          </p>
        ) : null}
      </div>
    </JournalSection>
  );
}
