import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { verify } from '@node-rs/argon2';
import postgres from 'postgres';

/**
 * A ceiling for a login served on the machine's cores: node:http doing the work every e-mail
 * login must do and nothing else. It reads the account by its address, verifies the password
 * with argon2id (the same library, on the same libuv threads, against the same stored hashes),
 * writes the new session's token hashes and sends them as JSON: one prepared read, one hash, one
 * prepared insert, through postgres.js with the portal's pool of 10. No framework, no validation,
 * no guard, no cookies. What it cannot reach, no server that logs in this way can on this machine.
 */
const [port, databaseUrl] = process.argv.slice(2);
const sql = postgres(databaseUrl, { max: 10, prepare: true });
const DAY_MS = 24 * 60 * 60 * 1000;
const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

async function login(body) {
  const { userName, password } = JSON.parse(body);
  const [user] = await sql`
    SELECT user_id, password_hash, nickname FROM users WHERE email = ${userName}`;
  if (!user || !(await verify(user.password_hash, password))) {
    return { code: 4001, msg: 'Login failed' };
  }
  const h5Token = newToken();
  const sdkToken = newToken();
  await sql`
    INSERT INTO sessions (h5_token_hash, sdk_token_hash, user_id, platform, expires_at)
    VALUES (${sha256(h5Token)}, ${sha256(sdkToken)}, ${user.user_id}, 'EMAIL',
            ${new Date(Date.now() + DAY_MS)})`;
  const data = { userId: user.user_id, nickname: user.nickname, h5Token, sdkToken };
  return { code: 200, msg: 'success', data };
}

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const envelope = await login(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(envelope));
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
