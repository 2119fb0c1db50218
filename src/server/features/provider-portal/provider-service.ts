import { randomUUID } from 'node:crypto';
import { ACCESS_DAYS, MAX_PROVIDERS } from '@core/provider-portal/constants';
import {
  accessLevelFor,
  presetPermissions,
  type ProviderPermissions,
} from '@core/provider-portal/permissions';
import type { InviteProviderInput, UpdateProviderInput } from '@core/provider-portal/schemas';
import type {
  AccessEvent,
  HealthcareProvider,
  InvitationResult,
  ProviderNote,
  RecommendationStatus,
  TreatmentRecommendation,
} from '@core/provider-portal/types';
import type { ApiUser } from '@core/user';
import { isUniqueViolation, toJson } from '../../db/codecs';
import { conflict, notFound } from '../../http-errors';
import {
  presentAccessEvent,
  presentNote,
  presentProvider,
  presentRecommendation,
  providerStatus,
  type ProviderRow,
} from './presenters';
import type { ProviderMailer } from './provider-mail';
import type { ProviderStore } from './provider-store';
import { clinicianLink, hashCode, hashToken, newCode, newLinkToken } from './secrets';

export const PROVIDER_NOT_FOUND = 'Provider not found';
export const RECOMMENDATION_NOT_FOUND = 'Recommendation not found';
export const DUPLICATE_PROVIDER = 'This provider is already in your list';
export const TOO_MANY_PROVIDERS = `You can keep at most ${MAX_PROVIDERS} providers. Remove one first.`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which answers each recommendation status accepts (spec: Accept and Decline while pending). */
const NEXT_STATUSES: Partial<Record<RecommendationStatus, RecommendationStatus[]>> = {
  pending: ['accepted', 'declined'],
  accepted: ['completed'],
};

/** Runs an insert; the unique index on (user, e-mail) answers two invitations sent at once. */
async function insertOnce<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_PROVIDER);
    throw error;
  }
}

