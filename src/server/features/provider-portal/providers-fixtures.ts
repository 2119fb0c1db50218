import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { InviteProviderPayload } from '@core/provider-portal/schemas';
import type { HealthcareProvider, InvitationResult } from '@core/provider-portal/types';
import { api, type Who } from '../../test-support/api';
import type { TestApp } from '../../test-support/test-app';

/** Test data for the patient side of the provider portal (API tests only). */

export { api, rowCount, SAMPLE_ID, type Who } from '../../test-support/api';

export function providerPayload(overrides: Partial<InviteProviderPayload> = {}) {
  return {
    name: 'Dr. Ana Ruiz',
    title: 'MD',
    specialization: 'Pain medicine',
    organization: 'Riverside Clinic',
    email: `ana-${Math.random().toString(36).slice(2, 8)}@clinic.test`,
    ...overrides,
  };
}

export async function invite(
  t: TestApp,
  who: Who,
  overrides: Partial<InviteProviderPayload> = {},
): Promise<InvitationResult> {
  const response = await api(t)(who, 'POST', '/api/healthcare-providers/invite', {
    ...providerPayload(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as InvitationResult;
}

/** Marks the code as confirmed, as the clinician's verify request does. */
export async function connect(t: TestApp, providerId: string): Promise<void> {
  await t.database.db
    .updateTable('healthcare_providers')
    .set({ verified_at: new Date().toISOString(), code_hash: null })
    .where('id', '=', providerId)
    .execute();
}

export async function connectedProvider(
  t: TestApp,
  who: Who,
  overrides: Partial<InviteProviderPayload> = {},
): Promise<HealthcareProvider> {
  const { provider } = await invite(t, who, overrides);
  await connect(t, provider.id);
  return provider;
}

export async function seedRecommendation(
  t: TestApp,
  userId: string,
  providerId: string | null,
  values: { status?: string; title?: string; createdAt?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('treatment_recommendations')
    .values({
      id,
      user_id: userId,
      provider_id: providerId,
      provider_name: 'Dr. Ana Ruiz',
      title: values.title ?? 'Gentle stretching',
      description: 'Ten minutes each morning.',
      category: 'exercise',
      priority: 'medium',
      status: values.status ?? 'pending',
      due_date: null,
      follow_up_required: false,
      notes: '',
      medication_change: null,
      created_at: values.createdAt ?? new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function seedNote(
  t: TestApp,
  userId: string,
  providerId: string | null,
  text: string,
  createdAt = new Date().toISOString(),
): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('provider_notes')
    .values({
      id,
      user_id: userId,
      provider_id: providerId,
      provider_name: 'Dr. Ana Ruiz',
      text,
      created_at: createdAt,
    })
    .execute();
  return id;
}

export async function seedAccessEvent(
  t: TestApp,
  userId: string,
  providerId: string,
  action: string,
  at: string,
): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('provider_access_events')
    .values({
      id,
      user_id: userId,
      provider_id: providerId,
      action,
      detail: null,
      via: 'Invitation link',
      at,
    })
    .execute();
  return id;
}
