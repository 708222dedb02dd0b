import type { ApiResponse } from '../http/api-request.js';
import { isTerminalEvent } from '@switchboard/contracts/execution-event';
import type { Execution } from '@switchboard/contracts/execution';
import type { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import type { Scope } from '@switchboard/store/port';
import type { ExecutionEventFeed } from './event-feed.js';
import type { EventSource, ExecutionEventReaders } from './event-readers.js';
import { pingTo, streamEvents } from './event-stream.js';
import type { ExecutionService } from './execution.service.js';

/** Heartbeat comments on idle streams, so proxies keep them open (most close after 30-60 s). */
export const EVENT_STREAM_PING_MS = 15_000;

export interface ExecutionWatchDeps {
  executions: ExecutionService;
  events: ExecutionEventLog;
  feed: ExecutionEventFeed;
  /** The shared readers of this process's streams (pinging every EVENT_STREAM_PING_MS). */
  readers: ExecutionEventReaders;
}

/** Watching executions as they run: their event stream, and waiting for their end. */
export class ExecutionWatch {
  constructor(private readonly deps: ExecutionWatchDeps) {}

  /**
   * Answers with the execution's events after `afterSeq` as Server-Sent Events until it ends.
   * An unknown execution (or another team's) is a 404 before anything is streamed. The streams of
   * one execution share its reader: the first looks the execution up (and records a missing end),
   * the others, arriving meanwhile or later, join without a lookup of their own.
   */
  async stream(res: ApiResponse, scope: Scope, id: string, afterSeq: number): Promise<void> {
    const { executions, events, feed, readers } = this.deps;
    const open = async (): Promise<EventSource> => {
      await executions.recordEndIfMissing(await executions.find(scope, id));
      return {
        read: (after, limit) => events.after(scope, id, after, limit),
        onIdle: async () => executions.recordEndIfMissing(await executions.find(scope, id)),
      };
    };
    const team = 'teamId' in scope ? scope.teamId : '*';
    const reader = await readers.join(`${team}/${id}`, open, pingTo(res));
    await streamEvents(res, { executionId: id, afterSeq, reader, feed });
  }

  /** The execution once it has ended, or as it is after `seconds`, whichever comes first. */
  async waitForEnd(scope: Scope, id: string, seconds: number): Promise<Execution> {
    const { executions, events, feed } = this.deps;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), seconds * 1000);
    const signal = AbortSignal.any([deadline.signal, feed.closed]);
    try {
      for (;;) {
        const last = await events.last(scope, id);
        if (signal.aborted || (last && isTerminalEvent(last.type))) break;
        await feed.waitFor(id, (last?.seq ?? 0) + 1, signal);
      }
    } finally {
      clearTimeout(timer);
    }
    return executions.get(scope, id);
  }
}
