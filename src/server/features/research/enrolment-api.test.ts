import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResearchParticipation, ResearchStudy } from '@core/research/types';
import { registerUser, type TestApp } from '../../test-support/test-app';
import {
  createResearchApp,
  createStudy,
  consentFor,
  eligibleUser,
  enrol,
  logDays,
  researchCounts,
  SAMPLE_ID,
  type Who,
} from '../../test-support/research';

let t: TestApp;
let admin: Who;
let call: Awaited<ReturnType<typeof createResearchApp>>['call'];
beforeAll(async () => {
  ({ t, admin, call } = await createResearchApp());
});
afterAll(() => t.close());

describe('eligibility through the API', () => {
  it('needs 30 days with sleep: 29 days is not eligible, with the reason; 30 is', async () => {
    const study = await createStudy(t, admin);
    const short = await eligibleUser(t, 29);
    const enough = await eligibleUser(t, 30);

    const seen = (await call(short, 'GET', '/api/research-studies/available')).json();
    const mine = (seen as ResearchStudy[]).find((s) => s.id === study.id)!;
    expect(mine.isEligible).toBe(false);
    expect(mine.eligibilityReasons[0]).toBe('needs 30 days of entries, you have 29');
    expect(mine.participationStatus).toBe('not-enrolled');

    const refused = await call(
      short,
      'POST',
      `/api/research-studies/${study.id}/enroll`,
      consentFor(study),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Not eligible: needs 30 days of entries, you have 29');

    const ok = (await call(enough, 'GET', `/api/research-studies/${study.id}`)).json();
    expect(ok).toMatchObject({ isEligible: true, eligibilityReasons: [] });
    const participation = await enrol(t, enough, study);
    expect(participation).toMatchObject({
      studyId: study.id,
      status: 'active',
      consentVersion: 1,
      currentConsentVersion: 1,
      needsReconsent: false,
      sharedCategories: ['pain', 'sleep'],
      withdrawalChoice: null,
    });
  });

  it('counts entries with sleep, not just days: 30 days without sleep hours is not enough', async () => {
    const study = await createStudy(t, admin);
    const who = await registerUser(t.app, { timeZone: 'UTC' });
    await logDays(t, who.user.id, 30, { sleepHours: null });
    const seen = (await call(who, 'GET', `/api/research-studies/${study.id}`)).json();
    expect(seen.isEligible).toBe(false);
    expect(seen.eligibilityReasons).toEqual(['needs 30 entries with sleep hours, you have 0']);
  });

  it('a full study takes nobody new', async () => {
    const study = await createStudy(t, admin, { targetParticipants: 1 });
    await enrol(t, await eligibleUser(t), study);
    const late = await eligibleUser(t);
    const seen = (await call(late, 'GET', `/api/research-studies/${study.id}`)).json();
    expect(seen.eligibilityReasons).toContain('This study is full');
    const refused = await call(
      late,
      'POST',
      `/api/research-studies/${study.id}/enroll`,
      consentFor(study),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Not eligible: This study is full');
  });
});

describe('enrolment rules', () => {
  it('refuses a second enrolment and a study that is not recruiting with 409', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    await enrol(t, who, study);
    const again = await call(
      who,
      'POST',
      `/api/research-studies/${study.id}/enroll`,
      consentFor(study),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already enrolled in this study');

    const closed = await createStudy(t, admin);
    const other = await eligibleUser(t);
    await enrol(t, other, closed);
    await call(admin, 'POST', `/api/admin/research-studies/${closed.id}/phase`, {
      phase: 'active',
    });
    // A person who was in it sees it; enrolling again after withdrawing is not possible now.
    const list = (await call(other, 'GET', '/api/research-participation')).json();
    await call(other, 'POST', `/api/research-participation/${list[0].id}/withdraw`);
    const refused = await call(
      other,
      'POST',
      `/api/research-studies/${closed.id}/enroll`,
      consentFor(closed),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This study is not enrolling');
    // Nobody else can even see it.
    const stranger = await eligibleUser(t);
    expect((await call(stranger, 'GET', `/api/research-studies/${closed.id}`)).statusCode).toBe(
      404,
    );
  });

  it('needs every statement ticked: 400 naming acceptedStatements, nothing stored', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    const before = await researchCounts(t);
    const response = await call(who, 'POST', `/api/research-studies/${study.id}/enroll`, {
      consentVersion: 1,
      acceptedStatements: [0],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('acceptedStatements: Tick every statement to enrol');
    expect(await researchCounts(t)).toEqual(before);
  });

  it.each([
    [undefined, 'body'],
    [{}, 'consentVersion'],
    [{ consentVersion: 'one', acceptedStatements: [0, 1] }, 'consentVersion'],
    [{ consentVersion: 1, acceptedStatements: 'all' }, 'acceptedStatements'],
    [{ consentVersion: 1, acceptedStatements: [0, 1], categories: ['dreams'] }, 'categories.0'],
    [{ consentVersion: 1, acceptedStatements: [0, 1], extra: true }, 'body'],
  ])('refuses enrol body %j with 400 naming %s and stores nothing', async (body, field) => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    const before = await researchCounts(t);
    const response = await call(who, 'POST', `/api/research-studies/${study.id}/enroll`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await researchCounts(t)).toEqual(before);
  });

  it('refuses an optional category the study does not ask for with 400', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    const response = await call(who, 'POST', `/api/research-studies/${study.id}/enroll`, {
      ...consentFor(study),
      categories: ['biometrics'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^categories: /);
  });

  it('shares the optional categories chosen', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    const p = await enrol(t, who, study, { categories: ['medications'] });
    expect(p.sharedCategories.sort()).toEqual(['medications', 'pain', 'sleep']);
  });
});

describe('preferences at enrolment', () => {
  it('academic research only keeps a commercial study out', async () => {
    const study = await createStudy(t, admin, { institutionType: 'commercial' });
    const who = await eligibleUser(t);
    const prefs = (await call(who, 'GET', '/api/data-sharing-preferences')).json();
    expect(prefs.maxStudiesPerYear).toBe(2);
    const saved = await call(who, 'PUT', '/api/data-sharing-preferences', {
      ...prefs,
      restrictToAcademicResearch: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().restrictToAcademicResearch).toBe(true);
    const refused = await call(
      who,
      'POST',
      `/api/research-studies/${study.id}/enroll`,
      consentFor(study),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Not eligible: your privacy settings allow academic research only',
    );
  });

  it('stops at the maximum studies per year', async () => {
    const who = await eligibleUser(t);
    const prefs = (await call(who, 'GET', '/api/data-sharing-preferences')).json();
    await call(who, 'PUT', '/api/data-sharing-preferences', { ...prefs, maxStudiesPerYear: 1 });
    await enrol(t, who, await createStudy(t, admin));
    const second = await createStudy(t, admin);
    const refused = await call(
      who,
      'POST',
      `/api/research-studies/${second.id}/enroll`,
      consentFor(second),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^Not eligible: you have joined 1 study in the past 12 months/,
    );
  });

  it.each([
    [{}, 'allowAnonymizedSharing'],
    [{ allowAnonymizedSharing: 'yes' }, 'allowAnonymizedSharing'],
  ])('refuses preferences %j with 400 naming %s and stores nothing', async (body, field) => {
    const who = await eligibleUser(t, 0);
    const before = await researchCounts(t);
    const response = await call(who, 'PUT', '/api/data-sharing-preferences', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await researchCounts(t)).toEqual(before);
  });

  it('refuses a maximum of 0 or 13 studies a year', async () => {
    const who = await eligibleUser(t, 0);
    const prefs = (await call(who, 'GET', '/api/data-sharing-preferences')).json();
    for (const maxStudiesPerYear of [0, 13, 1.5]) {
      const response = await call(who, 'PUT', '/api/data-sharing-preferences', {
        ...prefs,
        maxStudiesPerYear,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^maxStudiesPerYear: /);
    }
  });
});

describe('authorisation', () => {
  it("answers 404 for another person's participation and for unknown or malformed ids", async () => {
    const study = await createStudy(t, admin);
    const owner = await eligibleUser(t);
    const p = await enrol(t, owner, study);
    const other = await eligibleUser(t);
    for (const [method, url, body] of [
      ['POST', `/api/research-participation/${p.id}/withdraw`, undefined],
      ['POST', `/api/research-participation/${p.id}/consent`, consentFor(study)],
      ['GET', `/api/research-participation/${p.id}/data`, undefined],
      ['GET', `/api/research-participation/${SAMPLE_ID}/data`, undefined],
      ['GET', '/api/research-participation/not-a-uuid/data', undefined],
    ] as const) {
      const response = await call(other, method, url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 404,
        body: { message: 'Participation not found' },
      });
    }
    for (const url of [`/api/research-studies/${SAMPLE_ID}`, '/api/research-studies/nope']) {
      const response = await call(other, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Study not found' });
    }
    expect((await call(other, 'GET', '/api/research-participation')).json()).toEqual([]);
    // The owner's participation is untouched.
    const mine = (
      await call(owner, 'GET', '/api/research-participation')
    ).json() as ResearchParticipation[];
    expect(mine.map((x) => x.status)).toEqual(['active']);
  });

  it('admin routes answer 403 to a user and 401 signed out, before reading input', async () => {
    const study = await createStudy(t, admin);
    const user = await eligibleUser(t, 0);
    const before = await researchCounts(t);
    for (const [method, url] of [
      ['GET', '/api/admin/research-studies'],
      ['POST', '/api/admin/research-studies'],
      ['GET', `/api/admin/research-studies/${study.id}`],
      ['PUT', `/api/admin/research-studies/${study.id}`],
      ['POST', `/api/admin/research-studies/${study.id}/phase`],
      ['GET', `/api/admin/research-studies/${study.id}/dataset?format=csv`],
    ] as const) {
      expect(
        (await call(user, method, url, method === 'GET' ? undefined : { bad: 1 })).statusCode,
      ).toBe(403);
      expect(
        (await call(null, method, url, method === 'GET' ? undefined : { bad: 1 })).statusCode,
      ).toBe(401);
    }
    expect(await researchCounts(t)).toEqual(before);
  });
});

describe('withdrawal', () => {
  it('withdraws once, recording the choice; a second withdrawal is a 409', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    const p = await enrol(t, who, study);
    const bad = await call(who, 'POST', `/api/research-participation/${p.id}/withdraw`, {
      dataChoice: 'shred',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^dataChoice: /);
    const out = await call(who, 'POST', `/api/research-participation/${p.id}/withdraw`, {
      dataChoice: 'remove',
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ status: 'withdrawn', withdrawalChoice: 'remove' });
    expect(out.json().withdrawnAt).toEqual(expect.any(String));
    const again = await call(who, 'POST', `/api/research-participation/${p.id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only an active participation can be withdrawn');
    // The study is offered again, marked withdrawn, and can be joined again.
    const available = (
      await call(who, 'GET', '/api/research-studies/available')
    ).json() as ResearchStudy[];
    expect(available.find((s) => s.id === study.id)?.participationStatus).toBe('withdrawn');
    await enrol(t, who, study);
    const list = (
      await call(who, 'GET', '/api/research-participation')
    ).json() as ResearchParticipation[];
    expect(list.map((x) => x.status)).toEqual(['active', 'withdrawn']);
  });

  it('a withdrawal without a body keeps the data', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    const p = await enrol(t, who, study);
    const out = await call(who, 'POST', `/api/research-participation/${p.id}/withdraw`);
    expect(out.json()).toMatchObject({ status: 'withdrawn', withdrawalChoice: 'keep' });
  });
});
