import type { FastifyBaseLogger } from 'fastify';
import { isoWeek } from '@core/peg';
import { pushPayloadFor, REMINDER_GRACE_MINUTES } from '@core/reminder-delivery';
import { remindersDue, type DueReminder } from '@core/reminder-schedule';
import { todaySchedule } from '@core/medication-schedule';
import type { PushSender } from '../push/register';
import type { ReminderMailer } from './reminder-mail';
import type { Recipient, ReminderStore } from './reminder-store';

const MINUTE = 60_000;

export interface SchedulerDeps {
  store: ReminderStore;
  push: PushSender;
  mail: ReminderMailer;
  log: FastifyBaseLogger;
  /** Runs one tick alone across instances (an advisory lock on PostgreSQL). */
  exclusive: (work: () => Promise<void>) => Promise<void>;
  clock?: () => Date;
  /** How often to look; a minute unless a test or the browser tests' server wants it sooner. */
  intervalMs?: number;
}

/**
 * One scheduler per server process. Every minute it looks back over the grace window, claims
 * each reminder that fell due there and was not claimed before, and sends it by the channels
 * the person chose. A restart looks back over the same window, so a reminder missed while the
 * server was down goes late if still within it, and the claims stop anything going twice.
 */
export function createReminderScheduler({
  store,
  push,
  mail,
  log,
  exclusive,
  clock = () => new Date(),
  intervalMs = MINUTE,
}: SchedulerDeps) {
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Whether what the reminder asks for is already done, so it need not be sent. */
  async function alreadyDone(recipient: Recipient, due: DueReminder): Promise<boolean> {
    const { userId, timeZone } = recipient;
    if (due.kind === 'daily-checkin') return store.journalWritten(userId, due.localDate);
    if (due.kind === 'peg') return store.pegAnswered(userId, isoWeek(due.localDate));
    const dose = due.dose!;
    const day = await store.medicationDay(userId, dose.medicationId, due.dueAt);
    const medication = {
      id: dose.medicationId,
      name: dose.name,
      dosage: dose.dosage,
      isActive: true,
      startDate: dose.startDate,
      schedule: day.schedule,
    };
    return todaySchedule([medication], day.logs, due.dueAt, timeZone).some(
      (item) => item.dueTime === dose.timeOfDay && item.taken,
    );
  }

  async function send(recipient: Recipient, due: DueReminder, now: Date): Promise<void> {
    const viaPush = recipient.hasDevices;
    // Doses by notification only: an e-mail for every dose would bury the ones that matter.
    const emailKind = due.kind !== 'dose' && recipient.settings.reminderEmail ? due.kind : null;
    if (!viaPush && emailKind === null) return;
    const id = await store.claim(recipient.userId, due, now);
    if (id === null) return;
    if (await alreadyDone(recipient, due)) {
      await store.finish(id, 'skipped', []);
      return;
    }
    const channels: string[] = [];
    if (viaPush) {
      const outcome = await push.sendToUser(
        recipient.userId,
        pushPayloadFor(due, recipient.userId),
      );
      if (outcome.delivered > 0) channels.push('push');
    }
    if (emailKind !== null) {
      const { userId, email, name } = recipient;
      if (await mail.send({ userId, email, name }, emailKind)) channels.push('email');
    }
    await store.finish(id, channels.length > 0 ? 'sent' : 'failed', channels);
  }

  async function run(now: Date): Promise<void> {
    const from = new Date(now.getTime() - REMINDER_GRACE_MINUTES * MINUTE);
    await exclusive(async () => {
      for (const recipient of await store.recipients()) {
        for (const due of remindersDue(recipient, from, now)) {
          try {
            await send(recipient, due, now);
          } catch (error) {
            // One person's failure must not hold up everyone after them.
            log.error({ err: error, kind: due.kind }, 'reminder could not be sent');
          }
        }
      }
    });
  }

  function tick(now: Date = clock()): Promise<void> {
    // One tick at a time in a process: a slow one is waited for, not overlapped.
    const next = queue.then(() => run(now));
    queue = next.catch((error: unknown) => log.error({ err: error }, 'reminder tick failed'));
    return next;
  }

  function schedule(): void {
    if (stopped) return;
    // On the minute (plus a second, so a reminder at 20:00 is seen by the 20:00 tick).
    const wait = intervalMs >= MINUTE ? MINUTE - (clock().getTime() % MINUTE) + 1000 : intervalMs;
    timer = setTimeout(() => {
      void tick().catch(() => undefined);
      schedule();
    }, wait);
    timer.unref();
  }

  return {
    tick,
    start(): void {
      stopped = false;
      void tick().catch(() => undefined);
      schedule();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
