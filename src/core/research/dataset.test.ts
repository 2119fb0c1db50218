import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDay } from '../calendar';
import type { DataCategory } from './constants';
import { MIN_PARTICIPANTS_PER_TAG } from './constants';
import {
  buildDataset,
  datasetCsv,
  datasetJson,
  type DatasetDay,
  type DatasetEntry,
  type DatasetParticipant,
} from './dataset';
import { daysBetween } from './dates';

const ALL: DataCategory[] = ['pain', 'sleep', 'mood', 'symptoms', 'medications', 'biometrics'];

function entry(overrides: Partial<DatasetEntry> = {}): DatasetEntry {
  return {
    kind: 'journal',
    painLevel: 5,
    painLocations: [],
    sleepHours: null,
    sleepQuality: null,
    moodLevel: null,
    stressLevel: null,
    energyLevel: null,
    symptoms: [],
    tags: [],
    ...overrides,
  };
}

function day(date: string, overrides: Partial<DatasetDay> = {}): DatasetDay {
  return { date, entries: [entry()], doses: [], biometrics: [], ...overrides };
}

function person(
  pseudonym: string,
  overrides: Partial<DatasetParticipant> = {},
): DatasetParticipant {
  return {
    pseudonym,
    dayOffset: 10,
    enrolledOn: '2026-03-01',
    categories: ALL,
    identity: null,
    region: null,
    days: [day('2026-03-02')],
    ...overrides,
  };
}

/** The column's values, row by row. */
function column(table: { columns: string[]; rows: unknown[][] }, name: string): unknown[] {
  const index = table.columns.indexOf(name);
  if (index < 0) throw new Error(`no column ${name}`);
  return table.rows.map((row) => row[index]);
}

/** The cells of one row by column name. */
function record(table: { columns: string[]; rows: unknown[][] }, row: number) {
  return Object.fromEntries(table.columns.map((name, index) => [name, table.rows[row]?.[index]]));
}

const DATE = /\d{4}-\d{2}-\d{2}/;

const PAIN_AND_SLEEP_COLUMNS = [
  'participant_id',
  'date',
  'pain_level',
  'pain_locations',
  'sleep_hours',
  'sleep_quality',
];

describe('buildDataset columns', () => {
  it('puts identity, region, the date and each category in order', () => {
    const dataset = buildDataset('identifiable', [
      person('P-A', {
        categories: [...ALL, 'demographics'],
        identity: { name: 'Ann Lee', email: 'ann@example.com' },
        region: 'Europe',
        days: [
          day('2026-03-02', {
            biometrics: [
              { type: 'steps', mean: 4000 },
              { type: 'heart_rate', mean: 71.26 },
            ],
          }),
        ],
      }),
    ]);
    expect(dataset.columns).toEqual([
      'participant_id',
      'name',
      'email',
      'region',
      'date',
      'pain_level',
      'pain_locations',
      'sleep_hours',
      'sleep_quality',
      'mood_level',
      'stress_level',
      'energy_level',
      'symptoms',
      'tags',
      'doses_taken',
      'doses_skipped',
      'mean_effectiveness',
      'medication_types',
      'heart_rate_mean',
      'steps_mean',
    ]);
    expect(record(dataset, 0)).toMatchObject({
      participant_id: 'P-A',
      name: 'Ann Lee',
      email: 'ann@example.com',
      region: 'Europe',
      date: '2026-03-02',
      heart_rate_mean: 71.3,
      steps_mean: 4000,
    });
  });

  it('leaves out name and email unless the study is identifiable', () => {
    const people = [person('P-A', { identity: { name: 'Ann Lee', email: 'ann@example.com' } })];
    const csv = datasetCsv(buildDataset('pseudonymized', people));
    expect(buildDataset('pseudonymized', people).columns).not.toContain('name');
    expect(csv).not.toContain('Ann Lee');
    expect(csv).not.toContain('ann@example.com');
  });

  it('has no region column when nobody shares demographics, even with a region known', () => {
    const dataset = buildDataset('pseudonymized', [person('P-A', { region: 'Europe' })]);
    expect(dataset.columns).not.toContain('region');
    expect(datasetCsv(dataset)).not.toContain('Europe');
  });

  it('has only the columns of categories someone shares', () => {
    const dataset = buildDataset('identifiable', [
      person('P-A', { categories: ['pain'] }),
      person('P-B', {
        categories: ['sleep'],
        days: [day('2026-03-02', { entries: [entry({ sleepHours: 7 })] })],
      }),
    ]);
    expect(dataset.columns).toEqual(PAIN_AND_SLEEP_COLUMNS);
  });
});

