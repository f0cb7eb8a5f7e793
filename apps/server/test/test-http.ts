import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestHttpServer {
  /** The server's base URL, without a trailing slash. */
  url: string;
  /** Every request received, in order. */
  requests: URL[];
  close(): Promise<void>;
}

/** A loopback HTTP server that stands in for a provider (JWKS host, Graph API, SMS gateway). */
export async function startTestHttpServer(
  handle: (url: URL, req: IncomingMessage, res: ServerResponse) => void,
): Promise<TestHttpServer> {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    handle(url, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * What a browser adds to the site's own fetch: state-changing GETs that take the session from the
 * cookies are refused without it (see the security plugin).
 */
export const SITE_FETCH_HEADERS = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
} as const;
