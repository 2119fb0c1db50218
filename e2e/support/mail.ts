import type { Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { expect } from './fixtures';

/** The mails the local SMTP server (started by e2e/support/serve.mjs) caught. */
const MAIL_URL = `http://127.0.0.1:${Number(new URL(BASE_URL).port) + 2}/mails`;

export interface CaughtMail {
  subject: string;
  text: string;
}

/** Waits until `count` mails reached `to`, then gives them oldest first. */
export async function mailsTo(page: Page, to: string, count: number): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(`${MAIL_URL}?to=${encodeURIComponent(to)}`);
      mails = (await response.json()) as CaughtMail[];
      return mails.length;
    })
    .toBe(count);
  return mails;
}