describe('buildDataset day values', () => {
  it('takes pain from the journal entry, else the highest, and merges locations', () => {
    const dataset = buildDataset('identifiable', [
      person('P-A', {
        categories: ['pain'],
        days: [
          day('2026-03-02', {
            entries: [
              entry({
                kind: 'quick',
                painLevel: 9,
                painLocations: [{ bodyPart: 'neck', intensity: 8 }],
              }),
              entry({
                kind: 'journal',
                painLevel: 4,
                painLocations: [
                  { bodyPart: 'neck', intensity: 3 },
                  { bodyPart: 'lowerBack', intensity: 6 },
                  { bodyPart: 'my left big toe', intensity: 9 },
                ],
              }),
            ],
          }),
          day('2026-03-03', {
            entries: [
              entry({ kind: 'quick', painLevel: 3 }),
              entry({ kind: 'emergency', painLevel: 8 }),
            ],
          }),
        ],
      }),
    ]);
    expect(column(dataset, 'pain_level')).toEqual([4, 8]);
    expect(column(dataset, 'pain_locations')).toEqual(['lowerBack:6;neck:8', '']);
  });

  it('takes sleep and mood from the journal entry, else the first value logged', () => {
    const dataset = buildDataset('identifiable', [
      person('P-A', {
        categories: ['sleep', 'mood'],
        days: [
          day('2026-03-02', {
            entries: [
              entry({ kind: 'quick', sleepHours: 5, moodLevel: 2, stressLevel: 9 }),
              entry({ kind: 'journal', sleepHours: 7.5, sleepQuality: 6, moodLevel: 7 }),
              entry({ kind: 'quick', stressLevel: 4, energyLevel: 3 }),
            ],
          }),
        ],
      }),
    ]);
    expect(record(dataset, 0)).toEqual({
      participant_id: 'P-A',
      date: '2026-03-02',
      sleep_hours: 7.5,
      sleep_quality: 6,
      mood_level: 7,
      stress_level: 9,
      energy_level: 3,
    });
  });

  it('counts doses, rounds the mean effectiveness and lists the types', () => {
    const dataset = buildDataset('identifiable', [
      person('P-A', {
        categories: ['medications'],
        days: [
          day('2026-03-02', {
            entries: [],
            doses: [
              { taken: true, effectiveness: 7, medicationType: 'prescription' },
              { taken: true, effectiveness: 8, medicationType: 'supplement' },
              { taken: true, effectiveness: 8, medicationType: 'prescription' },
              { taken: false, effectiveness: null, medicationType: 'Grandma’s tea' },
            ],
          }),
        ],
      }),
    ]);
    expect(record(dataset, 0)).toEqual({
      participant_id: 'P-A',
      date: '2026-03-02',
      doses_taken: 3,
      doses_skipped: 1,
      mean_effectiveness: 7.7,
      medication_types: 'prescription;supplement',
    });
  });

  it('gives biometric columns in the reading types order, one decimal', () => {
    const dataset = buildDataset('identifiable', [
      person('P-A', {
        categories: ['biometrics'],
        days: [
          day('2026-03-02', {
            biometrics: [
              { type: 'weight', mean: 70.04 },
              { type: 'oxygen_saturation', mean: 97.25 },
              { type: 'made_up', mean: 1 },
            ],
          }),
          day('2026-03-03', { biometrics: [{ type: 'weight', mean: 69.96 }] }),
        ],
      }),
    ]);
    expect(dataset.columns).toEqual([
      'participant_id',
      'date',
      'oxygen_saturation_mean',
      'weight_mean',
    ]);
    expect(dataset.rows).toEqual([
      ['P-A', '2026-03-02', 97.3, 70],
      ['P-A', '2026-03-03', null, 70],
    ]);
  });

  it('sorts rows by participant then date', () => {
    const dataset = buildDataset('identifiable', [
      person('P-B', { days: [day('2026-03-05'), day('2026-03-02')] }),
      person('P-A', { days: [day('2026-03-04')] }),
    ]);
    expect(dataset.rows.map((row) => [row[0], row[1]])).toEqual([
      ['P-A', '2026-03-04'],
      ['P-B', '2026-03-02'],
      ['P-B', '2026-03-05'],
    ]);
  });
});

