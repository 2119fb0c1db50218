// The offline write queue. A write is sent at once when the device is online and nothing is
// waiting; otherwise it joins the queue (in IndexedDB), which is sent in order, one at a time,
// when the connection returns, the app starts, or the page comes back into view. The server
// stores each write once by its client-chosen id, so sending one again is harmless.
//
// A write the server answers 402 (a plan limit: the free plan's journal allowance) is parked:
// dropping it would lose what the person wrote offline, and waiting on it would hold back an
// emergency log queued after it. It stays queued, the pass goes on past it (and past the writes
// that build on it), and the next pass tries it again (after an upgrade, or in the next month).
//
// A write may carry a file (a voice note or photo: PUT /api/media/<id>?entryId=…). It waits
// behind its entry's write, since it belongs to it; a 402 on it is a refusal for that file
// rather than a parked write (a file is not lost words, and parking it would hold the entry's
// later media back for ever); a 404 answering a DELETE means the file is already gone.
import { markOutboxWaiting, outboxLoaded } from './outbox-loader';
import { deleteOutbox, readOutbox, writeOutbox, type QueuedWrite } from './outbox-store';

export type { QueuedWrite } from './outbox-store';

/** Sent now (with the server's answer), or kept on the device to be sent later. */
export type WriteOutcome = { sent: true; body: unknown } | { sent: false };

/** What the app says wherever a write was kept on the device to be sent later. */
export const SAVED_ON_DEVICE = 'Saved on this device - will sync';

/** A confirmation's text, followed by the sync note when the write waits on the device. */
export const withSyncNote = (text: string, queued: boolean) =>
  queued ? `${text} ${SAVED_ON_DEVICE}.` : text;

/** The answer to a write the server refused (it is not kept: sending it again cannot succeed). */
export interface RefusedWrite {
  write: QueuedWrite;
  message: string;
}

type Listener = () => void;
type SentListener = (write: QueuedWrite, answer: unknown) => void;

const RETRY_INTERVAL_MS = 30_000;

let owner: string | null = null;
let writes: QueuedWrite[] = [];
/** The write being sent: never replaced by a newer one, which queues behind it instead. */
let inFlight: QueuedWrite | null = null;
let flushing: Promise<void> | null = null;
let started = false;
let restored = false;
const listeners = new Set<Listener>();
const sentListeners = new Set<SentListener>();
const refusedListeners = new Set<(refused: RefusedWrite) => void>();
const drainedListeners = new Set<Listener>();
/** The server's answer to each queued write sent in this visit, by key. */
const answers = new Map<string, unknown>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Keeps the queue in IndexedDB. Without IndexedDB (some private modes) the queue still works
 * while the page stays open; it just does not survive closing it.
 */
async function persist(): Promise<void> {
  if (!owner) return;
  try {
    markOutboxWaiting(writes.length > 0);
    if (writes.length === 0) await deleteOutbox();
    else await writeOutbox({ userId: owner, writes });
  } catch (error) {
    console.warn('Could not keep the unsent changes on this device', error);
  }
}

/** A network failure (no connection, DNS, connection reset), as opposed to an HTTP answer. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * A non-2xx answer: its status, the server's message (or the text) as the error's message, and
 * the answer's text as it came (a 402's body says which plan limit it met).
 */
class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly text: string,
  ) {
    super(message);
  }
}

/** The server's answer when a plan limit refuses a write (see the top of this file). */
const PAYMENT_REQUIRED = 402;

/** The writes parked on a 402, by key, with the answer that parked them. */
const parked = new Map<string, HttpAnswer>();

/** Sends one write. Resolves with its answer; rejects with an HttpAnswer for a non-2xx status. */
async function send(
  write: Pick<QueuedWrite, 'url' | 'method' | 'body' | 'file'>,
  keepalive = false,
): Promise<unknown> {
  const { file } = write;
  const deleting = write.method === 'DELETE';
  const response = await fetch(write.url, {
    method: write.method ?? 'POST',
    credentials: 'include',
    keepalive,
    // A DELETE has no body (an empty JSON body is a 400); a file goes as its own bytes.
    ...(deleting
      ? {}
      : file
        ? { headers: { 'Content-Type': file.type }, body: file.blob }
        : {
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(write.body),
          }),
  });
  if (deleting && (response.status === 404 || response.status === 204)) return null;
  if (!response.ok) {
    const text = await response.text();
    let message = text || response.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // Not JSON: the text itself is the message.
    }
    throw new HttpAnswer(response.status, message, text);
  }
  return response.json();
}

/**
 * Worth trying again later: the server is unreachable behind a proxy, restarting or busy (502,
 * 503, 504, 429), or the session has to be renewed (401). A 500 is the server failing on this
 * write; it is reported rather than retried for ever while the user believes it saved.
 */
const TEMPORARY = new Set([401, 429, 502, 503, 504]);
const isTemporary = (status: number) => TEMPORARY.has(status);

