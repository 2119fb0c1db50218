import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '@core/calendar';
import type {
  ParticipantDataView,
  ResearchContribution,
  ResearchParticipation,
} from '@core/research/types';
import { countAuditRows } from '../../test-support/admin-data';
import type { TestApp } from '../../test-support/test-app';
import {
  backdate,
  createResearchApp,
  createStudy,
  download,
  eligibleUser,
  enrol,
  logDoses,
  records,
  today,
  type Who,
} from '../../test-support/research';

let t: TestApp;
let admin: Who;
let call: Awaited<ReturnType<typeof createResearchApp>>['call'];
beforeAll(async () => {
  ({ t, admin, call } = await createResearchApp());
});
afterAll(() => t.close());

/** Enrolled 10 days ago, with entries on each of those days and today. */
async function participant(study: Parameters<typeof enrol>[2], extra = {}) {
  const who = await eligibleUser(t, 30, {
    notes: 'secret note about my neighbour',
    journalEntry: 'private journal words',
    customTags: ['zebra-rare-tag'],
    symptoms: ['fatigue'],
  });
  const p = await enrol(t, who, study, extra);
  await backdate(t, p.id, 10);
  return { who, p };
}

describe('the dataset download', () => {
  it('uses stable pseudonyms per study, different across studies, with consistent date shifts', async () => {
    const first = await createStudy(t, admin);
    const second = await createStudy(t, admin);
    const a = await participant(first);
    const b = await participant(first);
    const inSecond = await enrol(t, a.who, second);
    await backdate(t, inSecond.id, 10);

    const one = await records(t, admin, first.id);
    const again = await records(t, admin, first.id);
    expect(again).toEqual(one);
    const ids = [...new Set(one.map((r) => r.participant_id as string))];
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^P-[0-9A-F]{10}$/);
    const otherIds = new Set((await records(t, admin, second.id)).map((r) => r.participant_id));
    expect(otherIds.size).toBe(1);
    for (const id of ids) expect(otherIds.has(id)).toBe(false);

    // 11 days each (enrolment day to today), every date moved by one offset per person.
    const realDays = Array.from({ length: 11 }, (_v, i) => addDays(today(), -10 + i));
    for (const id of ids) {
      const dates = one
        .filter((r) => r.participant_id === id)
        .map((r) => r.date as string)
        .sort();
      expect(dates).toHaveLength(11);
      const shifts = dates.map((d, i) => dayNumber(d)! - dayNumber(realDays[i]!)!);
      expect(new Set(shifts).size).toBe(1);
      expect(Math.abs(shifts[0]!)).toBeGreaterThanOrEqual(1);
      expect(Math.abs(shifts[0]!)).toBeLessThanOrEqual(365);
    }
    expect(b.p.id).not.toBe(a.p.id);
  });

  it('never holds free text, names, e-mails or a rare tag, in CSV or JSON', async () => {
    const study = await createStudy(t, admin);
    const { who } = await participant(study, { categories: ['symptoms', 'medications'] });
    await logDoses(t, who.user.id, [addDays(today(), -2)]);
    for (const format of ['csv', 'json'] as const) {
      const body = (await download(t, admin, study.id, format)).body;
      for (const secret of [
        'secret note',
        'private journal',
        'zebra-rare-tag',
        'Secretmed',
        'dose note',
        who.email,
        'Robin',
      ]) {
        expect(body).not.toContain(secret);
      }
    }
    const csv = await download(t, admin, study.id, 'csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="cairn-study-${study.id.slice(0, 8)}-${today()}.csv"`,
    );
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('has no medication columns or values for someone who refused medication sharing', async () => {
    const study = await createStudy(t, admin);
    const { who } = await participant(study, { categories: ['medications'] });
    await logDoses(t, who.user.id, [addDays(today(), -1), addDays(today(), -2)]);
    const withMeds = await records(t, admin, study.id);
    expect(Object.keys(withMeds[0]!).some((key) => key.startsWith('med'))).toBe(true);

    const prefs = (await call(who, 'GET', '/api/data-sharing-preferences')).json();
    await call(who, 'PUT', '/api/data-sharing-preferences', {
      ...prefs,
      allowMedicationSharing: false,
    });
    const response = await download(t, admin, study.id, 'json');
    const json = response.json() as { columns: string[]; records: Record<string, unknown>[] };
    expect(json.columns.some((c) => c.startsWith('med'))).toBe(false);
    for (const record of json.records) {
      expect(Object.keys(record).some((key) => key.startsWith('med'))).toBe(false);
    }
    expect((await download(t, admin, study.id, 'csv')).body).not.toContain('nsaid');
  });

  it('keeps a withdrawn participant who chose keep, up to the withdrawal, and drops one who chose remove', async () => {
    const study = await createStudy(t, admin);
    const keeper = await participant(study);
    const remover = await participant(study);
    const ids = async () =>
      new Set((await records(t, admin, study.id)).map((r) => r.participant_id));
    const keeperId = (
      (
        await call(keeper.who, 'GET', `/api/research-participation/${keeper.p.id}/data`)
      ).json() as ParticipantDataView
    ).pseudonym;
    expect((await ids()).size).toBe(2);
    await call(keeper.who, 'POST', `/api/research-participation/${keeper.p.id}/withdraw`, {
      dataChoice: 'keep',
    });
    await call(remover.who, 'POST', `/api/research-participation/${remover.p.id}/withdraw`, {
      dataChoice: 'remove',
    });
    expect([...(await ids())]).toEqual([keeperId]);
    const view = (
      await call(remover.who, 'GET', `/api/research-participation/${remover.p.id}/data`)
    ).json();
    expect(view).toMatchObject({ totalRows: 0, daily: { rows: [] } });
  });

  it('writes an audit row for each download, with counts only', async () => {
    const study = await createStudy(t, admin);
    await participant(study);
    const before = await countAuditRows(t.database.db);
    await download(t, admin, study.id, 'json');
    expect(await countAuditRows(t.database.db)).toBe(before + 1);
    const row = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', study.id)
      .where('action', '=', 'research_dataset.download')
      .executeTakeFirstOrThrow();
    const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
    expect(details).toEqual({ format: 'json', participants: 1, rows: 11 });
    expect(row.target_type).toBe('research_study');
  });

  it('refuses an unknown format or query with 400 and writes no audit row', async () => {
    const study = await createStudy(t, admin);
    const before = await countAuditRows(t.database.db);
    for (const query of ['format=xml', 'format=csv&extra=1']) {
      const response = await call(
        admin,
        'GET',
        `/api/admin/research-studies/${study.id}/dataset?${query}`,
      );
      expect(response.statusCode).toBe(400);
    }
    expect(await countAuditRows(t.database.db)).toBe(before);
  });

  it('leaves out a deleted account from the next download', async () => {
    const study = await createStudy(t, admin);
    const leaving = await participant(study);
    await participant(study);
    expect(new Set((await records(t, admin, study.id)).map((r) => r.participant_id)).size).toBe(2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: leaving.who.cookie },
      payload: { password: leaving.who.password },
    });
    expect(removed.statusCode).toBe(204);
    expect(new Set((await records(t, admin, study.id)).map((r) => r.participant_id)).size).toBe(1);
  });

  it('anonymized studies have day numbers from enrolment and no dates', async () => {
    const study = await createStudy(t, admin, { privacyLevel: 'anonymized' });
    await participant(study);
    const rows = await records(t, admin, study.id);
    expect(rows.map((r) => r.day).sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 11 }, (_v, i) => i),
    );
    expect(rows.every((r) => !('date' in r))).toBe(true);
  });

  it('identifiable studies carry name and e-mail, only with the extra consent', async () => {
    const study = await createStudy(t, admin, { privacyLevel: 'identifiable' });
    expect(study.consent.statements.at(-1)).toMatch(/name and e-mail/);
    expect(study.consentStatements).toHaveLength(2);
    const { who } = await participant(study);
    const rows = await records(t, admin, study.id);
    expect(rows[0]).toMatchObject({
      name: 'Robin Ashe',
      email: who.email,
      date: expect.any(String),
    });
  });
});

