import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  calendarDate,
  createEntrySchema,
  entryListQuerySchema,
  updateEntrySchema,
} from '@core/journal';
import { createEncodedJsonCache, type EncodedJsonCache } from '../../encoded-json-cache';
import { clientHas } from '../../http-cache';
import { notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import type { JournalEntryRow } from '../../db/schema';
import { presentEntry } from './entry-columns';
import type { JournalService } from './service';
import type { JournalStore } from './store';

/** About 600 accounts' year of entries, compressed (~13 KB each). */
const LIST_CACHE_BYTES = 8 * 1024 * 1024;

const idParams = z.object({ id: z.uuid({ error: 'Entry not found' }) });
const dateParams = z.object({ date: calendarDate });

export function journalRoutes(
  app: FastifyInstance,
  {
    auth,
    store,
    service,
    onSaved = () => {},
    removeMediaOfEntry = async () => 0,
    listBodies = createEncodedJsonCache({ maxBytes: LIST_CACHE_BYTES }),
  }: {
    auth: Auth;
    store: JournalStore;
    service: JournalService;
    /** Told of every saved entry once the save is done (the weather fill); must not wait. */
    onSaved?: (userId: string, entryId: string, saved: JournalEntryRow) => void;
    /** Deletes an entry's voice notes and photos (the media store's removeOfEntry). */
    removeMediaOfEntry?: (userId: string, entryId: string) => Promise<number>;
    /** The compressed entry lists already sent, by user, range and version. */
    listBodies?: EncodedJsonCache;
  },
): void {
  /** A malformed id cannot belong to the user: it answers 404 like someone else's. */
  function entryId(params: unknown): string {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw notFound('Entry not found');
    return parsed.data.id;
  }

  app.get('/api/journal-entries', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const range = parseInput(entryListQuerySchema, request.query, 'query');
    // The version is read before the rows: a write in between only costs one extra download.
    const version = await store.version(user.id, range);
    const etag = `W/"${version}-${range.from ?? ''}-${range.to ?? ''}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (clientHas(request, etag)) return reply.code(304).send();
    return listBodies.send(
      request,
      reply,
      `${user.id}\n${range.from ?? ''}\n${range.to ?? ''}`,
      etag,
      async () => JSON.stringify((await store.list(user.id, range)).map(presentEntry)),
    );
  });

  app.get('/api/journal-entries/:date', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const { date } = parseInput(dateParams, request.params, 'date');
    const row = await store.findJournalFor(user.id, date);
    reply.header('cache-control', 'private, no-cache');
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(row ? presentEntry(row) : null));
  });

  app.post('/api/journal-entries', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(createEntrySchema, request.body);
    const { entry, created } = await service.create(user, input);
    onSaved(user.id, entry.id, entry);
    return reply.code(created ? 201 : 200).send(presentEntry(entry));
  });

  app.put('/api/journal-entries/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = entryId(request.params);
    const input = parseInput(updateEntrySchema, request.body);
    const entry = await service.update(user, id, input);
    onSaved(user.id, entry.id, entry);
    return presentEntry(entry);
  });

  app.delete('/api/journal-entries/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = entryId(request.params);
    // Files first and whatever the entry's answer: a photo uploaded for an entry that was never
    // saved (or is already gone) would otherwise stay in the account with nothing showing it.
    await removeMediaOfEntry(user.id, id);
    if (!(await store.remove(user.id, id))) throw notFound('Entry not found');
    return reply.code(204).send();
  });
}
