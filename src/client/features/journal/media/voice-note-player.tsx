import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { mediaIdOf } from '@core/media';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { localMediaUrl } from '@client/lib/media/media-writes';
import { useKnownDuration } from './use-known-duration';

/** Where to play or show a file from: this device's copy while it waits to be sent. */
export const mediaSource = (url: string) => {
  const id = mediaIdOf(url);
  return (id && localMediaUrl(id)) || url;
};

/** A voice note's player, its length shown before it is played. */
export function VoiceNoteAudio({ url }: { url: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const source = mediaSource(url);
  useKnownDuration(audio, source);
  return (
    <audio
      ref={audio}
      controls
      preload="metadata"
      src={source}
      aria-label="Voice note"
      className="h-11 w-full"
    />
  );
}

/** The entry's voice note: a player, and a way to delete it (after asking). */
export function VoiceNotePlayer({ url, onDelete }: { url: string; onDelete(): void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-2" data-testid="voice-note">
      {/* The player gets the full width: on a phone its seek bar is what a thumb aims at. */}
      <div className="flex items-center justify-between gap-2 pl-1">
        <p className="font-semibold whitespace-nowrap text-slate-800">Voice note</p>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Delete voice note"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
      <VoiceNoteAudio url={url} />
      {confirming ? (
        <ConfirmDialog
          title="Delete this voice note?"
          description="The recording is removed from this entry and from your account."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={false}
          failure={null}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
