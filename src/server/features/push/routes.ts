import type { FastifyInstance } from 'fastify';
import { TEST_BODY, TEST_TITLE, type PushPayload } from '@core/reminder-delivery';
import { nowIso } from '../../db/codecs';
import { conflict, HttpError, notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput, uuidParam } from '../../validate';
import { deviceLabelFromUserAgent } from './device-label';
import { presentDevice } from './presenter';
import type { PushSender } from './register';
import type { PushStore } from './store';
import { subscriptionInputSchema } from './subscription-input';

/** A person's phones, tablets and browsers together; more is a list nobody can tell apart. */
export const MAX_PUSH_DEVICES = 20;
export const DEVICE_NOT_FOUND = 'Device not found';
export const HTTPS_ONLY = 'endpoint must be an https URL';
export const NO_DEVICES = 'No device has notifications turned on';
export const TOO_MANY_DEVICES = `Notifications are on for ${MAX_PUSH_DEVICES} devices already. Remove one in Settings to add this one.`;

/** The devices that receive reminders while Cairn is closed, and a test notification. */
export function pushRoutes(
  app: FastifyInstance,
  {
    auth,
    store,
    sender,
    publicKey,
    allowHttpEndpoints,
  }: {
    auth: Auth;
    store: PushStore;
    sender: PushSender;
    publicKey: string;
    allowHttpEndpoints: boolean;
  },
): void {
  // What the browser's pushManager.subscribe() needs as applicationServerKey.
  app.get('/api/push/public-key', async (request, reply) => {
    await auth.requireUser(request, reply);
    return { publicKey };
  });

  app.get('/api/push/subscriptions', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return (await store.list(user.id)).map(presentDevice);
  });

  app.post('/api/push/subscriptions', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(subscriptionInputSchema, request.body);
    // The server posts to this address: only a push service's https address is taken.
    if (!allowHttpEndpoints && !input.endpoint.startsWith('https://')) {
      throw new HttpError(400, `endpoint: ${HTTPS_ONLY}`, [
        { path: 'endpoint', message: HTTPS_ONLY },
      ]);
    }
    // The same endpoint again is the same device: it replaces its row, so it never counts twice.
    if ((await store.countOthers(user.id, input.endpoint)) >= MAX_PUSH_DEVICES) {
      throw conflict(TOO_MANY_DEVICES);
    }
    const row = await store.save(
      user.id,
      {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        deviceLabel: input.deviceLabel || deviceLabelFromUserAgent(request.headers['user-agent']),
      },
      nowIso(),
    );
    return reply.code(201).send(presentDevice(row));
  });

  app.delete('/api/push/subscriptions/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = uuidParam(request.params, DEVICE_NOT_FOUND);
    if (!(await store.remove(user.id, id))) throw notFound(DEVICE_NOT_FOUND);
    return reply.code(204).send();
  });

  app.post('/api/push/test', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    if (!(await sender.hasDevices(user.id))) throw conflict(NO_DEVICES);
    const payload: PushPayload = {
      kind: 'test',
      title: TEST_TITLE,
      body: TEST_BODY,
      url: '/settings',
      tag: 'cairn-test',
      userId: user.id,
    };
    return sender.sendToUser(user.id, payload);
  });
}
