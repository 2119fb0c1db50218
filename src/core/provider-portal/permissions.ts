/**
 * What a clinician may see and do (spec document 2 sections 3 and 6): an access level and the
 * eight boolean permissions. The level is a preset: choosing one sets the switches, and the level
 * shown is always the smallest one that covers the switches that are on, so a "read-only"
 * provider can never quietly hold a permission to write.
 */

export const ACCESS_LEVELS = ['read-only', 'collaborative', 'full-access'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  'read-only': 'Read-only',
  collaborative: 'Collaborative',
  'full-access': 'Full access',
};

export const ACCESS_LEVEL_DESCRIPTIONS: Record<AccessLevel, string> = {
  'read-only': 'Sees what you share and the data you allow. Cannot write anything.',
  collaborative: 'Can also write notes, recommend treatments and propose follow-ups.',
  'full-access': 'Can also propose medication changes, which you accept or decline.',
};

export const PERMISSION_KEYS = [
  'viewPainData',
  'viewMedications',
  'viewSymptoms',
  'viewAnalytics',
  'addNotes',
  'recommendTreatments',
  'modifyMedications',
  'scheduleFollowups',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export type ProviderPermissions = Record<PermissionKey, boolean>;

export const PERMISSION_LABELS: Record<PermissionKey, { label: string; description: string }> = {
  viewPainData: {
    label: 'View pain data',
    description: 'Your daily pain levels and body-chart locations for the last 90 days.',
  },
  viewMedications: {
    label: 'View medications',
    description: 'Your medications, doses and how often you took them.',
  },
  viewSymptoms: {
    label: 'View symptoms',
    description: 'How often each symptom appears in your journal.',
  },
  viewAnalytics: {
    label: 'View analytics',
    description: 'The patterns and factor effects from your AI Pain Analysis.',
  },
  addNotes: {
    label: 'Add notes',
    description: 'Write notes that you can read in the portal.',
  },
  recommendTreatments: {
    label: 'Recommend treatments',
    description: 'Send recommendations that you accept or decline.',
  },
  modifyMedications: {
    label: 'Propose medication changes',
    description: 'Propose a change as a recommendation; nothing changes until you accept it.',
  },
  scheduleFollowups: {
    label: 'Schedule follow-ups',
    description: 'Propose a follow-up date, which you accept or decline.',
  },
};

const VIEW_PERMISSIONS: readonly PermissionKey[] = [
  'viewPainData',
  'viewMedications',
  'viewSymptoms',
  'viewAnalytics',
];
const COLLABORATIVE_PERMISSIONS: readonly PermissionKey[] = [
  'addNotes',
  'recommendTreatments',
  'scheduleFollowups',
];

function permissionsWith(on: readonly PermissionKey[]): ProviderPermissions {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, on.includes(key)])) as Record<
    PermissionKey,
    boolean
  >;
}

export function presetPermissions(level: AccessLevel): ProviderPermissions {
  switch (level) {
    case 'read-only':
      return permissionsWith(VIEW_PERMISSIONS);
    case 'collaborative':
      return permissionsWith([...VIEW_PERMISSIONS, ...COLLABORATIVE_PERMISSIONS]);
    case 'full-access':
      return permissionsWith(PERMISSION_KEYS);
  }
}

/** The smallest level whose preset includes every permission that is on. */
export function accessLevelFor(permissions: ProviderPermissions): AccessLevel {
  if (permissions.modifyMedications) return 'full-access';
  if (COLLABORATIVE_PERMISSIONS.some((key) => permissions[key])) return 'collaborative';
  return 'read-only';
}
