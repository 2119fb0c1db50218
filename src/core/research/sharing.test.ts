import { describe, expect, it } from 'vitest';
import type { DataCategory } from './constants';
import {
  DEFAULT_PREFERENCES,
  allowedCategories,
  categoriesForEnrolment,
  effectiveCategories,
  preferenceReasons,
} from './sharing';
import type { DataRequirement, DataSharingPreferences } from './types';

const prefs = (overrides: Partial<DataSharingPreferences> = {}): DataSharingPreferences => ({
  ...DEFAULT_PREFERENCES,
  ...overrides,
});

const requirement = (category: DataCategory, required: boolean): DataRequirement => ({
  category,
  description: '',
  frequency: 'daily',
  required,
});

const study = (
  dataRequirements: DataRequirement[],
  institutionType: 'academic' | 'nonprofit' | 'government' | 'commercial' = 'academic',
) => ({ institutionType, dataRequirements });

describe('allowedCategories', () => {
  it('is empty when research sharing is off, whatever the other switches say', () => {
    expect(allowedCategories(prefs({ allowAnonymizedSharing: false }))).toEqual([]);
  });

  it('always has pain, sleep and mood, and the others by their switches', () => {
    expect(allowedCategories(DEFAULT_PREFERENCES)).toEqual([
      'pain',
      'sleep',
      'mood',
      'symptoms',
      'medications',
      'biometrics',
    ]);
    expect(
      allowedCategories(
        prefs({
          allowSymptomSharing: false,
          allowMedicationSharing: false,
          allowBiometricSharing: false,
        }),
      ),
    ).toEqual(['pain', 'sleep', 'mood']);
    expect(allowedCategories(prefs({ allowDemographicSharing: true }))).toContain('demographics');
  });
});

describe('preferenceReasons', () => {
  const painOnly = [requirement('pain', true)];

  it('is empty when nothing stands in the way', () => {
    expect(preferenceReasons(study(painOnly), DEFAULT_PREFERENCES, 0)).toEqual([]);
  });

  it('gives only the switched-off reason when sharing is off', () => {
    expect(
      preferenceReasons(
        study([requirement('biometrics', true)], 'commercial'),
        prefs({ allowAnonymizedSharing: false, restrictToAcademicResearch: true }),
        5,
      ),
    ).toEqual(['research sharing is turned off in your privacy settings']);
  });

  it('holds academic-only and non-profit-only restrictions against the institution', () => {
    const academicOnly = prefs({ restrictToAcademicResearch: true });
    expect(preferenceReasons(study(painOnly, 'academic'), academicOnly, 0)).toEqual([]);
    expect(preferenceReasons(study(painOnly, 'government'), academicOnly, 0)).toEqual([
      'your privacy settings allow academic research only',
    ]);
    const nonProfitOnly = prefs({ restrictToNonProfitResearch: true });
    expect(preferenceReasons(study(painOnly, 'nonprofit'), nonProfitOnly, 0)).toEqual([]);
    expect(preferenceReasons(study(painOnly, 'government'), nonProfitOnly, 0)).toEqual([]);
    expect(preferenceReasons(study(painOnly, 'commercial'), nonProfitOnly, 0)).toEqual([
      'your privacy settings allow non-profit research only',
    ]);
  });

  it('names each required category the preferences do not share, not optional ones', () => {
    const requirements = [
      requirement('pain', true),
      requirement('biometrics', true),
      requirement('demographics', true),
      requirement('medications', false),
    ];
    expect(
      preferenceReasons(
        study(requirements),
        prefs({ allowBiometricSharing: false, allowMedicationSharing: false }),
        0,
      ),
    ).toEqual([
      'this study needs biometric data, which your privacy settings do not share',
      'this study needs demographics (region), which your privacy settings do not share',
    ]);
  });

  it('stops at the yearly limit, in the singular for one study', () => {
    expect(preferenceReasons(study(painOnly), prefs({ maxStudiesPerYear: 2 }), 1)).toEqual([]);
    expect(preferenceReasons(study(painOnly), prefs({ maxStudiesPerYear: 2 }), 2)).toEqual([
      'you have joined 2 studies in the past 12 months, the most your privacy settings allow',
    ]);
    expect(preferenceReasons(study(painOnly), prefs({ maxStudiesPerYear: 1 }), 1)).toEqual([
      'you have joined 1 study in the past 12 months, the most your privacy settings allow',
    ]);
  });
});

describe('categoriesForEnrolment', () => {
  const requirements = [
    requirement('sleep', false),
    requirement('pain', true),
    requirement('medications', false),
    requirement('biometrics', false),
  ];

  it('takes only the required ones when nothing is chosen and approval is per study', () => {
    expect(categoriesForEnrolment(requirements, DEFAULT_PREFERENCES, undefined)).toEqual({
      categories: ['pain'],
    });
  });

  it('takes every allowed one, in the requirements order, without per-study approval', () => {
    expect(
      categoriesForEnrolment(
        requirements,
        prefs({ requireApprovalPerStudy: false, allowBiometricSharing: false }),
        undefined,
      ),
    ).toEqual({ categories: ['sleep', 'pain', 'medications'] });
  });

  it('adds the chosen optional ones to the required ones', () => {
    expect(categoriesForEnrolment(requirements, DEFAULT_PREFERENCES, ['biometrics'])).toEqual({
      categories: ['pain', 'biometrics'],
    });
    expect(categoriesForEnrolment(requirements, DEFAULT_PREFERENCES, [])).toEqual({
      categories: ['pain'],
    });
  });

  it('refuses a chosen category the study does not ask for', () => {
    expect(categoriesForEnrolment(requirements, DEFAULT_PREFERENCES, ['symptoms'])).toEqual({
      error: 'categories: Symptoms and tags is not asked for by this study',
    });
  });

  it('refuses a chosen category the preferences do not share', () => {
    expect(
      categoriesForEnrolment(requirements, prefs({ allowMedicationSharing: false }), [
        'medications',
      ]),
    ).toEqual({ error: 'categories: your privacy settings do not share medication records' });
  });

  it('refuses when a required category is not shared', () => {
    expect(
      categoriesForEnrolment(
        [requirement('biometrics', true)],
        prefs({ allowBiometricSharing: false }),
        undefined,
      ),
    ).toEqual({
      error:
        'categories: this study needs biometric data, which your privacy settings do not share',
    });
  });
});

describe('effectiveCategories', () => {
  it('keeps what was consented to and is still allowed, in the categories order', () => {
    expect(
      effectiveCategories(
        ['medications', 'pain', 'biometrics'],
        prefs({ allowBiometricSharing: false }),
      ),
    ).toEqual(['pain', 'medications']);
    expect(effectiveCategories(['pain'], prefs({ allowAnonymizedSharing: false }))).toEqual([]);
  });
});
