/**
 * Outgoing mail. With SMTP_URL, nodemailer sends it; without, the message (with its link)
 * is written to the server log so a self-hosted install without SMTP can still reset passwords.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      log.info({ mail: message }, `Mail to ${message.to} (no SMTP_URL set): ${message.subject}\n${message.text}`);
    },
  };
}

/** The log mailer, and each message also written to `dir` as `<time>-<uuid>.json` (end-to-end specs read them). */
export function createDropDirMailer(dir: string, log: FastifyBaseLogger): Mailer {
  const logged = createLogMailer(log);
  return {
    async send(message) {
      await logged.send(message);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${Date.now()}-${randomUUID()}.json`), JSON.stringify(message));
    },
  };
}

export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return config.mailDropDir ? createDropDirMailer(config.mailDropDir, log) : createLogMailer(log);
}