describe('View Data and contribution', () => {
  it('shows the participant their own rows from the same dataset, newest first', async () => {
    const study = await createStudy(t, admin);
    const { who, p } = await participant(study);
    await participant(study);
    const view = (
      await call(who, 'GET', `/api/research-participation/${p.id}/data`)
    ).json() as ParticipantDataView;
    expect(view.privacyLevel).toBe('pseudonymized');
    expect(view.pseudonym).toMatch(/^P-/);
    expect(view.totalRows).toBe(11);
    expect(view.daily.rows).toHaveLength(11);
    const dateIndex = view.daily.columns.indexOf('date');
    const dates = view.daily.rows.map((row) => row[dateIndex] as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(view.daily.rows.every((row) => row[0] === view.pseudonym)).toBe(true);
    const all = await records(t, admin, study.id);
    expect(all.filter((r) => r.participant_id === view.pseudonym)).toHaveLength(11);
  });

  it('counts real contributions inside the window, for shared categories only', async () => {
    const study = await createStudy(t, admin);
    const { who, p } = await participant(study, { categories: ['symptoms', 'medications'] });
    await logDoses(t, who.user.id, [addDays(today(), -3), addDays(today(), -20)]);
    const [mine] = (
      await call(who, 'GET', '/api/research-participation')
    ).json() as ResearchParticipation[];
    expect(mine!.id).toBe(p.id);
    // 11 entries (enrolment day to today) with one symptom each; one dose inside the window.
    expect(mine!.dataContributed).toEqual({
      painEntries: 11,
      symptomsReported: 11,
      medicationRecords: 1,
      biometricDataPoints: 0,
    });
    expect(mine!.nextSubmission).toBe(addDays(today(), 1));
    const contribution = (
      await call(who, 'GET', '/api/research-contribution')
    ).json() as ResearchContribution;
    expect(contribution.totalDataPointsContributed).toBe(23);
    expect(contribution.totalStudiesParticipated).toBe(1);
    expect(contribution.monthly.reduce((n, m) => n + m.dataPoints, 0)).toBe(23);
    expect(contribution.contributionStreak).toBeGreaterThanOrEqual(1);
  });
});
