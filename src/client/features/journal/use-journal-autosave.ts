import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { UpgradeRequired } from '@core/billing/entitlements';
import type { DatedEntryPayload, JournalEntry } from '@core/journal';
import { planKey } from '@client/api/billing/keys';
import { entryForDateKey } from '@client/api/journal-entries/keys';
import { keepOfflineEntry, provisionalEntry } from '@client/api/journal-entries/offline-entry';
import { afterEntryWrite } from '@client/api/journal-entries/refresh';
import {
  gainedFromMerge,
  journalWriteKey,
  submitJournalSave,
  type JournalSave,
} from '@client/api/journal-entries/save-journal';
import { upgradeRequired } from '@client/components/upgrade/upgrade-required';
import {
  onWriteSent,
  parkedRefusal,
  queuedWrites,
  sentAnswer,
  subscribeOutbox,
} from '@client/lib/offline/outbox';
import { toast } from '@client/lib/toast';
import { newId } from '@client/lib/uuid';

export const AUTOSAVE_DELAY_MS = 3000;

/**
 * new: nothing saved yet and nothing changed; pending: changes wait for the quiet period;
 * queued: saved on this device, to be sent when the connection returns; limited: the server
 * refused a new day's journal under the plan's monthly allowance (402), so nothing is saved.
 */
export type SaveStatus = 'new' | 'pending' | 'saving' | 'saved' | 'queued' | 'error' | 'limited';

export interface JournalAutosave {
  status: SaveStatus;
  /** Call after every change the user makes (never for loading). */
  markChanged(): void;
  /** Saves now (the Save button, and leaving the page). */
  saveNow(): Promise<void>;
  /**
   * The plan limit that keeps this day's journal from being saved: a save answered 402, or this
   * device's queued save was (it stays queued). Null while nothing stands in the way.
   */
  upgrade: UpgradeRequired | null;
  /** The id the entry is saved under (chosen here for a new day; the server's once saved). */
  entryId(): string;
}

/** Where the form starts: the day's entry, and a save of it still waiting on this device. */
export interface JournalStart {
  entry: JournalEntry | null;
  queued?: JournalSave;
}

/**
 * The journal's save lifecycle (spec document 1 section 4): after 3 s without a change the form
 * is saved. Every save goes under the entry's id (chosen here for a new entry) with the version
 * it started from, so it can wait on the device without a connection and be sent later. Saves
 * never overlap and never write into the form, so typing during a save loses nothing; only when
 * the server kept both texts of two versions does the form take the merged entry (onMerged).
 */
