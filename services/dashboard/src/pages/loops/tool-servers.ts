import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

export type BuiltInToolServer = components['schemas']['BuiltInToolServerInput'];

/**
 * The built-in tool servers a loop may name, keyed by the API's own list: a built-in added to the
 * API is a compile error here until it has a label.
 */
export const BUILT_IN_TOOL_SERVERS: Record<BuiltInToolServer, string> = {
  http: 'HTTP client',
  'model-catalog': 'Model catalog',
  files: 'Workspace files',
  time: 'Date and time',
};

function isBuiltIn(entry: string): entry is BuiltInToolServer {
  return Object.hasOwn(BUILT_IN_TOOL_SERVERS, entry);
}

/** The team's registered tool servers (the first 100, as the picker offers them). */
export function useRegisteredToolServers() {
  return useQuery({
    queryKey: ['mcp-servers', 'all'],
    queryFn: async () =>
      unwrap(await api.GET('/v1/mcp-servers', { params: { query: { per_page: 100 } } })).data,
  });
}

/**
 * How to call an `mcp_servers` entry (or a step's `server`): a built-in's label, a registered
 * server's name, or the id itself while the names load or when the server is gone.
 */
export function useToolServerName(): (entry: string) => string {
  const servers = useRegisteredToolServers();
  return (entry) => {
    if (isBuiltIn(entry)) return `${BUILT_IN_TOOL_SERVERS[entry]} (built-in)`;
    return servers.data?.find((server) => server.id === entry)?.name ?? entry;
  };
}
