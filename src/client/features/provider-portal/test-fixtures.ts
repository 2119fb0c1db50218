import { presetPermissions } from '@core/provider-portal/permissions';
import type {
  HealthcareProvider,
  ProviderNote,
  SharedReport,
  TreatmentRecommendation,
} from '@core/provider-portal/types';
import { defaultSections } from '@core/report/settings';

/* Records as the patient API answers them, for the portal's component tests. */

export const PROVIDER_ID = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a70';
export const OTHER_ID = '8e4a2d3b-6c7f-4a91-8b2c-3d4e5f6a7b81';

export function provider(overrides: Partial<HealthcareProvider> = {}): HealthcareProvider {
  return {
    id: PROVIDER_ID,
    name: 'Dr. Ana Silva',
    title: 'MD',
    specialization: 'Rheumatology',
    organization: 'City Clinic',
    email: 'ana@clinic.test',
    phone: '',
    address: '',
    licenseNumber: '',
    isVerified: true,
    status: 'connected',
    invitedAt: '2025-06-01T10:00:00.000Z',
    connectedAt: '2025-06-01T12:00:00.000Z',
    lastAccessed: null,
    accessExpiresAt: '2025-08-30T10:00:00.000Z',
    accessRevokedAt: null,
    codeAttemptsLeft: 5,
    accessLevel: 'read-only',
    permissions: presetPermissions('read-only'),
    sharedReports: [],
    ...overrides,
  };
}

export function pendingProvider(overrides: Partial<HealthcareProvider> = {}): HealthcareProvider {
  return provider({
    id: OTHER_ID,
    name: 'Sam Lee',
    email: 'sam@physio.test',
    isVerified: false,
    status: 'pending',
    connectedAt: null,
    ...overrides,
  });
}

export function report(overrides: Partial<SharedReport> = {}): SharedReport {
  return {
    id: 'report-1',
    providerId: PROVIDER_ID,
    title: 'Last 3 months, comprehensive',
    type: 'comprehensive',
    dateRange: { start: '2025-04-17', end: '2025-07-15' },
    days: 90,
    sections: defaultSections(),
    sharedAt: '2025-07-15T09:00:00.000Z',
    viewedAt: null,
    isRead: false,
    revokedAt: null,
    summary: '40 entries; average pain 5.2/10.',
    keyInsights: ['Pain is higher after poor sleep.', 'Mornings are worst.', 'Third insight.'],
    attachments: ['PDF'],
    ...overrides,
  };
}

export function recommendation(
  overrides: Partial<TreatmentRecommendation> = {},
): TreatmentRecommendation {
  return {
    id: 'rec-1',
    providerId: PROVIDER_ID,
    providerName: 'Dr. Ana Silva',
    title: 'Gentle stretching',
    description: 'Ten minutes every morning.',
    category: 'exercise',
    priority: 'medium',
    status: 'pending',
    createdAt: '2025-07-14T09:00:00.000Z',
    dueDate: null,
    followUpRequired: false,
    notes: '',
    medicationChange: null,
    respondedAt: null,
    ...overrides,
  };
}

export function note(overrides: Partial<ProviderNote> = {}): ProviderNote {
  return {
    id: 'note-1',
    providerId: PROVIDER_ID,
    providerName: 'Dr. Ana Silva',
    text: 'Keep logging your sleep.',
    createdAt: '2025-07-14T10:00:00.000Z',
    ...overrides,
  };
}