/** Whether a write is a file of the entry `entryId` (its address names the entry). */
const belongsTo = (write: Pick<QueuedWrite, 'url'>, entryId: string) =>
  write.url.includes(`entryId=${entryId}`);

/**
 * Whether `later` writes the same thing as `earlier` (the same key, or the entry it stores: a
 * History edit of an entry logged offline), and so must not reach the server before it.
 */
function buildsOn(later: Pick<QueuedWrite, 'key' | 'url' | 'body'>, earlier: QueuedWrite): boolean {
  if (later.key === earlier.key) return true;
  const id = earlier.body.id;
  return (
    typeof id === 'string' &&
    (later.body.id === id || later.url.endsWith(`/${id}`) || belongsTo(later, id))
  );
}

/**
 * The writes after `sent` for the same thing (the same key, or the entry it stored: a History
 * edit of an entry logged offline) start from the version `sent` produced.
 */
function rebaseFollowing(sent: QueuedWrite, answer: unknown): void {
  if (typeof answer !== 'object' || answer === null) return;
  const { id, updatedAt } = answer as { id?: unknown; updatedAt?: unknown };
  if (typeof id !== 'string' || typeof updatedAt !== 'string') return;
  // The server kept the entry under another id (the day's journal begun on another device):
  // its files waiting here go to that entry.
  const sentId = sent.body.id;
  if (typeof sentId === 'string' && sentId !== id) {
    for (const write of writes) {
      if (belongsTo(write, sentId)) write.url = write.url.replace(sentId, id);
    }
  }
  const sameThing = (write: QueuedWrite) =>
    write.key === sent.key || write.body.id === id || write.url.endsWith(`/${id}`);
  for (const write of writes) {
    if (!sameThing(write) || !('baseUpdatedAt' in write.body)) continue;
    // A PUT names its entry in the address; a POST carries the id the server answered with.
    write.body =
      write.method === 'PUT'
        ? { ...write.body, baseUpdatedAt: updatedAt }
        : { ...write.body, id, baseUpdatedAt: updatedAt };
  }
}

async function sendQueued(): Promise<void> {
  let sentAny = false;
  // Parked in this pass: skipped, with the writes that build on them, until the next pass.
  const skipped: QueuedWrite[] = [];
  const waitsThisPass = (write: QueuedWrite) =>
    skipped.some((parkedWrite) => buildsOn(write, parkedWrite));
  while (owner && navigator.onLine !== false) {
    const write = writes.find((queued) => !waitsThisPass(queued));
    if (!write) break;
    inFlight = write;
    try {
      const answer = await send(write);
      writes = writes.filter((queued) => queued !== write);
      parked.delete(write.key);
      answers.set(write.key, answer);
      rebaseFollowing(write, answer);
      sentAny = true;
      for (const listener of sentListeners) listener(write, answer);
    } catch (error) {
      if (isNetworkFailure(error)) break;
      if (error instanceof HttpAnswer && isTemporary(error.status)) break;
      if (error instanceof HttpAnswer && error.status === PAYMENT_REQUIRED && !write.file) {
        parked.set(write.key, error);
        skipped.push(write);
        continue;
      }
      writes = writes.filter((queued) => queued !== write);
      parked.delete(write.key);
      const message = error instanceof Error ? error.message : String(error);
      for (const listener of refusedListeners) listener({ write, message });
    } finally {
      inFlight = null;
      await persist();
      changed();
    }
  }
  // Settled: nothing left that this pass could send (a write parked on a plan limit may wait).
  const settled = writes.every((write) => parked.has(write.key));
  if (sentAny && settled) for (const listener of drainedListeners) listener();
}

