import type {
  DataSharingPreferences,
  ParticipantDataView,
  ResearchContribution,
  ResearchParticipation,
  ResearchStudy,
} from '@core/research/types';

/* Records as the research API answers them, for the screen's component tests. */

export const STUDY_ID = 'study-1';
export const OTHER_STUDY_ID = 'study-2';

export function study(overrides: Partial<ResearchStudy> = {}): ResearchStudy {
  return {
    id: STUDY_ID,
    title: 'Sleep and flare frequency',
    description: 'Does a short night make a flare more likely the next day?',
    institution: 'University of Leeds',
    institutionType: 'academic',
    principalInvestigator: 'Dr. Maya Patel',
    studyType: 'observational',
    phase: 'recruiting',
    duration: '6 months',
    participantCount: 34,
    targetParticipants: 100,
    eligibilityCriteria: ['At least 30 days of entries', 'At least 20 entries with sleep hours'],
    exclusionCriteria: ['Entries tagged pregnancy'],
    dataRequirements: [
      { category: 'pain', description: 'Daily pain level', frequency: 'daily', required: true },
      { category: 'sleep', description: 'Hours slept', frequency: 'daily', required: true },
      {
        category: 'medications',
        description: 'Doses taken',
        frequency: 'weekly',
        required: false,
      },
      { category: 'biometrics', description: 'Heart rate', frequency: 'daily', required: false },
    ],
    compensation: '$50 voucher on completion',
    compensationUsd: 50,
    benefits: ['A summary of the findings'],
    risks: ['Minimal: data is pseudonymized'],
    privacyLevel: 'pseudonymized',
    ethicsApproval: 'LREC 24/YH/0123',
    contactInfo: { name: 'Sam Reed', email: 'sleep-study@leeds.test', phone: '+44 113 555 0100' },
    startDate: '2026-01-01',
    endDate: '2026-07-01',
    publications: [],
    consent: {
      version: 2,
      text: 'You are invited to take part in a study of sleep and flares.\n\nTaking part is voluntary.',
      statements: [
        'I have read the information above.',
        'I understand I can withdraw at any time.',
      ],
      publishedAt: '2026-01-01T09:00:00.000Z',
    },
    isEligible: true,
    eligibilityReasons: [],
    participationStatus: 'not-enrolled',
    ...overrides,
  };
}

export function ineligibleStudy(overrides: Partial<ResearchStudy> = {}): ResearchStudy {
  return study({
    id: OTHER_STUDY_ID,
    title: 'Mood and movement',
    institution: 'Acme Health Ltd',
    institutionType: 'commercial',
    isEligible: false,
    eligibilityReasons: [
      'needs 30 days of entries, you have 12',
      'your privacy settings allow academic research only',
    ],
    ...overrides,
  });
}

export function participation(
  overrides: Partial<ResearchParticipation> = {},
): ResearchParticipation {
  return {
    id: 'part-1',
    studyId: STUDY_ID,
    study: {
      title: 'Sleep and flare frequency',
      institution: 'University of Leeds',
      phase: 'recruiting',
      privacyLevel: 'pseudonymized',
      startDate: '2026-01-01',
      endDate: '2026-07-01',
      contactInfo: { name: 'Sam Reed', email: 'sleep-study@leeds.test', phone: '' },
    },
    enrolledAt: '2026-01-05T10:00:00.000Z',
    status: 'active',
    dataContributed: {
      painEntries: 41,
      symptomsReported: 17,
      medicationRecords: 12,
      biometricDataPoints: 230,
    },
    completionPercentage: 45,
    nextSubmission: '2030-03-04',
    compensationEarned: 0,
    certificatesEarned: 0,
    sharedCategories: ['pain', 'sleep', 'medications'],
    consentVersion: 2,
    currentConsentVersion: 2,
    needsReconsent: false,
    completedAt: null,
    withdrawnAt: null,
    withdrawalChoice: null,
    ...overrides,
  };
}

