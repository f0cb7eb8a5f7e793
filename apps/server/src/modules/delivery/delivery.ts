import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { appendOutboxLine, type OutboxEntry } from './outbox-file.js';
import { insertOutboxMessage } from './outbox-repository.js';

/** How messages leave the portal: e-mail and SMS, each through its configured channel. */
export interface Delivery {
  sendEmail(to: string, subject: string, text: string): Promise<void>;
  sendSms(to: string, text: string): Promise<void>;
}

export type DeliveryConfig = Pick<
  Config,
  'SMTP_URL' | 'MAIL_FROM' | 'SMS_WEBHOOK_URL' | 'DATA_DIR'
>;

/** A player waits on the send: a provider that does not answer by then is reported as failed. */
export const DELIVERY_TIMEOUT_MS = 5_000;

/**
 * E-mail goes over SMTP when SMTP_URL is set, SMS to the webhook when SMS_WEBHOOK_URL is set;
 * a channel without either is kept in the development outbox (table, file and log), so a code
 * can be read on a laptop with no provider at all.
 */
export function createDelivery(
  config: DeliveryConfig,
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
): Delivery {
  const keep = async (entry: Omit<OutboxEntry, 'createdAt'>) => {
    const full = { ...entry, createdAt: new Date().toISOString() };
    await insertOutboxMessage(db, full);
    await appendOutboxLine(config.DATA_DIR, full);
    log.info({ outbox: full }, `outbox: ${full.channel} to ${full.recipient}: ${full.body}`);
  };
  return {
    sendEmail: config.SMTP_URL
      ? smtpSender(config.SMTP_URL, config.MAIL_FROM)
      : (to, subject, text) => keep({ channel: 'email', recipient: to, subject, body: text }),
    sendSms: config.SMS_WEBHOOK_URL
      ? smsWebhookSender(config.SMS_WEBHOOK_URL)
      : (to, text) => keep({ channel: 'sms', recipient: to, subject: '', body: text }),
  };
}

function smtpSender(url: string, from: string): Delivery['sendEmail'] {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: DELIVERY_TIMEOUT_MS,
    greetingTimeout: DELIVERY_TIMEOUT_MS,
    socketTimeout: DELIVERY_TIMEOUT_MS,
  });
  return async (to, subject, text) => {
    await transport.sendMail({ from, to, subject, text });
  };
}

function smsWebhookSender(url: string): Delivery['sendSms'] {
  return async (to, text) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    // The answer is not used; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
  };
}
