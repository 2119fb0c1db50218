import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '@core/calendar';
import {
  PAIN_SEVERITY_LOINC,
  PEG_SCORE_LOINC,
  type FhirBundle,
  type FhirEntryObservation,
  type FhirMedicationAdministration,
  type FhirMedicationStatement,
  type FhirPegObservation,
  type FhirResource,
} from '@core/fhir';
import { BODY_SITE_CODES } from '@core/fhir/body-sites';
import { zonedDateTime } from '@core/fhir/effective-time';
import { comparable, fhirErrors } from '@core/fhir/test-support';
import type { JournalEntry } from '@core/journal';
import { isoWeek, weekStart, type PegCheckin } from '@core/peg';
import { localDate } from '@core/time-zone';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let alice: Person;
let bob: Person;
const today = localDate(new Date(), 'UTC');
const noonOf = (date: string) => `${date}T12:00:00.000Z`;

async function post(who: Person, url: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: who.cookie },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const fhir = (who: Person | null, query = '?days=30') =>
  t.app.inject({ url: `/api/export/fhir${query}`, headers: who ? { cookie: who.cookie } : {} });
const bundleFor = async (who: Person, query = '?days=30') =>
  (await fhir(who, query)).json() as FhirBundle;

let journal: JournalEntry;
let quick: JournalEntry;
const ids = {} as Record<'gabapentin' | 'naproxen' | 'oldCream' | 'bobPill', string>;
const doses = {} as Record<'taken' | 'skipped' | 'oldCreamRecent' | 'tooOld' | 'bob', string>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { firstName: 'Alice', lastName: 'Rivers', timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'UTC' });
  journal = await post(alice, '/api/journal-entries', {
    date: today,
    painLevel: 6,
    painLocations: [
      { bodyPart: 'lowerBack', intensity: 6 },
      { bodyPart: 'leftKnee', intensity: 4 },
    ],
    sleepHours: 7.5,
    sleepQuality: 5,
    moodLevel: 3,
    stressLevel: 4,
    energyLevel: 6,
    symptoms: ['Fatigue'],
    journalEntry: 'Slow morning, better afternoon.',
    notes: 'Ask about the knee.',
  });
  quick = await post(alice, '/api/journal-entries', { date: today, kind: 'quick', painLevel: 8 });
  await post(alice, '/api/journal-entries', { date: addDays(today, -40), painLevel: 2 });

  ids.gabapentin = (
    await post(alice, '/api/medications', {
      name: 'Gabapentin',
      dosage: '300 mg',
      frequency: 'three-times-daily',
      startDate: addDays(today, -60),
    })
  ).id;
  ids.naproxen = (
    await post(alice, '/api/medications', {
      name: 'Naproxen',
      dosage: '250 mg',
      frequency: 'as-needed',
    })
  ).id;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/medications/${ids.naproxen}`,
    headers: { cookie: alice.cookie },
    payload: { isActive: false },
  });
  // Ended long before the period, but a dose of it was logged in the period.
  ids.oldCream = (
    await post(alice, '/api/medications', {
      name: 'Capsaicin cream',
      dosage: 'Thin layer',
      frequency: 'as-needed',
      startDate: addDays(today, -200),
    })
  ).id;
  await t.database.db
    .updateTable('medications')
    .set({ end_date: addDays(today, -150) })
    .where('id', '=', ids.oldCream)
    .execute();

  const log = async (who: Person, payload: object) =>
    (await post(who, '/api/medications/logs', payload)).id as string;
  doses.taken = await log(alice, {
    medicationId: ids.gabapentin,
    takenAt: noonOf(addDays(today, -1)),
    notes: 'With breakfast',
  });
  await t.database.db
    .updateTable('medication_logs')
    .set({ dosage_actual: '600 mg' })
    .where('id', '=', doses.taken)
    .execute();
  doses.skipped = await log(alice, {
    medicationId: ids.gabapentin,
    takenAt: noonOf(addDays(today, -2)),
    skipped: true,
    skipReason: 'Ran out',
  });
  doses.oldCreamRecent = await log(alice, {
    medicationId: ids.oldCream,
    takenAt: noonOf(addDays(today, -5)),
  });
  doses.tooOld = await log(alice, {
    medicationId: ids.gabapentin,
    takenAt: noonOf(addDays(today, -45)),
  });

  await post(bob, '/api/journal-entries', { date: today, painLevel: 9, notes: 'Bob’s note' });
  ids.bobPill = (await post(bob, '/api/medications', { name: 'Tramadol', dosage: '50 mg' })).id;
  doses.bob = await log(bob, { medicationId: ids.bobPill, takenAt: noonOf(today) });

  // This week, a week that began two weeks ago, and one six weeks ago.
  await post(alice, '/api/peg-checkins', { pain: 6, enjoyment: 7, activity: 5 });
  await post(alice, '/api/peg-checkins', {
    pain: 8,
    enjoyment: 9,
    activity: 9,
    week: isoWeek(addDays(today, -14)),
  });
  await post(alice, '/api/peg-checkins', {
    pain: 2,
    enjoyment: 2,
    activity: 2,
    week: isoWeek(addDays(today, -42)),
  });
});
afterAll(() => t.close());

const resources = (bundle: FhirBundle) => bundle.entry.map((e) => e.resource);
const ofType = <T extends FhirResource>(bundle: FhirBundle, type: T['resourceType']) =>
  resources(bundle).filter((r): r is T => r.resourceType === type);
const byId = (bundle: FhirBundle, id: string) => resources(bundle).find((r) => r.id === id);
const entryObservations = (bundle: FhirBundle) =>
  ofType<FhirEntryObservation | FhirPegObservation>(bundle, 'Observation').filter(
    (o): o is FhirEntryObservation => !('component' in o),
  );

describe('GET /api/export/fhir', () => {
  it('needs a session', async () => {
    expect((await fhir(null)).statusCode).toBe(401);
  });

  it.each(['', '?days=0', '?days=366', '?days=x', '?days=2.5', '?includeNotes=true'])(
    'answers %s with a 400 naming days',
    async (query) => {
      const response = await fhir(alice, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^days: /);
    },
  );

  it.each([
    '?days=30&includeNotes=yes',
    '?days=30&includeNotes=1',
    '?days=30&includeNotes=',
    '?days=30&includeNotes=true&includeNotes=false',
  ])('answers %s with a 400 naming includeNotes', async (query) => {
    const response = await fhir(alice, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^includeNotes: /);
  });

  it.each(['?days=30', '?days=30&includeNotes=true', '?days=365&includeNotes=false'])(
    'is a valid FHIR R4 collection bundle (%s)',
    async (query) => {
      const response = await fhir(alice, query);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="cairn-${today}-fhir.json"`,
      );
      const bundle = response.json() as FhirBundle;
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
      expect(Number.isNaN(Date.parse(bundle.timestamp))).toBe(false);
      expect(fhirErrors(bundle)).toEqual([]);
      for (const resource of resources(bundle)) {
        expect(fhirErrors(resource), `${resource.resourceType} ${resource.id}`).toEqual([]);
      }
      for (const entry of bundle.entry) {
        expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
      }
    },
  );

  it('names the patient and gives each entry its own time', async () => {
    const bundle = await bundleFor(alice);
    expect(ofType(bundle, 'Patient')).toEqual([
      expect.objectContaining({
        id: alice.user.id,
        name: [{ use: 'usual', text: 'Alice Rivers', family: 'Rivers', given: ['Alice'] }],
        telecom: [{ system: 'email', value: alice.email }],
      }),
    ]);
    const subject = { reference: `urn:uuid:${alice.user.id}` };
    // The entry 40 days ago is outside the 30-day window.
    const heads = entryObservations(bundle).filter((o) => o.issued !== undefined);
    expect(heads.map((o) => o.id).sort()).toEqual([journal.id, quick.id].sort());
    for (const [entry, kind] of [
      [journal, 'journal-entry'],
      [quick, 'quick-log'],
    ] as const) {
      expect(byId(bundle, entry.id)).toMatchObject({
        status: 'final',
        subject,
        category: [{ coding: [{ code: 'survey' }] }, { coding: [{ code: kind }] }],
        code: { coding: [{ system: 'http://loinc.org', code: PAIN_SEVERITY_LOINC }] },
        valueInteger: entry.painLevel,
        issued: entry.createdAt,
        effectiveDateTime: zonedDateTime(entry.createdAt, 'UTC'),
      });
    }
  });

  it('gives each painful site its own Observation with its SNOMED CT code', async () => {
    const bundle = await bundleFor(alice);
    const sites = entryObservations(bundle).filter((o) => o.bodySite);
    expect(sites.map((o) => [o.bodySite?.coding?.[0]?.code, o.valueInteger])).toEqual([
      [BODY_SITE_CODES.lowerBack!.code, 6],
      [BODY_SITE_CODES.leftKnee!.code, 4],
    ]);
    const head = byId(bundle, journal.id) as FhirEntryObservation;
    for (const site of sites) {
      expect(head.hasMember).toContainEqual({ reference: `urn:uuid:${site.id}` });
    }
  });

  it('carries the journal text and notes only when asked to', async () => {
    const texts = async (query: string) =>
      entryObservations(await bundleFor(alice, query))
        .filter((o) => o.valueString !== undefined)
        .map((o) => o.valueString);
    expect(await texts('?days=30')).toEqual([]);
    expect(await texts('?days=30&includeNotes=false')).toEqual([]);
    expect(await texts('?days=30&includeNotes=true')).toEqual([
      'Slow morning, better afternoon.',
      'Ask about the knee.',
    ]);
  });

  it('holds the medications taken in the period, and those with a dose in it', async () => {
    const bundle = await bundleFor(alice, '?days=30&includeNotes=true');
    const statements = ofType<FhirMedicationStatement>(bundle, 'MedicationStatement');
    expect(statements.map((s) => s.id)).toEqual([ids.gabapentin, ids.naproxen, ids.oldCream]);
    expect(statements[0]).toMatchObject({
      status: 'active',
      medicationCodeableConcept: { text: 'Gabapentin' },
      effectivePeriod: { start: addDays(today, -60) },
      dosage: [{ text: '300 mg, three times daily' }],
      derivedFrom: [
        { reference: `urn:uuid:${doses.skipped}` },
        { reference: `urn:uuid:${doses.taken}` },
      ],
    });
    expect(statements[1]).toMatchObject({ status: 'stopped' });
    expect(statements[2]).toMatchObject({
      effectivePeriod: { start: addDays(today, -200), end: addDays(today, -150) },
    });
    // Over a year, the dose 45 days ago is there too; over 3 days, only the medications in use.
    const longer = await bundleFor(alice, '?days=365');
    expect(byId(longer, doses.tooOld)).toBeDefined();
    const shorter = await bundleFor(alice, '?days=3');
    expect(ofType(shorter, 'MedicationStatement').map((s) => s.id)).toEqual([
      ids.gabapentin,
      ids.naproxen,
    ]);
  });

  it('holds the doses of the period: taken with the dosage taken, skipped with the reason', async () => {
    const bundle = await bundleFor(alice, '?days=30&includeNotes=true');
    const administrations = ofType<FhirMedicationAdministration>(
      bundle,
      'MedicationAdministration',
    );
    expect(administrations.map((a) => a.id)).toEqual([
      doses.skipped,
      doses.taken,
      doses.oldCreamRecent,
    ]);
    expect(byId(bundle, doses.taken)).toEqual({
      resourceType: 'MedicationAdministration',
      id: doses.taken,
      status: 'completed',
      medicationCodeableConcept: { text: 'Gabapentin' },
      subject: { reference: `urn:uuid:${alice.user.id}` },
      effectiveDateTime: noonOf(addDays(today, -1)),
      dosage: { text: '600 mg' },
      note: [{ text: 'With breakfast' }],
    });
    expect(byId(bundle, doses.skipped)).toMatchObject({
      status: 'not-done',
      statusReason: [{ text: 'Ran out' }],
    });
    const withoutNotes = await bundleFor(alice);
    expect(byId(withoutNotes, doses.taken)).not.toHaveProperty('note');
  });

  it('holds the PEG check-ins of the weeks that began in the period, with their LOINC codes', async () => {
    const bundle = await bundleFor(alice);
    const peg = ofType<FhirPegObservation>(bundle, 'Observation').filter((o) => 'component' in o);
    // Six weeks ago is before the 30 days.
    expect(peg.map((o) => o.valueQuantity.value)).toEqual([8.7, 6]);
    const [earlier, latest] = peg;
    expect(latest).toMatchObject({
      status: 'final',
      subject: { reference: `urn:uuid:${alice.user.id}` },
      category: [{ coding: [{ code: 'survey' }] }],
      code: { coding: [{ system: 'http://loinc.org', code: PEG_SCORE_LOINC }] },
      valueQuantity: { value: 6, unit: '{score}', code: '{score}' },
      component: [
        { code: { coding: [{ system: 'http://loinc.org', code: '75893-8' }] }, valueInteger: 6 },
        { code: { coding: [{ system: 'http://loinc.org', code: '91145-3' }] }, valueInteger: 7 },
        { code: { coding: [{ system: 'http://loinc.org', code: '91146-1' }] }, valueInteger: 5 },
      ],
    });
    const listed = await t.app.inject({
      url: '/api/peg-checkins',
      headers: { cookie: alice.cookie },
    });
    const saved = (listed.json() as PegCheckin[]).find((c) => c.week === isoWeek(today))!;
    expect(latest!.id).toBe(saved.id);
    expect(latest!.effectiveDateTime).toBe(saved.answeredAt);
    expect(earlier!.component.map((c) => c.valueInteger)).toEqual([8, 9, 9]);
  });

  it('counts a week in when its Monday is the first day of the period, and out the day after', async () => {
    const monday = weekStart(isoWeek(addDays(today, -14)))!;
    const days = dayNumber(today)! - dayNumber(monday)! + 1;
    const pegWeeks = async (n: number) =>
      ofType<FhirPegObservation>(await bundleFor(alice, `?days=${n}`), 'Observation')
        .filter((o) => 'component' in o)
        .map((o) => o.code.text);
    expect(await pegWeeks(days)).toHaveLength(2);
    expect(await pegWeeks(days - 1)).toEqual([expect.stringContaining(isoWeek(today))]);
  });

  it('holds only the signed-in user’s data', async () => {
    const bundle = await bundleFor(bob, '?days=365&includeNotes=true');
    expect(ofType(bundle, 'Patient').map((p) => p.id)).toEqual([bob.user.id]);
    expect(entryObservations(bundle).filter((o) => o.issued !== undefined)).toHaveLength(1);
    expect(ofType(bundle, 'MedicationStatement').map((s) => s.id)).toEqual([ids.bobPill]);
    expect(ofType(bundle, 'MedicationAdministration').map((a) => a.id)).toEqual([doses.bob]);
    const text = JSON.stringify(bundle);
    expect(text).not.toContain(alice.user.id);
    for (const id of [...Object.values(ids), ...Object.values(doses)]) {
      if (id !== ids.bobPill && id !== doses.bob) expect(text).not.toContain(id);
    }
    expect(text).not.toContain('Gabapentin');
    expect(text).not.toContain('Ask about the knee');
  });
});

describe('a FHIR file brought back in', () => {
  it('imports into another account and exports again as the same record', async () => {
    const first = await bundleFor(alice, '?days=30&includeNotes=true');
    const carol = await registerUser(t.app, { timeZone: 'UTC' });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import/file',
      headers: { cookie: carol.cookie, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(first),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.body).toContain('"type":"done"');
    const second = await bundleFor(carol, '?days=30&includeNotes=true');
    // The Patient is each account's own; every other resource is the same, in the same place.
    const record = (bundle: FhirBundle) =>
      (comparable(bundle) as FhirBundle).entry.filter((e) => e.resource.resourceType !== 'Patient');
    expect(record(second)).toEqual(record(first));
  });
});