describe('a participant who refused medication sharing', () => {
  const doses = [{ taken: true, effectiveness: 6, medicationType: 'prescription' }];
  const refuser = person('P-NO', {
    categories: ['pain', 'sleep'],
    days: [
      day('2026-03-02', { doses }),
      // Only medication data that day: nothing of it is theirs to give, so no row.
      day('2026-03-03', { entries: [], doses }),
    ],
  });
  const sharer = person('P-YES', {
    categories: ['pain', 'medications'],
    days: [day('2026-03-02', { doses })],
  });

  it('has no medication values, and no row for a medication-only day', () => {
    const dataset = buildDataset('pseudonymized', [refuser, sharer]);
    const rows = dataset.rows.filter((row) => row[0] === 'P-NO');
    expect(rows).toHaveLength(1);
    const index = dataset.columns.indexOf('doses_taken');
    expect(rows[0]?.slice(index, index + 4)).toEqual([null, null, null, null]);
    expect(column(dataset, 'doses_taken')).toEqual([null, 1]);
  });

  it('leaves no medication columns at all when nobody shares medications', () => {
    const dataset = buildDataset('pseudonymized', [refuser]);
    expect(dataset.columns).toEqual(PAIN_AND_SLEEP_COLUMNS);
    expect(datasetCsv(dataset)).not.toContain('prescription');
  });

  it('has no medication keys in the JSON records', () => {
    const dataset = buildDataset('pseudonymized', [refuser, sharer]);
    expect(dataset.sharedColumns['P-NO']).toEqual(PAIN_AND_SLEEP_COLUMNS);
    const json = datasetJson(
      {
        id: 's1',
        title: 'Sleep and pain',
        privacyLevel: 'pseudonymized',
        generatedAt: '2026-04-01T00:00:00.000Z',
      },
      dataset,
    ) as { records: Record<string, unknown>[] };
    const refuserRecord = json.records.find((item) => item.participant_id === 'P-NO');
    expect(Object.keys(refuserRecord ?? {})).toEqual(dataset.sharedColumns['P-NO']);
    const sharerRecord = json.records.find((item) => item.participant_id === 'P-YES');
    expect(sharerRecord).toMatchObject({ doses_taken: 1, medication_types: 'prescription' });
    expect(sharerRecord).not.toHaveProperty('sleep_hours');
  });
});

describe('free text', () => {
  const crowd = (count: number, extra: Partial<DatasetParticipant> = {}) =>
    Array.from({ length: count }, (_, index) =>
      person(`P-${index}`, {
        days: [
          day('2026-03-02', { entries: [entry({ tags: ['Weather '], symptoms: ['fatigue'] })] }),
        ],
        ...extra,
      }),
    );

  it('keeps words that enough participants use and drops one person’s own word', () => {
    const loner = person('P-Z', {
      days: [
        day('2026-03-02', {
          entries: [
            entry({ tags: ['weather', 'zanzibarwedding'], symptoms: ['Fatigue', 'zquirk'] }),
          ],
        }),
      ],
    });
    const dataset = buildDataset('anonymized', [...crowd(MIN_PARTICIPANTS_PER_TAG - 1), loner]);
    expect(column(dataset, 'tags')).toEqual(Array(MIN_PARTICIPANTS_PER_TAG).fill('weather'));
    expect(column(dataset, 'symptoms')).toEqual(Array(MIN_PARTICIPANTS_PER_TAG).fill('fatigue'));
    const json = JSON.stringify(
      datasetJson({ id: 's', title: 't', privacyLevel: 'anonymized', generatedAt: 'g' }, dataset),
    );
    for (const text of [datasetCsv(dataset), json]) {
      expect(text).not.toContain('zanzibarwedding');
      expect(text).not.toContain('zquirk');
    }
  });

  it('drops a word one short of the threshold', () => {
    const dataset = buildDataset('anonymized', crowd(MIN_PARTICIPANTS_PER_TAG - 1));
    expect(column(dataset, 'tags')).toEqual(Array(MIN_PARTICIPANTS_PER_TAG - 1).fill(''));
  });

  it('counts only participants who share symptoms', () => {
    const notSharing = person('P-X', {
      categories: ['pain'],
      days: [day('2026-03-02', { entries: [entry({ tags: ['weather'] })] })],
    });
    const dataset = buildDataset('anonymized', [
      ...crowd(MIN_PARTICIPANTS_PER_TAG - 1),
      notSharing,
    ]);
    expect(datasetCsv(dataset)).not.toContain('weather');
  });

  it('counts a participant once however often they use a word', () => {
    const prolific = person('P-Q', {
      days: Array.from({ length: 10 }, (_, index) =>
        day(addDays('2026-03-02', index), { entries: [entry({ tags: ['secretword'] })] }),
      ),
    });
    expect(datasetCsv(buildDataset('anonymized', [prolific]))).not.toContain('secretword');
  });
});

