/**
 * A TCP proxy between the MongoDB driver and the test server that can lose one reply: once armed
 * with a command name, the first request carrying it is passed on to the server, and the
 * connection is cut when the server answers, so the write lands but the driver never hears back.
 */
import net from 'node:net';

export interface ReplyDropper {
  /** A copy of `uri` that goes through the proxy (a direct connection, no replica-set discovery). */
  readonly uri: string;
  /** Loses the reply to the next request that names `command` (e.g. `findAndModify`). */
  dropReplyTo(command: string): void;
  /** How many replies were lost so far. */
  readonly dropped: number;
  /** Cuts every connection and refuses new ones: the server looks gone. */
  cutOff(): void;
  close(): Promise<void>;
}

export async function startReplyDropper(uri: string): Promise<ReplyDropper> {
  const target = new URL(uri);
  const sockets = new Set<net.Socket>();
  let armed: Buffer | null = null;
  let dropped = 0;
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = net.connect(Number(target.port || 27017), target.hostname);
    sockets.add(client).add(upstream);
    let doomed = false;
    const cut = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (armed && chunk.includes(armed)) {
        armed = null;
        doomed = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!doomed) return void client.write(chunk);
      dropped += 1;
      cut();
    });
    for (const socket of [client, upstream]) {
      socket.on('error', cut);
      socket.on('close', () => {
        sockets.delete(socket);
        cut();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(uri);
  proxied.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  proxied.searchParams.delete('replicaSet');
  proxied.searchParams.set('directConnection', 'true');
  const cutOff = (): void => {
    refusing = true;
    for (const socket of sockets) socket.destroy();
  };
  return {
    uri: proxied.toString(),
    dropReplyTo(command) {
      armed = Buffer.from(`${command}\0`, 'latin1');
    },
    get dropped() {
      return dropped;
    },
    cutOff,
    async close() {
      cutOff();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
