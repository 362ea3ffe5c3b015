/**
 * Outgoing mail. With SMTP_URL, nodemailer sends it; without, the message (with its link)
 * is written to the server log so a self-hosted install without SMTP can still reset passwords.
 */
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

export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLogMailer(log);
}
