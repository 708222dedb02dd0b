import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One server-sent event as a client reads it. */
export interface ServerSentEvent {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

/**
 * Reads a `text/event-stream` response body (e.g. `fetch(...).body`) as it arrives: `next()`
 * resolves with the next event, or null once the stream has ended. Comment lines (`: ping`) are
 * counted in `comments`. For scripts, benchmarks and tests that watch an execution.
 */
export class EventStreamReader {
  private readonly queue: Array<ServerSentEvent | null> = [];
  private waiting: ((event: ServerSentEvent | null) => void) | null = null;
  private ended = false;
  /** Comment lines received so far, without the leading colon and space. */
  readonly comments: string[] = [];
  /** Called for every comment as it arrives. */
  onComment: ((comment: string) => void) | null = null;

  constructor(body: ReadableStream<Uint8Array>) {
    const parser = createParser({
      onEvent: (message: EventSourceMessage) =>
        this.push({ id: message.id, event: message.event, data: message.data }),
      onComment: (comment) => {
        this.comments.push(comment.trim());
        this.onComment?.(comment.trim());
      },
    });
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of body) parser.feed(decoder.decode(chunk, { stream: true }));
      } catch {
        // The connection was closed or aborted: the stream has ended for this reader.
      }
      this.push(null);
    })();
  }

  /** The next event, or null when the stream ended. */
  next(): Promise<ServerSentEvent | null> {
    if (this.queue.length > 0) return Promise.resolve(this.queue.shift()!);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  /** Every event until the stream ends. */
  async rest(): Promise<ServerSentEvent[]> {
    const events: ServerSentEvent[] = [];
    for (let event = await this.next(); event; event = await this.next()) events.push(event);
    return events;
  }

  private push(event: ServerSentEvent | null): void {
    if (event === null) this.ended = true;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = null;
      waiting(event);
    } else if (event !== null) this.queue.push(event);
  }
}
