import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICES_URL } from '@core/biometrics/constants';
import { connectDeviceSchema, updateDeviceSchema } from '@core/biometrics/schemas';
import type { Auth } from '../../plugins/auth';
import { parseInput, uuidParam } from '../../validate';
import { DEVICE_NOT_FOUND, type DeviceService } from './device-service';
import type { SyncService } from './sync-service';

/**
 * The user's devices (spec document 2 section 7: POST /api/biometric-devices/connect and
 * /{id}/sync), and the rest a real device list needs: change, disconnect, reconnect, remove and
 * read its activity.
 */
export function deviceRoutes(
  app: FastifyInstance,
  {
    auth,
    devices,
    sync,
    baseUrl,
  }: {
    auth: Auth;
    devices: DeviceService;
    sync: SyncService;
    baseUrl: (request: FastifyRequest) => string;
  },
): void {
  const idOf = (params: unknown) => uuidParam(params, DEVICE_NOT_FOUND);

  app.get(DEVICES_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return devices.list(user);
  });

  app.post(`${DEVICES_URL}/connect`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(connectDeviceSchema, request.body);
    return reply.code(201).send(await devices.connect(user, input, baseUrl(request)));
  });

  app.patch(`${DEVICES_URL}/:id`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = idOf(request.params);
    const input = parseInput(updateDeviceSchema, request.body);
    return devices.update(user, id, input);
  });

  app.post(`${DEVICES_URL}/:id/sync`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return sync.sync(user, idOf(request.params));
  });

  app.post(`${DEVICES_URL}/:id/disconnect`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return devices.disconnect(user, idOf(request.params));
  });

  app.post(`${DEVICES_URL}/:id/reconnect`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return devices.reconnect(user, idOf(request.params), baseUrl(request));
  });

  app.delete(`${DEVICES_URL}/:id`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    await devices.remove(user, idOf(request.params));
    return reply.code(204).send();
  });

  app.get(`${DEVICES_URL}/:id/activity`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return devices.activity(user, idOf(request.params));
  });
}
