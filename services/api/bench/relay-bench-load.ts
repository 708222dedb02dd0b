/** Load generation for the relay benchmark: keep-alive POSTs, closed and paced conversations. */
import { readFileSync } from 'node:fs';
import { request, type Agent, type IncomingMessage } from 'node:http';

export interface Posted {
  status: number;
  body: unknown;
  ms: number;
}

/** One JSON POST on a keep-alive agent, timed from write to the last byte of the answer. */
export function post(
  agent: Agent,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Posted> {
  const payload = Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          ...headers,
        },
      },
      (res) => {
        readText(res).then((text) => {
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as unknown) : null,
            ms: performance.now() - started,
          });
        }, reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A request's or response's whole body as UTF-8 text. */
export function readText(stream: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

export interface Sample {
  e2eMs: number;
  /** The backend time the service measured (api runs only). */
  backendMs?: number;
  ok: boolean;
}

export type Send = (conversation: number, turn: number) => Promise<Sample>;

/**
 * Saturation: `concurrency` conversations, each sending its share of `total` messages back to
 * back (no think time). Gives throughput; latency here is mostly queueing.
 */
export async function runClosed(
  concurrency: number,
  total: number,
  send: Send,
): Promise<{ samples: Sample[]; seconds: number }> {
  const perConversation = Math.max(1, Math.round(total / concurrency));
  const samples: Sample[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, conversation) => {
      for (let turn = 0; turn < perConversation; turn += 1) {
        samples.push(await send(conversation, turn));
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/**
 * Paced: `concurrency` conversations share an offered rate of `ratePerSecond` messages, each
 * sending its next message on a fixed schedule (or as soon as its previous reply arrives, if
 * later), like users with think time. Latency here is the service's own, not queueing.
 */
export async function runPaced(
  concurrency: number,
  ratePerSecond: number,
  total: number,
  send: Send,
): Promise<Sample[]> {
  const perConversation = Math.max(1, Math.round(total / concurrency));
  const intervalMs = (concurrency * 1000) / ratePerSecond;
  const samples: Sample[] = [];
  const started = performance.now();
  const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));
  await Promise.all(
    Array.from({ length: concurrency }, async (_, conversation) => {
      // Conversations start spread over one interval so arrivals are even.
      const offset = (conversation * intervalMs) / concurrency;
      for (let turn = 0; turn < perConversation; turn += 1) {
        await wait(started + offset + turn * intervalMs - performance.now());
        samples.push(await send(conversation, turn));
      }
    }),
  );
  return samples;
}

/** The `p`th percentile (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * CPU time (user + system, ms) a process has used, from /proc: steadier than wall time on a
 * shared machine. NaN where /proc is not available.
 */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}
