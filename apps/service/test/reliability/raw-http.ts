import net from 'node:net';

export interface RawAnswer {
  /** Everything the server wrote before it closed the connection. */
  text: string;
  status: number | undefined;
  closed: boolean;
}

/**
 * Opens a TCP connection and writes `chunks` one by one, `gapMs` apart, until the server closes the connection or
 * `giveUpMs` passes. A server that never hangs up is reported as `closed: false` rather than hanging the test.
 */
export function trickle(url: string, chunks: string[], gapMs: number, giveUpMs: number): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    let i = 0;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ text, status: m ? Number(m[1]) : undefined, closed });
    };
    const timer = setInterval(() => {
      if (i < chunks.length && socket.writable) socket.write(chunks[i++]!);
    }, gapMs);
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (d: Buffer) => (text += d.toString()));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

/** The JSON body of a raw HTTP/1.1 answer. */
export const rawBody = (text: string): any => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
