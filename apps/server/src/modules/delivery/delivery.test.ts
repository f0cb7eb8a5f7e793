import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.js';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../../test/test-http.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp.js';
import type { Database } from '../../db/database.js';
import { outbox } from '../../db/schema.js';
import { createDelivery, type DeliveryConfig } from './delivery.js';
import { appendOutboxLine, outboxPath, readOutbox } from './outbox-file.js';

let database: Database;
let dataDir: string;
const logged: unknown[] = [];
const log = { info: (...args: unknown[]) => void logged.push(args) };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-delivery-'));
  logged.length = 0;
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const config = (overrides: Partial<DeliveryConfig> = {}): DeliveryConfig => ({
  SMTP_URL: undefined,
  MAIL_FROM: 'Playhaven <no-reply@playhaven.example>',
  SMS_WEBHOOK_URL: undefined,
  DATA_DIR: dataDir,
  ...overrides,
});

describe('e-mail over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers the mail to the SMTP server and keeps nothing in the outbox', async () => {
    const delivery = createDelivery(config({ SMTP_URL: smtp.url }), database.db, log);
    await delivery.sendEmail('Player@Example.com', 'Your code', 'Your code is 123456.');
    const mail = await smtp.mailTo('player@example.com');
    expect(mail.from).toBe('no-reply@playhaven.example');
    expect(mail.raw).toContain('Subject: Your code');
    expect(mail.raw).toContain('Your code is 123456.');
    expect(await readOutbox(dataDir, { limit: 10 })).toEqual([]);
  });

  it('fails when the SMTP server cannot be reached', async () => {
    const delivery = createDelivery(config({ SMTP_URL: 'smtp://127.0.0.1:1' }), database.db, log);
    await expect(delivery.sendEmail('a@example.com', 's', 't')).rejects.toThrow();
  });
});

describe('SMS through the webhook', () => {
  let gateway: TestHttpServer;
  let url: string;
  const requests: { method: string; type: string; body: unknown }[] = [];
  let answerStatus = 200;
  beforeAll(async () => {
    gateway = await startTestHttpServer((_url, req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        requests.push({
          method: req.method ?? '',
          type: req.headers['content-type'] ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        sendJson(res, answerStatus, { sent: true });
      });
    });
    url = `${gateway.url}/sms`;
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    requests.length = 0;
    answerStatus = 200;
  });

  it('posts {to, text} as JSON', async () => {
    const delivery = createDelivery(config({ SMS_WEBHOOK_URL: url }), database.db, log);
    await delivery.sendSms('15551234567', 'Your code is 654321.');
    expect(requests).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: { to: '15551234567', text: 'Your code is 654321.' },
      },
    ]);
    expect(await readOutbox(dataDir, { limit: 10 })).toEqual([]);
  });

  it('fails when the webhook does not answer 2xx', async () => {
    answerStatus = 502;
    const delivery = createDelivery(config({ SMS_WEBHOOK_URL: url }), database.db, log);
    await expect(delivery.sendSms('15551234567', 'x')).rejects.toThrow('502');
  });
});

describe('the development outbox', () => {
  it('keeps an unsent e-mail and SMS as a row, a line of outbox.jsonl and a log entry', async () => {
    const delivery = createDelivery(config(), database.db, log);
    await delivery.sendEmail('keep@example.com', 'Subject line', 'Mail body 111111');
    await delivery.sendSms('4915112345678', 'Sms body 222222');

    const rows = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.slice(-2)).toMatchObject([
      {
        channel: 'email',
        recipient: 'keep@example.com',
        subject: 'Subject line',
        body: 'Mail body 111111',
      },
      { channel: 'sms', recipient: '4915112345678', subject: '', body: 'Sms body 222222' },
    ]);

    const lines = (await readFile(outboxPath(dataDir), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    const [mail, sms] = lines.map((line) => JSON.parse(line) as Record<string, string>);
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'keep@example.com',
      subject: 'Subject line',
      body: 'Mail body 111111',
    });
    expect(Number.isNaN(Date.parse(mail?.createdAt ?? ''))).toBe(false);
    expect(sms).toMatchObject({
      channel: 'sms',
      recipient: '4915112345678',
      body: 'Sms body 222222',
    });
    expect(JSON.stringify(logged)).toContain('Sms body 222222');
  });

  it('reads the latest entries, filtered by recipient, skipping broken lines', async () => {
    for (let i = 1; i <= 5; i += 1) {
      await appendOutboxLine(dataDir, {
        channel: 'sms',
        recipient: i % 2 ? '15550000001' : '15550000002',
        subject: '',
        body: `message ${i}`,
        createdAt: new Date(i * 1000).toISOString(),
      });
    }
    await appendOutboxLine(dataDir, {
      channel: 'email',
      recipient: 'Someone@Example.com',
      subject: 's',
      body: 'mail',
      createdAt: new Date().toISOString(),
    });
    await appendFile(outboxPath(dataDir), '{"cut');

    const latest = await readOutbox(dataDir, { limit: 3 });
    expect(latest.map((e) => e.body)).toEqual(['message 4', 'message 5', 'mail']);
    const toOne = await readOutbox(dataDir, { recipient: '0001', limit: 10 });
    expect(toOne.map((e) => e.body)).toEqual(['message 1', 'message 3', 'message 5']);
    const byMail = await readOutbox(dataDir, { recipient: 'someone@example.COM', limit: 10 });
    expect(byMail.map((e) => e.body)).toEqual(['mail']);
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(path.join(dataDir, 'nothing'), { limit: 10 })).toEqual([]);
  });
});
