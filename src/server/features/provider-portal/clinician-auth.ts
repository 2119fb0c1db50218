import { PERMISSION_LABELS, type PermissionKey } from '@core/provider-portal/permissions';
import type { AccessAction } from '@core/provider-portal/types';
import { HttpError } from '../../http-errors';
import type { ClinicianLink, ClinicianStore } from './clinician-store';
import { permissionsOf, providerStatus, type ProviderRow } from './presenters';
import { hashToken, isWellFormedToken } from './secrets';

export const CLINICIAN_MESSAGES = {
  invalidLink: 'This link is not valid. Ask your patient to send a new one.',
  revoked: 'Your access has been revoked by the patient.',
  expired: 'This link has expired. Ask your patient to renew your access.',
  locked: 'Too many wrong codes. Ask your patient to send a new invitation.',
  codeFirst: 'Enter the 6-digit code from your invitation e-mail first.',
} as const;

export const INVITATION_LINK = 'Invitation link';

export function permissionMessage(permission: PermissionKey): string {
  return `Your patient has not given you permission to ${PERMISSION_LABELS[permission].label.toLowerCase()}.`;
}

/**
 * A refusal (or a wrong code) that the access log records as `action`, with `detail`. The
 * routes write that row before the error becomes the response.
 */
export class ClinicianRefusal extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly action: AccessAction = 'request.refused',
    readonly detail: string | null = null,
  ) {
    super(statusCode, message);
  }
}

export interface Clinician {
  link: ClinicianLink;
  provider: ProviderRow;
  userId: string;
  /** How the access log names the link used. */
  via: string;
}

/**
 * Who the bearer token belongs to. Anything we cannot tie to a live link is the same 401, so an
 * outsider learns nothing about which tokens once existed; nothing is logged then, as there is
 * no patient to log it for.
 */
export async function findClinician(
  store: ClinicianStore,
  authorization: string | undefined,
): Promise<Clinician> {
  const match = /^Bearer ([^\s]+)$/.exec(authorization ?? '');
  const token = match?.[1];
  if (!token || !isWellFormedToken(token)) throw new HttpError(401, CLINICIAN_MESSAGES.invalidLink);
  const found = await store.findByTokenHash(hashToken(token));
  if (!found) throw new HttpError(401, CLINICIAN_MESSAGES.invalidLink);
  // Revoking a provider revokes their links too; those still say why (410 in assertAccess).
  // A link revoked on its own (a new invitation, a report no longer shared) is simply invalid.
  const revokedWithProvider = found.provider.access_revoked_at !== null;
  if (found.link.revoked && !revokedWithProvider) {
    throw new HttpError(401, CLINICIAN_MESSAGES.invalidLink);
  }
  return {
    ...found,
    userId: found.provider.user_id,
    via: found.link.reportTitle ?? INVITATION_LINK,
  };
}

/**
 * The provider's state rules, in the order that tells the clinician what to do next: revoked
 * and expired (410) before locked (423), and the code before anything but the session and verify
 * routes (403).
 */
export function assertAccess(clinician: Clinician, now: Date, allowUnverified: boolean): void {
  const status = providerStatus(clinician.provider, now);
  if (status === 'revoked') throw new ClinicianRefusal(410, CLINICIAN_MESSAGES.revoked);
  if (status === 'expired') throw new ClinicianRefusal(410, CLINICIAN_MESSAGES.expired);
  if (status === 'locked') throw new ClinicianRefusal(423, CLINICIAN_MESSAGES.locked);
  if (status === 'pending' && !allowUnverified) {
    throw new ClinicianRefusal(403, CLINICIAN_MESSAGES.codeFirst);
  }
}

export function assertPermission(clinician: Clinician, permission: PermissionKey | null): void {
  if (permission === null) return;
  if (permissionsOf(clinician.provider)[permission]) return;
  throw new ClinicianRefusal(
    403,
    permissionMessage(permission),
    'request.refused',
    PERMISSION_LABELS[permission].label,
  );
}

/** Token and state rules together: what a route needs before it reads anything. */
export async function authenticateClinician(
  store: ClinicianStore,
  authorization: string | undefined,
  now: Date,
  allowUnverified = false,
): Promise<Clinician> {
  const clinician = await findClinician(store, authorization);
  assertAccess(clinician, now, allowUnverified);
  return clinician;
}
