import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSummary, type ExportDocument, type ExportPegCheckin } from '@core/data-export';
import type { PegCheckin } from '@core/peg';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { rowCount } from '../../test-support/api';
import { call, exportOf, rowCounts, SEEDED_PEG, seedPegCheckins, type Who } from './test-data';

let t: TestApp;
let alice: Who;
let aliceFile: ExportDocument;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  await seedPegCheckins(t, alice);
  aliceFile = await exportOf(t, alice);
});
afterAll(() => t.close());

const importAs = (who: Who, payload: unknown) => call(t, who, 'POST', '/api/import', payload);
const checkinsOf = async (who: Who) =>
  (await call(t, who, 'GET', '/api/peg-checkins')).json() as PegCheckin[];
const withCheckins = (pegCheckins: unknown[]) => ({ ...structuredClone(aliceFile), pegCheckins });
const freshAccount = () => registerUser(t.app, { timeZone: 'UTC' });

describe('POST /api/import: weekly check-ins', () => {
  it('restores every week with its answers and when they were given', async () => {
    const bob = await freshAccount();
    const response = await importAs(bob, aliceFile);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imported.pegCheckins).toBe(2);
    expect(response.json().skipped.pegCheckins).toBe(0);
    expect(importSummary(response.json())).toBe(
      'Imported 0 entries, 0 medications and 2 weekly check-ins.',
    );

    const restored = await checkinsOf(bob);
    expect(restored.map(({ id: _id, ...rest }) => rest)).toEqual([
      { ...SEEDED_PEG[0], weekStart: '2026-02-02', score: 7 },
      // (5 + 4 + 4) / 3 = 4.33...
      { ...SEEDED_PEG[1], weekStart: '2026-02-09', score: 4.3 },
    ]);
    const aliceIds = (await checkinsOf(alice)).map((c) => c.id);
    for (const checkin of restored) expect(aliceIds).not.toContain(checkin.id);
    expect((await exportOf(t, bob)).pegCheckins).toEqual(aliceFile.pegCheckins);
  });

  it('adds nothing when the same file is imported twice', async () => {
    const bob = await freshAccount();
    await importAs(bob, aliceFile);
    const before = await checkinsOf(bob);
    const again = await importAs(bob, aliceFile);
    expect(again.json().imported.pegCheckins).toBe(0);
    expect(again.json().skipped.pegCheckins).toBe(2);
    expect(await checkinsOf(bob)).toEqual(before);
  });

  it('replaces a week with a later answer in the file, keeps it against an earlier one, and adds new weeks', async () => {
    const bob = await freshAccount();
    await importAs(bob, aliceFile);
    const [week6, week7] = await checkinsOf(bob);
    const response = await importAs(
      bob,
      withCheckins([
        // Older than Bob's answer for week 6: his stays.
        {
          ...SEEDED_PEG[0],
          pain: 0,
          enjoyment: 0,
          activity: 0,
          answeredAt: '2026-02-07T08:00:00Z',
        },
        // Answered again later in week 7 (written in another offset): it replaces his.
        {
          ...SEEDED_PEG[1],
          pain: 1,
          enjoyment: 2,
          activity: 2,
          answeredAt: '2026-02-15T21:00:00+01:00',
        },
        {
          week: '2026-W08',
          pain: 3,
          enjoyment: 3,
          activity: 3,
          answeredAt: '2026-02-22T18:00:00Z',
        },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imported.pegCheckins).toBe(2);
    expect(response.json().skipped.pegCheckins).toBe(1);

    expect(await checkinsOf(bob)).toEqual([
      week6,
      {
        ...week7,
        pain: 1,
        enjoyment: 2,
        activity: 2,
        score: 1.7,
        answeredAt: '2026-02-15T20:00:00.000Z',
      },
      expect.objectContaining({ week: '2026-W08', weekStart: '2026-02-16', score: 3 }),
    ]);
  });

  it('keeps an answer the account gave later than the file’s', async () => {
    const carol = await freshAccount();
    const own = await call(t, carol, 'POST', '/api/peg-checkins', {
      pain: 9,
      enjoyment: 9,
      activity: 9,
      week: SEEDED_PEG[1].week,
    });
    expect(own.statusCode).toBe(201);
    const response = await importAs(carol, aliceFile);
    expect(response.json().imported.pegCheckins).toBe(1);
    expect(response.json().skipped.pegCheckins).toBe(1);
    const [, week7] = await checkinsOf(carol);
    expect(week7).toEqual(own.json());
  });

  it('takes the latest of the answers a file has for one week', async () => {
    const dave = await freshAccount();
    const response = await importAs(
      dave,
      withCheckins([
        { ...SEEDED_PEG[0], pain: 2, answeredAt: '2026-02-08T20:00:00.000Z' },
        SEEDED_PEG[0],
        { ...SEEDED_PEG[0], pain: 1, answeredAt: '2026-02-03T08:00:00.000Z' },
      ]),
    );
    expect(response.json().imported.pegCheckins).toBe(1);
    expect(response.json().skipped.pegCheckins).toBe(2);
    expect((await checkinsOf(dave)).map((c) => [c.week, c.pain, c.answeredAt])).toEqual([
      ['2026-W06', 2, '2026-02-08T20:00:00.000Z'],
    ]);
  });

  it('imports a file made before the weekly check-in', async () => {
    const erin = await freshAccount();
    const { pegCheckins: _, ...older } = structuredClone(aliceFile);
    const response = await importAs(erin, older);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imported.pegCheckins).toBe(0);
    expect(await rowCount(t, 'peg_checkins', erin.user.id)).toBe(0);
  });

  const first = SEEDED_PEG[0] as ExportPegCheckin;
  it.each<[string, unknown, string]>([
    [
      'pain above 10',
      [{ ...first, pain: 11 }],
      'pegCheckins.0.pain: Average pain must be a number from 0 to 10',
    ],
    [
      'a fraction for enjoyment',
      [first, { ...SEEDED_PEG[1], enjoyment: 2.5 }],
      'pegCheckins.1.enjoyment: Interference with enjoyment of life must be a whole number from 0 to 10',
    ],
    [
      'activity as text',
      [{ ...first, activity: '3' }],
      'pegCheckins.0.activity: Interference with general activity must be a number from 0 to 10',
    ],
    [
      'a week 54',
      [{ ...first, week: '2026-W54' }],
      'pegCheckins.0.week: Week must be an ISO week such as 2026-W48',
    ],
    [
      'no week',
      [{ pain: 1, enjoyment: 1, activity: 1, answeredAt: first.answeredAt }],
      'pegCheckins.0.week: Week must be an ISO week such as 2026-W48',
    ],
    [
      'an answer time that is not a date-time',
      [{ ...first, answeredAt: 'Sunday evening' }],
      'pegCheckins.0.answeredAt: answeredAt must be an ISO date-time',
    ],
    [
      // Monday 16 February had begun nowhere at 09:59 UTC on the 15th (UTC+14 is 23:59).
      'a week answered before it began',
      [{ ...first, week: '2026-W08', answeredAt: '2026-02-15T09:59:59.999Z' }],
      'pegCheckins.0.week: Week must not begin after answeredAt',
    ],
    [
      'check-ins that are not a list',
      { '2026-W06': first },
      'pegCheckins: pegCheckins must be a list',
    ],
  ])(
    'answers 400 naming the field for %s, storing nothing',
    async (_name, pegCheckins, message) => {
      const frank = await freshAccount();
      const before = await rowCounts(t);
      const response = await importAs(frank, { ...structuredClone(aliceFile), pegCheckins });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await rowCounts(t)).toEqual(before);
    },
  );

  it('takes a week as soon as it has begun somewhere', async () => {
    const gina = await freshAccount();
    // 10:00 UTC on Sunday 15 February is midnight of Monday 16 February in UTC+14.
    const response = await importAs(
      gina,
      withCheckins([{ ...first, week: '2026-W08', answeredAt: '2026-02-15T10:00:00.000Z' }]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await checkinsOf(gina)).map((c) => c.week)).toEqual(['2026-W08']);
  });
});
