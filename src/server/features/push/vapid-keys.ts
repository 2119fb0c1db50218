import { createECDH, ECDH } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The VAPID key pair (RFC 8292) that signs every push message. The browser's subscription is
 * bound to the public key, so a new pair silently ends every device's notifications: the pair is
 * made once and kept, like the session secret.
 */

export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The P-256 private scalar (32 bytes), base64url. */
  privateKey: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * When no contact is configured. Apple's push service refuses a subject that is not a real
 * contact, so the server warns at start while this is in use (see `isReachableContact`).
 */
export const PLACEHOLDER_VAPID_SUBJECT = 'mailto:reminders@cairn.invalid';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A new P-256 pair, made as web-push's generateVAPIDKeys makes it, without loading web-push. */
export function generateVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // The private scalar loses its leading zero bytes; the key is always 32 bytes long.
  const scalar = curve.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/** What is wrong with each key, if anything; a pair whose halves do not match is named too. */
export function vapidKeyProblems(keys: VapidKeys): { publicKey?: string; privateKey?: string } {
  const problems: { publicKey?: string; privateKey?: string } = {};
  const publicKey = decode(keys.publicKey);
  if (!publicKey || !isP256PublicKey(publicKey)) {
    problems.publicKey = 'must be a P-256 public key: 65 bytes in base64url, without padding';
  }
  const privateKey = decode(keys.privateKey);
  const derived = privateKey?.length === 32 ? publicKeyOf(privateKey) : null;
  if (!derived) {
    problems.privateKey = 'must be a P-256 private key: 32 bytes in base64url, without padding';
  }
  if (!problems.publicKey && derived && !derived.equals(publicKey!)) {
    problems.publicKey = 'is not the public half of the private key';
  }
  return problems;
}

/** Reads the pair kept in the data directory, making and keeping one the first time. */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) return readKeysFile(file);
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  // Written whole to a private file, then linked into place: linking fails if the name exists, so
  // of two processes starting together one wins and the other reads a complete file, never a
  // half-written one.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeysFile(file);
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Whether a push service can reach this contact. A mailto: or https: address on a name that
 * exists nowhere (localhost, .local, .invalid, .test, .example) is refused by Apple's service.
 */
export function isReachableContact(subject: string): boolean {
  const host = subject.startsWith('mailto:')
    ? subject.slice(subject.lastIndexOf('@') + 1)
    : URL.canParse(subject)
      ? new URL(subject).hostname
      : '';
  return (
    host.includes('.') &&
    !/(^|\.)(localhost|local|invalid|test|example)$/i.test(host) &&
    !/^[\d.]+$/.test(host)
  );
}

/** The contact push services see: the support address, else a public https address. */
export function defaultVapidSubject(supportEmail?: string, publicUrl?: string): string {
  if (supportEmail) return `mailto:${supportEmail}`;
  if (publicUrl?.startsWith('https://') && isReachableContact(publicUrl)) {
    return new URL(publicUrl).origin;
  }
  return PLACEHOLDER_VAPID_SUBJECT;
}

function readKeysFile(file: string): VapidKeys {
  const problem = `${file} does not hold a VAPID key pair; remove it to make a new one (every device then has to turn notifications on again)`;
  let keys: VapidKeys;
  try {
    keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  } catch {
    throw new Error(problem);
  }
  const valid =
    typeof keys?.publicKey === 'string' &&
    typeof keys.privateKey === 'string' &&
    Object.keys(vapidKeyProblems(keys)).length === 0;
  if (!valid) throw new Error(problem);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function decode(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** An uncompressed point on P-256: what a VAPID public key and a subscription's p256dh are. */
export function isP256PublicKey(key: Buffer): boolean {
  try {
    ECDH.convertKey(key, 'prime256v1');
    return key.length === 65 && key[0] === 0x04;
  } catch {
    return false;
  }
}

function publicKeyOf(privateKey: Buffer): Buffer | null {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    return ecdh.getPublicKey();
  } catch {
    return null;
  }
}
