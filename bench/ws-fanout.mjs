import http from 'node:http';
import { WebSocketServer } from 'ws';

/**
 * The machine's real-time ceiling: a bare `ws` server that sends the body of each POST
 * /broadcast, as is, to every socket it holds.
 */
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const payload = Buffer.concat(chunks).toString();
    for (const socket of sockets.clients) socket.send(payload);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sent: sockets.clients.size }));
  });
});
const sockets = new WebSocketServer({ server, perMessageDeflate: false });
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\n'));
