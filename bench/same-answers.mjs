import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * A ceiling for the cached catalogue answers: node:http sending the portal's own answers (the same
 * bytes and headers, each with a request id of its own, as the portal's ready answers are sent),
 * read from the JSON file the api part wrote (`{ [path]: { headers, body } }`, body in base64).
 * What it cannot reach, no server sending these answers can on this machine.
 */
const [port, file] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, { headers, body }]) => [
    path,
    { headers, body: Buffer.from(body, 'base64') },
  ]),
);
http
  .createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      ...answer.headers,
      'x-request-id': randomUUID(),
      'content-length': answer.body.length,
    });
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
