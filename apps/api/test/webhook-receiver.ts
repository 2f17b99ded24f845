import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver for webhook tests: records every POST and answers with the next status of `statuses` (then 200). */
export async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedDelivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The server name (SNI) a TLS ClientHello asks for, or null: the record (5 bytes) holds a handshake (type 1, length 3),
 * then the client's version (2), random (32), session id, cipher suites and compression methods, then the extensions,
 * of which server_name (type 0) is a list (2) of one host name (type 1, length 2, the name).
 */
export function serverNameOf(hello: Buffer): string | null {
  if (hello[0] !== 22 || hello[5] !== 1) return null;
  let at = 5 + 4 + 2 + 32;
  at += 1 + hello[at];
  at += 2 + hello.readUInt16BE(at);
  at += 1 + hello[at];
  const end = at + 2 + hello.readUInt16BE(at);
  at += 2;
  while (at + 4 <= end) {
    const type = hello.readUInt16BE(at);
    const length = hello.readUInt16BE(at + 2);
    if (type === 0) {
      const nameLength = hello.readUInt16BE(at + 7);
      return hello.subarray(at + 9, at + 9 + nameLength).toString('ascii');
    }
    at += 4 + length;
  }
  return null;
}

/**
 * A TCP listener that reads each connection's TLS ClientHello, records the server name it asks for, and hangs up (so
 * the client's try fails): what name an https client verifies the receiver's certificate against.
 */
export async function startTlsHelloRecorder() {
  const serverNames: (string | null)[] = [];
  const server = net.createServer((socket) => {
    let hello = Buffer.alloc(0);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      hello = Buffer.concat([hello, chunk]);
      if (hello.length >= 5 && hello.length >= 5 + hello.readUInt16BE(3)) {
        serverNames.push(serverNameOf(hello));
        socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, serverNames, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits until `check` holds (polling), or fails after timeoutMs. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}
