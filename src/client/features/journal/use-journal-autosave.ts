import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreateEntryPayload, JournalEntry } from '@core/journal';
import { createEntry } from '@client/api/journal-entries/create-entry';
import { afterEntryWrite } from '@client/api/journal-entries/refresh';
import { updateEntry } from '@client/api/journal-entries/update-entry';
import { toast } from '@client/lib/toast';

export const AUTOSAVE_DELAY_MS = 3000;

/** new: nothing saved yet and nothing changed; pending: changes wait for the quiet period. */
export type SaveStatus = 'new' | 'pending' | 'saving' | 'saved' | 'error';

export interface JournalAutosave {
  status: SaveStatus;
  /** Call after every change the user makes (never for loading). */
  markChanged(): void;
  /** Saves now (the Save button, and leaving the page). */
  saveNow(): Promise<void>;
}

/**
 * The journal's save lifecycle (spec document 1 section 4): after 3 s without a change the form
 * is saved; the first save creates today's entry and later ones update it. Saves never overlap
 * and never write into the form, so typing during a save loses nothing: a change made while a
 * save is in flight is saved by the next one. Leaving the page saves what is pending.
 */
export function useJournalAutosave(options: {
  initialEntry: JournalEntry | null;
  autosave: boolean;
  buildPayload(): CreateEntryPayload;
}): JournalAutosave {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>(options.initialEntry ? 'saved' : 'new');
  const entryId = useRef(options.initialEntry?.id ?? null);
  const changeVersion = useRef(0);
  const savedVersion = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const buildPayload = useRef(options.buildPayload);
  buildPayload.current = options.buildPayload;

  const save = useCallback(
    async (keepalive = false) => {
      clearTimeout(timer.current);
      while (inFlight.current) await inFlight.current;
      const version = changeVersion.current;
      if (version === savedVersion.current) return;
      const payload = buildPayload.current();
      // Spec: a payload of two keys or fewer is not worth saving.
      if (Object.keys(payload).length <= 2) return;
      if (mounted.current) setStatus('saving');

      const run = (async () => {
        try {
          const saved: JournalEntry = entryId.current
            ? await updateEntry(entryId.current, payload, { keepalive })
            : await createEntry(payload, { keepalive });
          entryId.current = saved.id;
          savedVersion.current = Math.max(savedVersion.current, version);
          await afterEntryWrite(queryClient, saved);
          if (mounted.current) {
            setStatus(changeVersion.current === savedVersion.current ? 'saved' : 'pending');
          }
          toast({ title: 'Entry saved' });
        } catch {
          if (mounted.current) setStatus('error');
          toast({
            title: 'Error',
            description: 'Failed to save your journal entry. Please try again.',
            variant: 'destructive',
          });
        }
      })();
      inFlight.current = run;
      try {
        await run;
      } finally {
        inFlight.current = null;
      }
    },
    [queryClient],
  );

  const autosave = options.autosave;
  const markChanged = useCallback(() => {
    changeVersion.current += 1;
    setStatus((current) => (current === 'saving' ? current : 'pending'));
    if (!autosave) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [autosave, save]);

  // Leaving: the page is hidden (phone locked, tab closed) or the journal unmounts.
  useEffect(() => {
    mounted.current = true;
    const hasUnsaved = () => changeVersion.current !== savedVersion.current;
    const onHide = () => {
      if (document.visibilityState === 'hidden' && autosave && hasUnsaved()) void save(true);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (autosave || !hasUnsaved()) return;
      event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      mounted.current = false;
      if (autosave && hasUnsaved()) void save(true);
      else clearTimeout(timer.current);
    };
  }, [autosave, save]);

  return { status, markChanged, saveNow: () => save() };
}
