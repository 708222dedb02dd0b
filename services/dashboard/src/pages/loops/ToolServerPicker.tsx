import { ErrorMessage } from '../../ui/ErrorMessage';
import { BUILT_IN_TOOL_SERVERS, useRegisteredToolServers } from './tool-servers';

/** Checkboxes for every built-in tool server and the team's registered ones. */
export function ToolServerPicker({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const servers = useRegisteredToolServers();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const options: Array<[string, string]> = [
    ...Object.entries(BUILT_IN_TOOL_SERVERS).map(([id, label]): [string, string] => [
      id,
      `${label} (built-in)`,
    ]),
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
