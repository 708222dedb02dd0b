import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ms } from '../../ui/format';

/**
 * "Test": connects to the server through the API and lists its tools with the MCP revision it was
 * reached with, or says why not.
 */
export function ToolServerTest({ id }: { id: string }) {
  const test = useMutation({
    mutationFn: async () =>
      unwrap(await api.POST('/v1/mcp-servers/{id}/test', { params: { path: { id } } })).data,
  });
  const result = test.data;
  return (
    <div className="test-result">
      <button
        type="button"
        className="secondary"
        onClick={() => test.mutate()}
        disabled={test.isPending}
      >
        {test.isPending ? 'Testing…' : 'Test'}
      </button>
      <ErrorMessage error={test.error} />
      {result && (
        <div role="status">
          {result.ok ? (
            <p>
              <span className="badge ok">reachable</span> in {ms(result.latency_ms)}
              {result.protocol_version && (
                <>
                  {' '}
                  over MCP <code>{result.protocol_version}</code>
                </>
              )}
              : {result.tools.length} tool(s)
            </p>
          ) : (
            <p className="error">Could not use the server: {result.error}</p>
          )}
          {result.tools.length > 0 && (
            <ul>
              {result.tools.map((tool) => (
                <li key={tool.name}>
                  <code>{tool.name}</code> {tool.description && `— ${tool.description}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