/** The name the clinician knows the patient by: the account's first and last name. */
export function patientName(user: Pick<ApiUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The switches given win; without them the level's preset applies. */
function chosenPermissions(
  level: InviteProviderInput['accessLevel'] | undefined,
  permissions: ProviderPermissions | undefined,
): ProviderPermissions | undefined {
  if (permissions) return permissions;
  return level ? presetPermissions(level) : undefined;
}

export function createProviderService({
  store,
  mailer,
  clock = () => new Date(),
}: {
  store: ProviderStore;
  mailer: ProviderMailer;
  clock?: () => Date;
}) {
  async function present(userId: string, row: ProviderRow): Promise<HealthcareProvider> {
    const reports = await store.liveReportIds(userId);
    return presentProvider(row, reports.get(row.id) ?? [], clock());
  }

  async function mine(userId: string, id: string): Promise<ProviderRow> {
    const row = await store.findProvider(userId, id);
    if (!row) throw notFound(PROVIDER_NOT_FOUND);
    return row;
  }

  /** A fresh link and code, valid ACCESS_DAYS from now. */
  function newInvitation(providerId: string, now: Date, baseUrl: string) {
    const token = newLinkToken();
    const code = newCode();
    return {
      token,
      code,
      link: clinicianLink(baseUrl, token),
      codeHash: hashCode(providerId, code),
      expiresAt: new Date(now.getTime() + ACCESS_DAYS * DAY_MS).toISOString(),
      linkRow: {
        id: randomUUID(),
        provider_id: providerId,
        shared_report_id: null,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
      },
    };
  }

  async function sendInvitation(
    user: ApiUser,
    row: ProviderRow,
    invitation: ReturnType<typeof newInvitation>,
  ): Promise<InvitationResult> {
    const provider = await present(user.id, row);
    const delivery = await mailer.invitation({
      to: row.email,
      providerName: row.name,
      patientName: patientName(user) || 'Your patient',
      link: invitation.link,
      code: invitation.code,
      accessLevel: provider.accessLevel,
      accessEndsAt: provider.accessExpiresAt,
    });
    return { provider, ...delivery };
  }

  return {
    async list(user: ApiUser): Promise<HealthcareProvider[]> {
      const [rows, reports] = await Promise.all([
        store.listProviders(user.id),
        store.liveReportIds(user.id),
      ]);
      const now = clock();
      return rows.map((row) => presentProvider(row, reports.get(row.id) ?? [], now));
    },

    async invite(
      user: ApiUser,
      input: InviteProviderInput,
      baseUrl: string,
    ): Promise<InvitationResult> {
      if ((await store.countProviders(user.id)) >= MAX_PROVIDERS)
        throw conflict(TOO_MANY_PROVIDERS);
      if (await store.hasProviderEmail(user.id, input.email)) throw conflict(DUPLICATE_PROVIDER);
      const now = clock();
      const id = randomUUID();
      const permissions = chosenPermissions(input.accessLevel, input.permissions)!;
      const invitation = newInvitation(id, now, baseUrl);
      const row = await insertOnce(() =>
        store.insertProvider(
          {
            id,
            user_id: user.id,
            name: input.name,
            title: input.title,
            specialization: input.specialization,
            organization: input.organization,
            email: input.email,
            phone: input.phone,
            address: input.address,
            license_number: input.licenseNumber,
            access_level: accessLevelFor(permissions),
            permissions: toJson(permissions),
            invited_at: now.toISOString(),
            access_expires_at: invitation.expiresAt,
            code_hash: invitation.codeHash,
            code_attempts: 0,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          },
          invitation.linkRow,
        ),
      );
      return sendInvitation(user, row, invitation);
    },

    async update(
      user: ApiUser,
      id: string,
      input: UpdateProviderInput,
    ): Promise<HealthcareProvider> {
      const permissions = chosenPermissions(input.accessLevel, input.permissions);
      const { accessLevel: _level, permissions: _switches, licenseNumber, ...details } = input;
      const row = await store.updateProvider(user.id, id, {
        ...details,
        ...(licenseNumber === undefined ? {} : { license_number: licenseNumber }),
        ...(permissions
          ? { permissions: toJson(permissions), access_level: accessLevelFor(permissions) }
          : {}),
        updated_at: clock().toISOString(),
      });
      if (!row) throw notFound(PROVIDER_NOT_FOUND);
      return present(user.id, row);
    },

    async remove(user: ApiUser, id: string): Promise<void> {
      if (!(await store.removeProvider(user.id, id))) throw notFound(PROVIDER_NOT_FOUND);
    },

    /** A new link and code for a provider who is not connected (spec: resend the invitation). */
    async resend(user: ApiUser, id: string, baseUrl: string): Promise<InvitationResult> {
      const current = await mine(user.id, id);
      const now = clock();
      const status = providerStatus(current, now);
      if (status === 'connected') throw conflict('This provider is already connected');
      if (status === 'expired' && current.verified_at !== null) {
        throw conflict('This provider’s access has expired: renew it instead');
      }
      const invitation = newInvitation(id, now, baseUrl);
      const row = await store.reinvite(
        user.id,
        id,
        {
          code_hash: invitation.codeHash,
          code_attempts: 0,
          verified_at: null,
          access_revoked_at: null,
          access_expires_at: invitation.expiresAt,
          updated_at: now.toISOString(),
        },
        invitation.linkRow,
      );
      if (!row) throw notFound(PROVIDER_NOT_FOUND);
      return sendInvitation(user, row, invitation);
    },

    /** Another ACCESS_DAYS from now for a provider who confirmed the code and was not revoked. */
    async renew(user: ApiUser, id: string): Promise<HealthcareProvider> {
      const current = await mine(user.id, id);
      if (current.access_revoked_at !== null) {
        throw conflict('Access was revoked: send a new invitation instead');
      }
      if (current.verified_at === null) {
        throw conflict('This provider has not entered the invitation code yet: resend it instead');
      }
      const now = clock();
      const row = await store.updateProvider(user.id, id, {
        access_expires_at: new Date(now.getTime() + ACCESS_DAYS * DAY_MS).toISOString(),
        updated_at: now.toISOString(),
      });
      if (!row) throw notFound(PROVIDER_NOT_FOUND);
      return present(user.id, row);
    },

    async revoke(user: ApiUser, id: string): Promise<HealthcareProvider> {
      const row = await store.revokeProvider(user.id, id, clock().toISOString());
      if (!row) throw notFound(PROVIDER_NOT_FOUND);
      return present(user.id, row);
    },

    async accessLog(user: ApiUser, id: string): Promise<AccessEvent[]> {
      await mine(user.id, id);
      return (await store.accessEvents(user.id, id)).map(presentAccessEvent);
    },

    async recommendations(user: ApiUser): Promise<TreatmentRecommendation[]> {
      return (await store.listRecommendations(user.id)).map(presentRecommendation);
    },

    async notes(user: ApiUser): Promise<ProviderNote[]> {
      return (await store.listNotes(user.id)).map(presentNote);
    },

    async respond(
      user: ApiUser,
      id: string,
      status: RecommendationStatus,
    ): Promise<TreatmentRecommendation> {
      const current = await store.findRecommendation(user.id, id);
      if (!current) throw notFound(RECOMMENDATION_NOT_FOUND);
      const from = current.status as RecommendationStatus;
      if (!NEXT_STATUSES[from]?.includes(status)) {
        throw conflict(`This recommendation is ${from}: it cannot be marked ${status}`);
      }
      const row = await store.setRecommendationStatus(user.id, id, {
        from,
        to: status,
        at: clock().toISOString(),
      });
      // Another answer landed between the read and the write.
      if (!row) throw conflict('This recommendation was just answered: reload to see its status');
      return presentRecommendation(row);
    },
  };
}

export type ProviderService = ReturnType<typeof createProviderService>;
