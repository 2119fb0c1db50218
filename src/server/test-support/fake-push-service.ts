import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser's push service (FCM, Mozilla autopush, Apple), for API tests
 * and browser tests. No test reaches a real push service.
 *
 * It takes `POST /push/{id}` as the Web Push protocol sends it (RFC 8030): an aes128gcm body
 * (RFC 8291), a `TTL` header, `Urgency`, and `Authorization: vapid t={JWT}, k={public key}`
 * (RFC 8292). It answers 201 and keeps the message once the VAPID token's ES256 signature checks
 * out with k, its `aud` is this service's origin, its `exp` is in the next 24 hours and its
 * `sub` is a mailto: or https: contact; otherwise 403 (bad token), 400 (no TTL, another
 * encoding) or 404 (an id it never handed out). A subscription made with an
 * `applicationServerKey` also refuses any other k, as a real service does.
 *
 * It plays the browser too, holding each subscription's private key and auth secret, so that
 * `messages(id)` gives the payloads decrypted and parsed:
 *
 *   const fake = await startFakePushService();
 *   const { id, subscription } = fake.newSubscription({ applicationServerKey });
 *   // POST subscription to /api/push/subscriptions, make the server send ...
 *   expect(await fake.waitForMessage(id)).toMatchObject({ kind: 'test' });
 *   fake.respondWith(id, 410); // the device is gone from now on
 *
 * A browser test that injects a subscription it made itself hands its keys over with
 * `addSubscription({ privateKeyBase64url, publicKeyBase64url, authBase64url })`.
 */

export type FakePushAnswer = 404 | 410 | 429 | 500 | 503 | 'hang';

export interface FakePushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One request as received, whatever was answered. */
export interface FakePushRequest {
  id: string;
  status: number;
  ttl: string | undefined;
  urgency: string | undefined;
  contentEncoding: string | undefined;
  /** The VAPID public key (k) and the token's claims, once the signature checked out. */
  vapid: { publicKey: string; aud: string; sub: string; exp: number } | null;
  /** Why the request was refused (400, 403, 404), in the fake's words. */
  refusal: string | null;
}

export interface FakePushService {
  /** http://127.0.0.1:port: also the `aud` every VAPID token must name. */
  url: string;
  newSubscription(options?: { applicationServerKey?: string }): {
    id: string;
    subscription: FakePushSubscription;
  };
  addSubscription(keys: {
    privateKeyBase64url: string;
    publicKeyBase64url: string;
    authBase64url: string;
  }): { id: string; endpoint: string };
  /** The payloads accepted for the subscription, decrypted and JSON-parsed, in order. */
  messages(id: string): unknown[];
  /** Resolves with the n-th message (1: the first) as soon as it has arrived. */
  waitForMessage(id: string, n?: number): Promise<unknown>;
  /** From now on the subscription's endpoint answers this (null: 201 again). */
  respondWith(id: string, answer: FakePushAnswer | null): void;
  requests(id?: string): FakePushRequest[];
  close(): Promise<void>;
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string | undefined;
  answer: FakePushAnswer | null;
  messages: unknown[];
  waiting: Array<{ n: number; resolve: (message: unknown) => void }>;
}

