import { once } from 'node:events';
import type { ApiResponse } from '../http/api-request.js';
import { isTerminalEvent, type ExecutionEvent } from '@switchboard/contracts/execution-event';
import type { ExecutionEventFeed } from './event-feed.js';
import type { EventReader } from './event-readers.js';

/** Events read from the store per query; also the most a slow reader has waiting in memory. */
const READ_BATCH = 100;

export interface EventStreamOptions {
  executionId: string;
  /** Events after this sequence number are sent (0: the whole history). */
  afterSeq: number;
  /** The execution's reader, shared with this process's other streams of it; left at the end. */
  reader: EventReader;
  feed: ExecutionEventFeed;
}

/**
 * The ping of a stream on `res`: a `: ping` comment, unless the client has not taken what was
 * sent yet (then the stream is not idle) or the answer has not started.
 */
export function pingTo(res: ApiResponse): () => void {
  return () => {
    if (res.headersSent && !res.writableNeedDrain) res.write(': ping\n\n');
  };
}

/** One event in the text/event-stream format. */
export function formatEvent(event: ExecutionEvent): string {
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Answers a request with an execution's events as Server-Sent Events: the history after
 * `afterSeq`, then each new event as it is recorded, until the terminal event (then the response
 * ends), the client goes away, or the process shuts down. Events are read from the store as the
 * client takes them: when the socket's buffer is full the stream waits for it to drain before
 * reading more, so a slow reader holds at most one batch in this process's memory. The events are
 * read through the execution's shared reader (ExecutionEventReaders), so a hundred clients of one
 * execution cost the store what one does; a client that goes away gives its place back at once.
 */
export async function streamEvents(res: ApiResponse, options: EventStreamOptions): Promise<void> {
  const { reader } = options;
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  // A client that left while the stream was being opened (its 'close' has been and gone).
  if (res.closed) gone.abort();
  const signal = AbortSignal.any([gone.signal, options.feed.closed]);
  try {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    let last = options.afterSeq;
    while (!signal.aborted) {
      const batch = await reader.read(last, READ_BATCH);
      for (const event of batch) {
        const flowing = res.write(formatEvent(event));
        last = event.seq;
        if (isTerminalEvent(event.type)) return;
        if (!flowing && !signal.aborted) await drained(res, signal);
      }
      if (batch.length < READ_BATCH)
        await options.feed.waitFor(options.executionId, last + 1, signal);
    }
  } finally {
    reader.leave();
    res.end();
  }
}

async function drained(res: ApiResponse, signal: AbortSignal): Promise<void> {
  try {
    await once(res, 'drain', { signal });
  } catch {
    // Aborted: the client went away or the process is stopping; the loop ends.
  }
}
