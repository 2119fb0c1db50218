import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '@core/calendar';
import {
  PAIN_SEVERITY_LOINC,
  PEG_SCORE_LOINC,
  type FhirBundle,
  type FhirPegObservation,
} from '@core/fhir';
import { isoWeek, weekStart, type PegCheckin } from '@core/peg';
import { localDate } from '@core/time-zone';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let alice: Person;
let bob: Person;
const today = localDate(new Date(), 'UTC');

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

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { firstName: 'Alice', lastName: 'Rivers', timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'UTC' });
  await post(alice, '/api/journal-entries', {
    date: today,
    painLevel: 6,
    painLocations: [
      { bodyPart: 'lowerBack', intensity: 6 },
      { bodyPart: 'leftKnee', intensity: 4 },
    ],
  });
  await post(alice, '/api/journal-entries', { date: today, kind: 'quick', painLevel: 8 });
  await post(alice, '/api/journal-entries', { date: addDays(today, -40), painLevel: 2 });
  await post(alice, '/api/medications', {
    name: 'Gabapentin',
    dosage: '300 mg',
    frequency: 'three-times-daily',
  });
  const stopped = await post(alice, '/api/medications', {
    name: 'Naproxen',
    dosage: '250 mg',
    frequency: 'as-needed',
  });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/medications/${stopped.id}`,
    headers: { cookie: alice.cookie },
    payload: { isActive: false },
  });
  await post(bob, '/api/journal-entries', { date: today, painLevel: 9 });
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

const resources = (bundle: FhirBundle, type: string) =>
  bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === type);

describe('GET /api/export/fhir', () => {
  it('needs a session', async () => {
    expect((await fhir(null)).statusCode).toBe(401);
  });

  it.each(['', '?days=0', '?days=366', '?days=x', '?days=2.5'])(
    'answers %s with a 400 naming days',
    async (query) => {
      const response = await fhir(alice, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^days: /);
    },
  );

  it('is a FHIR R4 collection bundle with the elements R4 requires', async () => {
    const response = await fhir(alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="cairn-${today}-fhir.json"`,
    );
    const bundle = response.json() as FhirBundle;
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    expect(Number.isNaN(Date.parse(bundle.timestamp))).toBe(false);
    for (const entry of bundle.entry) {
      expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
    }

    const [patient] = resources(bundle, 'Patient');
    expect(patient).toMatchObject({
      id: alice.user.id,
      name: [{ text: 'Alice Rivers', family: 'Rivers', given: ['Alice'] }],
      telecom: [{ system: 'email', value: alice.email }],
    });
    const subject = { reference: `urn:uuid:${alice.user.id}` };

    const observations = resources(bundle, 'Observation').filter(
      (o) => o.resourceType === 'Observation' && o.code.coding[0]!.code === PAIN_SEVERITY_LOINC,
    );
    // The entry 40 days ago is outside the 30-day window.
    expect(observations).toHaveLength(2);
    for (const observation of observations) {
      expect(observation).toMatchObject({
        status: 'final',
        subject,
        category: [{ coding: [{ code: 'survey' }] }],
        code: { coding: [{ system: 'http://loinc.org', code: PAIN_SEVERITY_LOINC }] },
      });
    }
    const journal = observations.find((o) => 'valueInteger' in o && o.valueInteger === 6);
    expect(journal).toMatchObject({
      effectiveDateTime: today,
      bodySite: { text: 'Lower Back, Left Knee' },
    });
    const quick = observations.find((o) => 'valueInteger' in o && o.valueInteger === 8);
    expect(quick && 'effectiveDateTime' in quick && quick.effectiveDateTime).toMatch(/T/);

    const statements = resources(bundle, 'MedicationStatement');
    expect(statements).toHaveLength(2);
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'active',
          subject,
          medicationCodeableConcept: { text: 'Gabapentin' },
          dosage: [{ text: '300 mg, three times daily' }],
        }),
        expect.objectContaining({
          status: 'stopped',
          medicationCodeableConcept: { text: 'Naproxen' },
        }),
      ]),
    );
  });

  it('holds the PEG check-ins of the weeks that began in the period, with their LOINC codes', async () => {
    const bundle = (await fhir(alice)).json() as FhirBundle;
    const peg = resources(bundle, 'Observation').filter(
      (o): o is FhirPegObservation => 'component' in o,
    );
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
      resources((await fhir(alice, `?days=${n}`)).json() as FhirBundle, 'Observation')
        .filter((o): o is FhirPegObservation => 'component' in o)
        .map((o) => o.code.text);
    expect(await pegWeeks(days)).toHaveLength(2);
    expect(await pegWeeks(days - 1)).toEqual([expect.stringContaining(isoWeek(today))]);
  });

  it('holds only the signed-in user’s data', async () => {
    const bundle = (await fhir(bob, '?days=365')).json() as FhirBundle;
    expect(resources(bundle, 'Patient')).toHaveLength(1);
    expect(resources(bundle, 'Patient')[0]!.id).toBe(bob.user.id);
    expect(resources(bundle, 'Observation')).toHaveLength(1);
    expect(resources(bundle, 'MedicationStatement')).toHaveLength(0);
    expect(JSON.stringify(bundle)).not.toContain(alice.user.id);
  });
});