describe('privacy levels', () => {
  const people = [
    person('P-A', {
      enrolledOn: '2026-03-01',
      dayOffset: -40,
      days: [day('2026-03-01'), day('2026-03-04')],
    }),
    person('P-B', { enrolledOn: '2026-02-20', dayOffset: 200, days: [day('2026-03-01')] }),
  ];

  it('anonymized: day numbers from enrolment and no date anywhere', () => {
    const dataset = buildDataset('anonymized', people);
    expect(dataset.columns).toContain('day');
    expect(dataset.columns).not.toContain('date');
    expect(column(dataset, 'day')).toEqual([0, 3, 9]);
    expect(datasetCsv(dataset)).not.toMatch(DATE);
    const json = datasetJson(
      { id: 's', title: 't', privacyLevel: 'anonymized', generatedAt: 'g' },
      dataset,
    );
    expect(JSON.stringify(json)).not.toMatch(DATE);
  });

  it('pseudonymized: every date of a participant moves by their offset', () => {
    const dataset = buildDataset('pseudonymized', people);
    expect(column(dataset, 'date')).toEqual(['2026-01-20', '2026-01-23', '2026-09-17']);
  });

  it('pseudonymized: one offset per participant keeps the gaps between their days', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 20_500, max: 20_900 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 365 }).chain((size) => fc.constantFrom(size, -size)),
        (dayNumbers, offset) => {
          const dates = dayNumbers.map(dateOfDay);
          const dataset = buildDataset('pseudonymized', [
            person('P-A', {
              dayOffset: offset,
              categories: ['pain'],
              days: dates.map((date) => day(date)),
            }),
          ]);
          const shifted = column(dataset, 'date') as string[];
          const original = [...dates].sort();
          expect(shifted.map((date, index) => daysBetween(original[index] ?? '', date))).toEqual(
            original.map(() => offset),
          );
          const gaps = (list: string[]) =>
            list.slice(1).map((date, index) => daysBetween(list[index] ?? '', date));
          expect(gaps(shifted)).toEqual(gaps(original));
        },
      ),
    );
  });

  it('identifiable: real dates with name and email', () => {
    const dataset = buildDataset('identifiable', [
      person('P-A', { identity: { name: 'Ann Lee', email: 'ann@example.com' } }),
      person('P-B'),
    ]);
    expect(dataset.rows.map((row) => row.slice(0, 4))).toEqual([
      ['P-A', 'Ann Lee', 'ann@example.com', '2026-03-02'],
      ['P-B', null, null, '2026-03-02'],
    ]);
    expect(dataset.sharedColumns['P-A']?.slice(0, 4)).toEqual([
      'participant_id',
      'name',
      'email',
      'date',
    ]);
    expect(dataset.sharedColumns['P-B']?.slice(0, 2)).toEqual(['participant_id', 'date']);
  });
});

describe('datasetCsv and datasetJson', () => {
  it('writes the table as formula-safe CSV with a byte order mark', () => {
    const csv = datasetCsv({
      columns: ['participant_id', 'tags'],
      rows: [
        ['P-A', '=1+1'],
        ['P-B', null],
      ],
    });
    expect(csv).toBe("\uFEFFparticipant_id,tags\r\nP-A,'=1+1\r\nP-B,\r\n");
  });

  it('describes the study and keeps each record to its participant’s columns', () => {
    const dataset = buildDataset('anonymized', [
      person('P-A', { categories: ['pain', 'demographics'], region: 'Europe' }),
    ]);
    expect(
      datasetJson(
        {
          id: 's1',
          title: 'Pain study',
          privacyLevel: 'anonymized',
          generatedAt: '2026-04-01T00:00:00.000Z',
        },
        dataset,
      ),
    ).toEqual({
      study: { id: 's1', title: 'Pain study', privacyLevel: 'anonymized' },
      generatedAt: '2026-04-01T00:00:00.000Z',
      columns: ['participant_id', 'region', 'day', 'pain_level', 'pain_locations'],
      records: [
        { participant_id: 'P-A', region: 'Europe', day: 1, pain_level: 5, pain_locations: '' },
      ],
    });
  });
});
