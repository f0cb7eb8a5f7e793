import http from 'node:http';

/** The machine's ceiling: the smallest JSON answer node:http can give. */
const body = JSON.stringify({ code: 200, msg: 'success', data: { hello: 'world' } });
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  })
  .listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\n'));
