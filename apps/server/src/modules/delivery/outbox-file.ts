import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * The development outbox as a JSON-lines file beside the data: while the server runs it holds
 * the embedded database, so this file is what another process (`npm run outbox`) can read.
 */
export const OUTBOX_FILE = 'outbox.jsonl';

export const outboxEntrySchema = z.object({
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxPath = (dataDir: string) => path.join(dataDir, OUTBOX_FILE);

export async function appendOutboxLine(dataDir: string, entry: OutboxEntry): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await appendFile(outboxPath(dataDir), `${JSON.stringify(entry)}\n`, 'utf8');
}

/** The latest entries, oldest first, optionally only those whose recipient contains `recipient`. */
export async function readOutbox(
  dataDir: string,
  options: { recipient?: string | undefined; limit: number },
): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(outboxPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const wanted = options.recipient?.trim().toLowerCase();
  const entries: OutboxEntry[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      // A line cut short by a crash mid-write is skipped; the others are still worth showing.
      continue;
    }
    const entry = outboxEntrySchema.safeParse(parsed);
    if (!entry.success) continue;
    if (wanted && !entry.data.recipient.toLowerCase().includes(wanted)) continue;
    entries.push(entry.data);
  }
  return entries.slice(-options.limit);
}
