import net from 'node:net';

/** An HTTP answer as received: status, the head as sent (status line and headers), headers lower-cased, body. */
export interface RawAnswer {
  status: number;
  raw: string;
  headers: Record<string, string>;
  body: Buffer;
  /** From connecting to the connection's end. */
  ms: number;
}

/**
 * One request on its own connection to 127.0.0.1, exactly as written (no client normalises the path or the
 * headers), and the answer as received. Throws when a header comes twice.
 */
export function sendRaw(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const raw = all.subarray(0, end === -1 ? all.length : end).toString('latin1');
      const [statusLine = '', ...lines] = raw.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        if (name in headers) return reject(new Error(`header ${name} sent twice`));
        headers[name] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const body = end === -1 ? Buffer.alloc(0) : all.subarray(end + 4);
      resolve({ status, raw, headers, body, ms: performance.now() - started });
    });
  });
}
