import { describe, expect, it } from 'vitest';
import { IDENTIFIABLE_STATEMENT } from '@core/research/constants';
import { studyInputSchema } from '@core/research/schemas';
import { STUDY } from './research-fixtures';
import {
  commaList,
  consentChanged,
  emptyForm,
  errorKey,
  formOf,
  isFieldKey,
  linesOf,
  payloadOf,
  validateForm,
} from './study-form';

describe('study form', () => {
  it('turns a stored study into a form and back into a body the schema accepts', () => {
    const form = formOf(STUDY);
    expect(form.targetParticipants).toBe('120');
    expect(form.minDaysOfEntries).toBe('30');
    expect(form.minAccountAgeDays).toBe('');
    expect(form.excludedTags).toBe('pregnancy');
    expect(form.requirements.pain).toEqual({
      include: true,
      description: 'Daily pain levels',
      frequency: 'daily',
      required: true,
    });
    expect(form.requirements.medications.include).toBe(false);
    expect(form.consentStatements).toBe(
      'I have read the information.\nI can withdraw at any time.',
    );

    const payload = payloadOf(form);
    expect(studyInputSchema.safeParse(payload).success).toBe(true);
    expect(payload.eligibility).toEqual({
      minDaysOfEntries: 30,
      minEntriesWithField: [{ field: 'sleepHours', count: 20 }],
      requiredTags: [],
      requiredSymptoms: [],
      minAccountAgeDays: null,
    });
    expect(payload.dataRequirements?.map((item) => item.category)).toEqual(['pain', 'sleep']);
    expect(payload.compensationUsd).toBe(50);
  });

  it('splits lists by line and by comma, dropping blanks', () => {
    expect(linesOf(' One \n\n two\r\n')).toEqual(['One', 'two']);
    expect(commaList('flare, , migraine ,')).toEqual(['flare', 'migraine']);
  });

  it('leaves the server-added identifiable statement out of the editable statements', () => {
    const study = {
      ...STUDY,
      privacyLevel: 'identifiable' as const,
      consentStatements: [...STUDY.consentStatements, IDENTIFIABLE_STATEMENT],
    };
    expect(formOf(study).consentStatements).not.toContain(IDENTIFIABLE_STATEMENT);
    expect(consentChanged(study, formOf(study))).toBe(false);
  });

  it('names the fields of an empty form', () => {
    const checked = validateForm(emptyForm());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      title: 'Title is required',
      startDate: expect.stringContaining('Start date'),
      targetParticipants: 'Target participants is required',
      'contactInfo.email': 'Contact email is required',
      consentStatements: 'Add at least one consent statement',
    });
  });

  it('says the end date must follow the start date even while other fields are wrong', () => {
    const checked = validateForm({
      ...emptyForm(),
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.endDate).toBe('End date must be after the start date');
  });

  it('maps nested issues to their rows: rule rows by index, requirements by category', () => {
    const payload = payloadOf({
      ...formOf(STUDY),
      requirements: {
        ...formOf(STUDY).requirements,
        pain: { include: false, description: '', frequency: 'daily', required: false },
      },
    });
    expect(errorKey({ path: ['dataRequirements', 0, 'description'], message: 'x' }, payload)).toBe(
      'dataRequirements.sleep',
    );
    expect(
      errorKey({ path: 'eligibility.minEntriesWithField.0.count', message: 'x' }, payload),
    ).toBe('eligibility.minEntriesWithField.0');
    expect(errorKey({ path: 'contactInfo.email', message: 'x' }, payload)).toBe(
      'contactInfo.email',
    );
    expect(errorKey({ path: ['benefits', 2], message: 'x' }, payload)).toBe('benefits');
    expect(errorKey({ path: 'body', message: 'x' }, payload)).toBe('form');
    expect(isFieldKey('form', formOf(STUDY))).toBe(false);
    expect(isFieldKey('dataRequirements.sleep', formOf(STUDY))).toBe(true);
    expect(isFieldKey('dataRequirements.medications', formOf(STUDY))).toBe(false);
  });

  it('notices a changed consent text, statement list or identifiable statement, not other edits', () => {
    const form = formOf(STUDY);
    expect(consentChanged(STUDY, { ...form, title: 'Other' })).toBe(false);
    expect(consentChanged(STUDY, { ...form, consentText: `${form.consentText}\n` })).toBe(false);
    expect(consentChanged(STUDY, { ...form, consentText: 'New text' })).toBe(true);
    expect(consentChanged(STUDY, { ...form, privacyLevel: 'anonymized' })).toBe(false);
    expect(consentChanged(STUDY, { ...form, privacyLevel: 'identifiable' })).toBe(true);
    expect(
      consentChanged(STUDY, { ...form, consentStatements: `${form.consentStatements}\nA third` }),
    ).toBe(true);
  });
});
