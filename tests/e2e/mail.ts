/** The mails the e2e server wrote (MAIL_DROP_DIR, playwright.config.ts): the latest to an address, waited for. */
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';

interface DroppedMail {
  to: string;
  subject: string;
  text: string;
}

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return resolve(dataDir, 'mail');
}

async function mailsTo(to: string): Promise<DroppedMail[]> {
  const names = await readdir(mailDir()).catch(() => [] as string[]);
  const mails = await Promise.all(names.toSorted().map(async (name) => JSON.parse(await readFile(resolve(mailDir(), name), 'utf8')) as DroppedMail));
  return mails.filter((mail) => mail.to === to);
}

/** The path and query of the link in the latest mail to `to` (waits for it to arrive). */
export async function latestMailLink(to: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const mail = (await mailsTo(to)).at(-1);
    const match = mail ? /https?:\/\/[^\s]+/.exec(mail.text) : null;
    expect(match).not.toBeNull();
    const url = new URL(match![0]);
    link = `${url.pathname}${url.search}`;
  }).toPass({ timeout: 10_000 });
  return link;
}