export function completedParticipation(
  overrides: Partial<ResearchParticipation> = {},
): ResearchParticipation {
  return participation({
    id: 'part-2',
    studyId: 'study-3',
    study: { ...participation().study, title: 'Weather and joint pain', phase: 'completed' },
    status: 'completed',
    completionPercentage: 100,
    nextSubmission: null,
    completedAt: '2025-12-01T12:00:00.000Z',
    enrolledAt: '2025-06-01T12:00:00.000Z',
    ...overrides,
  });
}

export function withdrawnParticipation(
  overrides: Partial<ResearchParticipation> = {},
): ResearchParticipation {
  return participation({
    id: 'part-3',
    studyId: 'study-4',
    study: { ...participation().study, title: 'Diet and fatigue' },
    status: 'withdrawn',
    nextSubmission: null,
    withdrawnAt: '2025-11-10T12:00:00.000Z',
    withdrawalChoice: 'remove',
    ...overrides,
  });
}

export function contribution(overrides: Partial<ResearchContribution> = {}): ResearchContribution {
  return {
    totalStudiesParticipated: 2,
    totalDataPointsContributed: 1234,
    researchImpactScore: 63,
    publicationsContributed: 1,
    certificationsEarned: 1,
    contributionStreak: 3,
    scoreParts: {
      completedStudies: 1,
      activeStudies: 1,
      dataPoints: 1234,
      streakWeeks: 3,
      points: { completed: 20, active: 10, data: 30, streak: 3 },
    },
    monthly: [
      { month: '2025-04', dataPoints: 0 },
      { month: '2025-05', dataPoints: 0 },
      { month: '2025-06', dataPoints: 80 },
      { month: '2025-07', dataPoints: 120 },
      { month: '2025-08', dataPoints: 100 },
      { month: '2025-09', dataPoints: 90 },
      { month: '2025-10', dataPoints: 150 },
      { month: '2025-11', dataPoints: 160 },
      { month: '2025-12', dataPoints: 134 },
      { month: '2026-01', dataPoints: 140 },
      { month: '2026-02', dataPoints: 200 },
      { month: '2026-03', dataPoints: 60 },
    ],
    certifications: [
      {
        participationId: 'part-2',
        studyTitle: 'Weather and joint pain',
        institution: 'University of Leeds',
        completedAt: '2025-12-01T12:00:00.000Z',
      },
    ],
    publications: [
      {
        studyTitle: 'Weather and joint pain',
        citation: 'Patel M. et al. Weather and pain. J Pain Res. 2026.',
      },
    ],
    ...overrides,
  };
}

export function emptyContribution(): ResearchContribution {
  return contribution({
    totalStudiesParticipated: 0,
    totalDataPointsContributed: 0,
    researchImpactScore: 0,
    publicationsContributed: 0,
    certificationsEarned: 0,
    contributionStreak: 0,
    scoreParts: {
      completedStudies: 0,
      activeStudies: 0,
      dataPoints: 0,
      streakWeeks: 0,
      points: { completed: 0, active: 0, data: 0, streak: 0 },
    },
    monthly: [],
    certifications: [],
    publications: [],
  });
}

export function preferences(
  overrides: Partial<DataSharingPreferences> = {},
): DataSharingPreferences {
  return {
    allowAnonymizedSharing: true,
    allowBiometricSharing: false,
    allowMedicationSharing: true,
    allowSymptomSharing: true,
    allowDemographicSharing: false,
    restrictToAcademicResearch: false,
    restrictToNonProfitResearch: false,
    requireApprovalPerStudy: false,
    maxStudiesPerYear: 2,
    ...overrides,
  };
}

export function dataView(overrides: Partial<ParticipantDataView> = {}): ParticipantDataView {
  return {
    privacyLevel: 'pseudonymized',
    pseudonym: 'P-7F3A9C2B1D',
    categories: ['pain', 'sleep', 'medications'],
    daily: {
      columns: ['participant', 'date', 'pain_level', 'sleep_hours'],
      rows: [
        ['P-7F3A9C2B1D', '2026-04-02', 6, 7.5],
        ['P-7F3A9C2B1D', '2026-04-01', 4, null],
      ],
    },
    totalRows: 41,
    medicationRecords: 12,
    biometricDays: 0,
    ...overrides,
  };
}
