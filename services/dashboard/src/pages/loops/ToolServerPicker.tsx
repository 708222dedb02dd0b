import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';

/** The built-in tool servers the API accepts in a loop's mcp_servers. */
export const BUILT_IN_TOOL_SERVERS = [
  ['http', 'HTTP client'],
  ['model-catalog', 'Model catalog'],
] as const;

/** Checkboxes for the team's registered tool servers and the built-in ones. */
export function ToolServerPicker({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const servers = useQuery({
    queryKey: ['mcp-servers', 'all'],
    queryFn: async () =>
      unwrap(await api.GET('/v1/mcp-servers', { params: { query: { per_page: 100 } } })).data,
  });
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const options: Array<[string, string]> = [
    ...BUILT_IN_TOOL_SERVERS.map(([id, label]): [string, string] => [id, `${label} (built-in)`]),
    ...(servers.data ?? []).map((s): [string, string] => [s.id, `${s.name} (${s.transport})`]),
  ];
  return (
    <fieldset className="headers">
      <legend>Tool servers</legend>
      <ErrorMessage error={servers.error} />
      {options.map(([id, label]) => (
        <label key={id} className="inline">
          <input
            type="checkbox"
            checked={value.includes(id)}
            onChange={(e) => toggle(id, e.target.checked)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
