import type { FastifyInstance, FastifyRequest } from 'fastify';
import { READINGS_URL } from '@core/biometrics/constants';
import { PUSH_PER_MINUTE, pushBatchSchema } from '@core/biometrics/schemas';
import { HttpError, notFound } from '../../http-errors';
import { createRateLimiter } from '../../plugins/rate-limit';
import { hashToken, isWellFormedToken } from '../../secret-token';
import { parseInput } from '../../validate';
import { DEVICE_NOT_FOUND } from './device-service';
import type { DeviceStore } from './device-store';
import type { PushService } from './push-service';

export const NO_TOKEN =
  'Send the device token in the Authorization header: Authorization: Bearer <token>.';
export const BAD_TOKEN =
  'This device token is not valid. Reconnect the device in Cairn to get a new one.';
export const TOO_OFTEN = `This device is sending too often: at most ${PUSH_PER_MINUTE} requests a minute.`;
export const TOO_MANY_BAD_TOKENS = 'Too many requests with a wrong device token. Try again later.';

const MINUTE_MS = 60_000;
/** Wrong tokens allowed per address a minute: nobody guesses 256 bits, but nobody gets to try. */
const BAD_TOKENS_PER_MINUTE = 30;

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? (match[1] as string) : null;
}

/**
 * POST /api/biometric-readings with a device's token: the way an automation (an iOS Shortcut,
 * an Android automation, Home Assistant) sends new readings. The token can only add readings to
 * its own device; it reads nothing and opens no session.
 */
export function pushRoutes(
  app: FastifyInstance,
  { devices, push }: { devices: DeviceStore; push: PushService },
): void {
  // Per process on purpose: both only shed load. Device tokens are 256-bit random, so no rate of
  // guessing finds one and a shared count of bad tokens would protect nothing; a device's pushes
  // per minute guard this instance's writes, and a database count would add a write to each.
  const perDevice = createRateLimiter({ max: PUSH_PER_MINUTE, windowMs: MINUTE_MS });
  const badTokens = createRateLimiter({ max: BAD_TOKENS_PER_MINUTE, windowMs: MINUTE_MS });

  app.post(READINGS_URL, async (request, reply) => {
    if (await badTokens.isBlocked(request.ip)) await badTokens.hit(request.ip, TOO_MANY_BAD_TOKENS);
    const token = bearerOf(request);
    if (token === null) throw new HttpError(401, NO_TOKEN);
    const device = isWellFormedToken(token)
      ? await devices.findByTokenHash(hashToken(token))
      : undefined;
    if (!device) {
      await badTokens.hit(request.ip, TOO_MANY_BAD_TOKENS);
      throw new HttpError(401, BAD_TOKEN);
    }
    await perDevice.hit(device.id, TOO_OFTEN);
    const batch = parseInput(pushBatchSchema, request.body);
    if (batch.deviceId !== undefined && batch.deviceId !== device.id) {
      throw notFound(DEVICE_NOT_FOUND);
    }
    return reply.code(200).send(await push.receive(device, batch));
  });
}
