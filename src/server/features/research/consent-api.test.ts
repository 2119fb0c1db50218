import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import type { AdminResearchStudy, ResearchParticipation } from '@core/research/types';
import type { TestApp } from '../../test-support/test-app';
import {
  backdate,
  consentFor,
  createResearchApp,
  createStudy,
  eligibleUser,
  enrol,
  records,
  researchCounts,
  studyPayload,
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

describe('consent versions', () => {
  it('a changed consent text is version 2; active participants must consent again', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    const p = await enrol(t, who, study);
    await backdate(t, p.id, 10);
    const late = await eligibleUser(t);

    // Editing without touching the consent keeps version 1.
    const same = await call(
      admin,
      'PUT',
      `/api/admin/research-studies/${study.id}`,
      studyPayload({ title: 'Renamed' }),
    );
    expect(same.statusCode).toBe(200);
    expect((same.json() as AdminResearchStudy).consent.version).toBe(1);

    const changed = await call(
      admin,
      'PUT',
      `/api/admin/research-studies/${study.id}`,
      studyPayload({ consentText: 'A new consent text.' }),
    );
    const v2 = changed.json() as AdminResearchStudy;
    expect(v2.consent.version).toBe(2);
    expect(v2.counts.needsReconsent).toBe(1);
    // The change is dated three days ago, so the last two days are after it.
    await t.database.db
      .updateTable('research_consent_versions')
      .set({ published_at: new Date(Date.now() - 3 * 86_400_000).toISOString() })
      .where('study_id', '=', study.id)
      .where('version', '=', 2)
      .execute();

    const [mine] = (
      await call(who, 'GET', '/api/research-participation')
    ).json() as ResearchParticipation[];
    expect(mine).toMatchObject({
      consentVersion: 1,
      currentConsentVersion: 2,
      needsReconsent: true,
    });
    const dates = (await records(t, admin, study.id)).length;
    expect(dates).toBe(8); // enrolment day (10 days ago) to the change day (3 days ago)

    // Enrolling with the old version is a 409 for someone new.
    const stale = await call(
      late,
      'POST',
      `/api/research-studies/${study.id}/enroll`,
      consentFor(study),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The consent for this study has changed. Read it again before you enrol.',
    );

    // Consenting again needs the new version and every statement.
    const before = await researchCounts(t);
    const old = await call(
      who,
      'POST',
      `/api/research-participation/${p.id}/consent`,
      consentFor(study),
    );
    expect(old.statusCode).toBe(409);
    const partial = await call(who, 'POST', `/api/research-participation/${p.id}/consent`, {
      consentVersion: 2,
      acceptedStatements: [1],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('acceptedStatements: Tick every statement to enrol');
    const bad = await call(who, 'POST', `/api/research-participation/${p.id}/consent`, {
      consentVersion: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^acceptedStatements: /);
    expect(await researchCounts(t)).toEqual(before);

    const ok = await call(
      who,
      'POST',
      `/api/research-participation/${p.id}/consent`,
      consentFor(v2),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ consentVersion: 2, needsReconsent: false });
    expect((await researchCounts(t)).consents).toBe(before.consents + 1);
    expect((await records(t, admin, study.id)).length).toBe(11);
  });

  it('changing the statements or the privacy level to identifiable publishes a new version', async () => {
    const study = await createStudy(t, admin);
    const put = (body: object) =>
      call(admin, 'PUT', `/api/admin/research-studies/${study.id}`, studyPayload(body));
    const statements = (
      await put({ consentStatements: ['Only this'] })
    ).json() as AdminResearchStudy;
    expect(statements.consent).toMatchObject({ version: 2, statements: ['Only this'] });
    const identifiable = (
      await put({ consentStatements: ['Only this'], privacyLevel: 'identifiable' })
    ).json();
    expect(identifiable.consent.version).toBe(3);
    expect(identifiable.consent.statements).toHaveLength(2);
    expect(identifiable.consentStatements).toEqual(['Only this']);
  });
});

describe('admin studies', () => {
  it('creates, lists, completes (final) and audits', async () => {
    const study = await createStudy(t, admin);
    expect(study).toMatchObject({
      phase: 'recruiting',
      enrolmentProgress: 0,
      consentText: expect.any(String),
    });
    expect(JSON.stringify(study)).not.toMatch(/salt/);
    const who = await eligibleUser(t);
    await enrol(t, who, study);
    const list = (
      await call(admin, 'GET', '/api/admin/research-studies')
    ).json() as AdminResearchStudy[];
    expect(list[0]!.id).toBe(study.id);
    expect(list[0]!.enrolmentProgress).toBe(1);
    const done = await call(admin, 'POST', `/api/admin/research-studies/${study.id}/phase`, {
      phase: 'completed',
    });
    expect(done.json()).toMatchObject({ phase: 'completed', counts: { active: 0, completed: 1 } });
    const [mine] = (
      await call(who, 'GET', '/api/research-participation')
    ).json() as ResearchParticipation[];
    expect(mine).toMatchObject({
      status: 'completed',
      completionPercentage: 100,
      certificatesEarned: 1,
    });
    for (const [method, url, body] of [
      ['POST', `/api/admin/research-studies/${study.id}/phase`, { phase: 'recruiting' }],
      ['PUT', `/api/admin/research-studies/${study.id}`, studyPayload()],
    ] as const) {
      const refused = await call(admin, method, url, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('A completed study cannot be changed');
    }
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', study.id)
      .orderBy('created_at')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['research_study.create', 'research_study.phase']);
  });

  it('settles a study past its end date as completed on read', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    await enrol(t, who, study);
    await t.database.db
      .updateTable('research_studies')
      .set({ end_date: addDays(today(), -1), start_date: addDays(today(), -60) })
      .where('id', '=', study.id)
      .execute();
    const [mine] = (
      await call(who, 'GET', '/api/research-participation')
    ).json() as ResearchParticipation[];
    expect(mine).toMatchObject({ status: 'completed', study: { phase: 'completed' } });
  });

  it.each([
    [{ ...studyPayload(), title: '' }, 'title'],
    [{ ...studyPayload(), endDate: '2020-01-01' }, 'endDate'],
    [{ ...studyPayload(), dataRequirements: [] }, 'dataRequirements'],
    [{ ...studyPayload(), privacyLevel: 'open' }, 'privacyLevel'],
    [{ ...studyPayload(), contactInfo: { name: 'X', email: 'not-mail' } }, 'contactInfo.email'],
  ])('refuses a study %# with 400 naming %s and stores nothing', async (body, field) => {
    const before = await researchCounts(t);
    const response = await call(admin, 'POST', '/api/admin/research-studies', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await researchCounts(t)).toEqual(before);
  });

  it('refuses a bad phase with 400 and an unknown study with 404', async () => {
    const study = await createStudy(t, admin);
    const bad = await call(admin, 'POST', `/api/admin/research-studies/${study.id}/phase`, {
      phase: 'paused',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^phase: /);
    const missing = await call(
      admin,
      'GET',
      '/api/admin/research-studies/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });
});
