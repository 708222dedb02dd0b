import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from './session';

/**
 * Follows `GET /v1/executions/{id}/events` (Server-Sent Events) while `live`, refetching the
 * execution on every event. Read with fetch, not EventSource, so the key goes in the
 * Authorization header and never in the URL. The caller keeps polling as a fallback.
 */
export function useExecutionEvents(id: string, live: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return;
    const controller = new AbortController();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['execution', id] });
    void (async () => {
      const res = await fetch(`/v1/executions/${encodeURIComponent(id)}/events`, {
        headers: { Authorization: `Bearer ${session.key() ?? ''}`, Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) return;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        const events = buffered.split('\n\n');
        buffered = events.pop() ?? '';
        if (events.some((block) => block.split('\n').some((line) => line.startsWith('data:'))))
          refresh();
      }
      refresh();
    })().catch(() => undefined);
    return () => controller.abort();
  }, [id, live, queryClient]);
}
