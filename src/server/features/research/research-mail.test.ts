import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test-support/mail-catcher';
import type { TestApp } from '../../test-support/test-app';
import {
  createResearchApp,
  createStudy,
  eligibleUser,
  enrol,
  type Who,
} from '../../test-support/research';

describe('the enrolment e-mail', () => {
  let catcher: MailCatcher;
  let t: TestApp;
  let admin: Who;
  beforeAll(async () => {
    catcher = await startMailCatcher({ refuse: ['refused@example.test'] });
    ({ t, admin } = await createResearchApp({
      smtpUrl: catcher.url,
      supportEmail: 'cairn@example.test',
    }));
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
  });

  it('tells the participant the study, contact, what is shared and how to withdraw', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t);
    await enrol(t, who, study, { categories: ['medications'] });
    const [mail] = await catcher.waitFor(1);
    expect(mail!.to).toEqual([who.email]);
    expect(mail!.subject).toBe("You're enrolled: Sleep and flare frequency");
    for (const text of [
      'Riverside University',
      'Study Office',
      'study@uni.test',
      '+1 555 0100',
      'Pain levels and locations',
      'Sleep',
      'Medication records',
      'Pseudonymized',
      'My Participation >',
      'Withdraw',
    ]) {
      expect(mail!.text).toContain(text);
    }
  });

  it('a refused mail does not fail the enrolment', async () => {
    const study = await createStudy(t, admin);
    const who = await eligibleUser(t, 30);
    await t.database.db
      .updateTable('users')
      .set({ email: 'refused@example.test' })
      .where('id', '=', who.user.id)
      .execute();
    const participation = await enrol(t, who, study);
    expect(participation.status).toBe('active');
  });
});