export async function startFakePushService(
  options: { port?: number } = {},
): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const requests: FakePushRequest[] = [];
  let counter = 0;

  function addBrowser(ecdh: ECDH, auth: Buffer, applicationServerKey?: string) {
    counter += 1;
    const id = `sub-${counter}-${randomBytes(6).toString('hex')}`;
    browsers.set(id, { ecdh, auth, applicationServerKey, answer: null, messages: [], waiting: [] });
    return { id, endpoint: `${fake.url}/push/${id}` };
  }

  function receive(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const match = /^\/push\/([\w-]+)$/.exec(request.url ?? '');
    const id = match?.[1] ?? '';
    const record: FakePushRequest = {
      id,
      status: 201,
      ttl: header(request, 'ttl'),
      urgency: header(request, 'urgency'),
      contentEncoding: header(request, 'content-encoding'),
      vapid: null,
      refusal: null,
    };
    requests.push(record);
    const refuse = (status: number, reason: string) => {
      Object.assign(record, { status, refusal: reason });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: status, error: reason }));
    };

    const browser = browsers.get(id);
    if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
    if (browser.answer === 'hang') return; // close() ends the connection
    if (browser.answer) return refuse(browser.answer, `answering ${browser.answer} as told`);
    if (record.ttl === undefined || !/^\d+$/.test(record.ttl)) return refuse(400, 'TTL missing');
    if (record.contentEncoding !== 'aes128gcm') return refuse(400, 'not aes128gcm');
    const vapid = checkVapid(header(request, 'authorization'), fake.url);
    if (typeof vapid === 'string') return refuse(403, vapid);
    if (browser.applicationServerKey && vapid.publicKey !== browser.applicationServerKey) {
      return refuse(403, 'k is not the key the subscription was made with');
    }
    record.vapid = vapid;
    let message: unknown;
    try {
      message = JSON.parse(decryptAes128gcm(body, browser.ecdh, browser.auth).toString('utf8'));
    } catch (error) {
      return refuse(400, `payload could not be decrypted: ${(error as Error).message}`);
    }
    response.writeHead(201, { location: `${fake.url}/message/${requests.length}` });
    response.end();
    browser.messages.push(message);
    browser.waiting = browser.waiting.filter((waiter) => {
      if (browser.messages.length < waiter.n) return true;
      waiter.resolve(browser.messages[waiter.n - 1]);
      return false;
    });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => receive(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  const browserOf = (id: string) => {
    const browser = browsers.get(id);
    if (!browser) throw new Error(`the fake push service has no subscription ${id}`);
    return browser;
  };

  const fake: FakePushService = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    newSubscription({ applicationServerKey } = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const { id, endpoint } = addBrowser(ecdh, auth, applicationServerKey);
      return {
        id,
        subscription: {
          endpoint,
          keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    addSubscription({ privateKeyBase64url, publicKeyBase64url, authBase64url }) {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(Buffer.from(privateKeyBase64url, 'base64url'));
      if (!ecdh.getPublicKey().equals(Buffer.from(publicKeyBase64url, 'base64url'))) {
        throw new Error('the public key is not the private key’s');
      }
      return addBrowser(ecdh, Buffer.from(authBase64url, 'base64url'));
    },
    messages: (id) => [...browserOf(id).messages],
    waitForMessage(id, n = 1) {
      const browser = browserOf(id);
      if (browser.messages.length >= n) return Promise.resolve(browser.messages[n - 1]);
      return new Promise((resolve) => browser.waiting.push({ n, resolve }));
    },
    respondWith(id, answer) {
      browserOf(id).answer = answer;
    },
    requests: (id) => requests.filter((request) => id === undefined || request.id === id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * `vapid t={JWT}, k={key}` checked as a push service does (RFC 8292 section 3): the claims,
 * or why not.
 */
function checkVapid(
  authorization: string | undefined,
  origin: string,
): { publicKey: string; aud: string; sub: string; exp: number } | string {
  const match = /^vapid\s+t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return 'Authorization is not "vapid t=..., k=..."';
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  let header: { alg?: string };
  let payload: { aud?: string; sub?: string; exp?: number };
  try {
    header = json(head);
    payload = json(claims);
  } catch {
    return 'the token is not JSON';
  }
  if (header.alg !== 'ES256') return 'the token is not ES256';
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return 'k is not a P-256 public key';
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the signature does not match k';
  if (payload.aud !== origin) return `aud is ${String(payload.aud)}, not ${origin}`;
  const now = Date.now() / 1000;
  if (typeof payload.exp !== 'number' || payload.exp <= now || payload.exp > now + 24 * 3600) {
    return 'exp is not within the next 24 hours';
  }
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
    return 'sub is not a mailto: or https: contact';
  }
  return { publicKey, aud: payload.aud, sub: payload.sub, exp: payload.exp };
}

/**
 * What the browser does with a message (RFC 8291 over RFC 8188): the sender's one-time key is in
 * the header; with the subscription's private key and auth secret it gives the content key.
 */
function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || recordSize < 18) throw new Error('not a Web Push aes128gcm header');

  const receiverKey = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${info}\0`), length));
  const contentKey = derive('aes128gcm', 16);
  const baseNonce = derive('nonce', 12);

  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's end (a few records: 32 bits suffice).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    // Data, then a delimiter (2 in the last record, 1 before), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad record delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