/** Sends what is queued, in order. Resolves when the queue is empty or sending must wait. */
export function flushOutbox(): Promise<void> {
  // Asked while a pass runs (the connection came back as it ended): another pass after it.
  if (flushing) return flushing.then(flushOutbox);
  flushing = sendQueued()
    .catch((error: unknown) => console.warn('Could not sync the saved changes', error))
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

async function enqueue(write: QueuedWrite): Promise<void> {
  const index = writes.findIndex((queued) => queued.key === write.key && queued !== inFlight);
  if (index === -1) {
    writes = [...writes, write];
  } else {
    // The newer write replaces the older one in its place, and keeps the version it started from.
    const older = writes[index] as QueuedWrite;
    const body =
      'baseUpdatedAt' in older.body
        ? { ...write.body, baseUpdatedAt: older.body.baseUpdatedAt }
        : write.body;
    const replacement = { ...write, body, queuedAt: older.queuedAt };
    writes = writes.map((queued, at) => (at === index ? replacement : queued));
  }
  changed();
  await persist();
}

/**
 * Saves a write: sent now when possible, queued when there is no connection or earlier writes
 * wait (so the order is kept). Rejects with the server's message when the server refuses it.
 */
export async function submitWrite(
  write: Omit<QueuedWrite, 'queuedAt'>,
  options: { keepalive?: boolean } = {},
): Promise<WriteOutcome> {
  // A write made as this module loads (the first on this device) waits for the stored queue to
  // be read and its owner known, or taking ownership would empty the queue after it.
  await ownerKnown;
  const queued = { ...write, queuedAt: Date.now() };
  // Parked writes hold back only what builds on them (see the top of this file).
  const mustWait = writes.some((waiting) => !parked.has(waiting.key) || buildsOn(queued, waiting));
  if (mustWait || navigator.onLine === false) {
    await enqueue(queued);
    void flushOutbox();
    return { sent: false };
  }
  try {
    return { sent: true, body: await send(write, options.keepalive) };
  } catch (error) {
    const keep =
      isNetworkFailure(error) || (error instanceof HttpAnswer && isTemporary(error.status));
    if (!keep) throw error;
    await enqueue(queued);
    return { sent: false };
  }
}

/**
 * Takes a write that has not started on its way out of the queue (a photo deleted before it was
 * sent). Says whether it was there to take; false also when it is being sent right now.
 */
export async function withdrawWrite(key: string): Promise<boolean> {
  const waiting = writes.find((write) => write.key === key && write !== inFlight);
  if (!waiting) return false;
  writes = writes.filter((write) => write !== waiting);
  parked.delete(key);
  changed();
  await persist();
  return true;
}

/**
 * The server's answer to the last queued write with this key sent in this visit (a screen that
 * loaded while it was on its way may hold an older version).
 */
export const sentAnswer = (key: string): unknown => answers.get(key);

/** The writes not yet on the server, oldest first. */
export const queuedWrites = (): readonly QueuedWrite[] => writes;

/**
 * The server's refusal of a queued write it answered 402 (a plan limit) on its last try, while
 * the write waits; `upgradeRequired` reads the limit from it. Undefined for any other write.
 */
export const parkedRefusal = (key: string): Error | undefined =>
  writes.some((write) => write.key === key) ? parked.get(key) : undefined;

export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onWriteSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export function onWriteRefused(listener: (refused: RefusedWrite) => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

/**
 * After a sync that sent something and left nothing it could send: the queue is empty, or holds
 * only writes parked on a plan limit.
 */
export function onOutboxDrained(listener: Listener): () => void {
  drainedListeners.add(listener);
  return () => drainedListeners.delete(listener);
}

/**
 * Before the first render: puts back what an earlier visit could not send, so the journal shows
 * it straight away. Nothing is sent until the owner is known to be signed in (startSync).
 */
export async function restoreOutbox(): Promise<void> {
  restored = true;
  const saved = await readOutbox();
  if (!saved) return;
  owner = saved.userId;
  writes = saved.writes;
  changed();
}

/**
 * Settles once the last startSync has read the stored queue and knows whose writes it keeps;
 * startSync calls run one after the other.
 */
let ownerKnown: Promise<void> = Promise.resolve();

async function takeOwnership(userId: string): Promise<void> {
  if (!restored) {
    await restoreOutbox().catch((error: unknown) =>
      console.warn('Could not read the unsent changes on this device', error),
    );
  }
  if (owner !== userId) {
    // Another user's unsent writes are never sent or shown under this account.
    writes = [];
    parked.clear();
    owner = userId;
    changed();
    await persist();
  }
}

/** The signed-in user is known: keeps only their writes, and sends them now and on reconnect. */
export async function startSync(userId: string): Promise<void> {
  ownerKnown = ownerKnown.then(() => takeOwnership(userId));
  await ownerKnown;
  if (!started) {
    started = true;
    window.addEventListener('online', () => void flushOutbox());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void flushOutbox();
    });
    // Parked writes alone do not call for a retry every 30 s: a plan changes far more slowly.
    setInterval(() => {
      if (writes.some((write) => !parked.has(write.key))) void flushOutbox();
    }, RETRY_INTERVAL_MS);
  }
  await flushOutbox();
}

/**
 * A write made elsewhere on the device (a reminder's Taken button, while offline) for `userId`:
 * queued here when that person is the one signed in, else dropped, as another user's writes are.
 */
export async function queueFor(userId: string, write: Omit<QueuedWrite, 'queuedAt'>) {
  // Loaded for this write, the module is still reading the stored queue (startSync).
  await ownerKnown;
  if (owner !== userId) return;
  await submitWrite(write).catch((error: unknown) =>
    console.warn('A dose logged from a reminder was refused', error),
  );
}

/** Sign-out and account deletion: nothing of this user stays on the device. */
export async function forgetOutbox(): Promise<void> {
  owner = null;
  writes = [];
  parked.clear();
  answers.clear();
  changed();
  markOutboxWaiting(false);
  await deleteOutbox();
}

// Whoever imported this module first (a page that writes, the shell, a worker's queued write),
// the signed-in shell hears of it and starts syncing (outbox-loader.ts).
outboxLoaded({
  startSync,
  restoreOutbox,
  queueFor,
  queuedWrites,
  subscribeOutbox,
  onOutboxDrained,
  onWriteRefused,
});