export function useJournalAutosave(options: {
  /** The day the form writes (yyyy-MM-dd). */
  date: string;
  start: JournalStart;
  autosave: boolean;
  buildPayload(): DatedEntryPayload;
  onMerged?(entry: JournalEntry): void;
}): JournalAutosave {
  const queryClient = useQueryClient();
  const { entry, queued } = options.start;
  const [status, setStatus] = useState<SaveStatus>(queued ? 'queued' : entry ? 'saved' : 'new');
  const [refusal, setRefusal] = useState<unknown>(null);
  // Over the limit, autosave pauses: each try would be refused the same way until the plan
  // changes. The text stays in the form, and Try again asks once more.
  const limited = useRef(false);
  const entryId = useRef(queued?.id ?? entry?.id ?? newId());
  const baseUpdatedAt = useRef(queued ? queued.baseUpdatedAt : (entry?.updatedAt ?? null));
  const changeVersion = useRef(0);
  const savedVersion = useRef(0);
  /** The change version the latest queued save holds. */
  const queuedVersion = useRef<number | null>(queued ? 0 : null);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const buildPayload = useRef(options.buildPayload);
  buildPayload.current = options.buildPayload;
  const onMerged = useRef(options.onMerged);
  onMerged.current = options.onMerged;

  /**
   * The server has a save of this form (`version`): carry on from what it stored. Says whether
   * the server merged it with a version written elsewhere.
   */
  const acceptSaved = useCallback(
    async (saved: JournalEntry, sent: DatedEntryPayload, version: number): Promise<boolean> => {
      // Saved without a version to start from: a new day's journal, which the plan counts.
      const started = baseUpdatedAt.current === null;
      const merged = gainedFromMerge(saved, sent);
      const unchangedSince = changeVersion.current === version;
      entryId.current = saved.id;
      // Typed on while the merge happened: the form lacks the other text, so the next save still
      // starts from the older version and the server keeps both again.
      if (!merged || unchangedSince) baseUpdatedAt.current = saved.updatedAt;
      savedVersion.current = Math.max(savedVersion.current, version);
      await afterEntryWrite(queryClient, saved);
      if (started) void queryClient.invalidateQueries({ queryKey: planKey });
      if (merged && unchangedSince) {
        onMerged.current?.(saved);
        toast({
          title: 'Entry combined',
          description: 'This day was also changed elsewhere. Both versions of your text are kept.',
        });
      }
      if (mounted.current) {
        setStatus(changeVersion.current === savedVersion.current ? 'saved' : 'pending');
      }
      return merged;
    },
    [queryClient],
  );

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
        const journalSave = { id: entryId.current, baseUpdatedAt: baseUpdatedAt.current, payload };
        try {
          const outcome = await submitJournalSave(journalSave, { keepalive });
          limited.current = false;
          if (mounted.current) setRefusal(null);
          if (outcome.sent) {
            const merged = await acceptSaved(outcome.body as JournalEntry, payload, version);
            if (!merged) toast({ title: 'Entry saved' });
            return;
          }
          // Kept on the device: safe from loss, so this version counts as saved here.
          savedVersion.current = Math.max(savedVersion.current, version);
          queuedVersion.current = version;
          const shown = queryClient.getQueryData<JournalEntry | null>(
            entryForDateKey(payload.date),
          );
          keepOfflineEntry(
            queryClient,
            provisionalEntry({ ...payload, id: entryId.current }, shown),
          );
          if (mounted.current) {
            setStatus(changeVersion.current === savedVersion.current ? 'queued' : 'pending');
          }
        } catch (error) {
          if (upgradeRequired(error)) {
            limited.current = true;
            if (mounted.current) {
              setRefusal(error);
              setStatus('limited');
            }
            return;
          }
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
    [acceptSaved, queryClient],
  );

  // A save that waited on this device has reached the server.
  const { date } = options;
  const startedQueued = useRef(queued);
  useEffect(() => {
    const key = journalWriteKey(date);
    const reached = (sent: DatedEntryPayload, saved: JournalEntry) => {
      if (queuedVersion.current === null) return;
      if (queuedWrites().some((waiting) => waiting.key === key)) {
        // A later save of this day still waits (the queue points it at this version).
        entryId.current = saved.id;
        baseUpdatedAt.current = saved.updatedAt;
        return;
      }
      const version = queuedVersion.current;
      queuedVersion.current = null;
      void acceptSaved(saved, sent, version);
    };
    const stop = onWriteSent((write, answer) => {
      if (write.key === key) reached(write.body as DatedEntryPayload, answer as JournalEntry);
    });
    // The save the form started from may have been sent between the form's first render and
    // this subscription (the queue is sent as the app starts): its answer is kept.
    const missed = sentAnswer(key) as JournalEntry | undefined;
    const start = startedQueued.current;
    const stillQueued = queuedWrites().some((waiting) => waiting.key === key);
    if (start && missed && !stillQueued) reached(start.payload, missed);
    return stop;
  }, [acceptSaved, date]);

  const autosave = options.autosave;
  const markChanged = useCallback(() => {
    changeVersion.current += 1;
    setStatus((current) =>
      current === 'saving' || (limited.current && current === 'limited') ? current : 'pending',
    );
    if (!autosave || limited.current) return;
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

  // This day's save kept on the device and parked by the outbox on a 402.
  const parked = useSyncExternalStore(subscribeOutbox, () => parkedRefusal(journalWriteKey(date)));
  const upgrade = upgradeRequired(refusal) ?? upgradeRequired(parked);

  return { status, markChanged, saveNow: () => save(), upgrade, entryId: () => entryId.current };
}
