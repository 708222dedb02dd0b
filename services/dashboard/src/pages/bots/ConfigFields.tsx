import { CHANNEL_CONFIG_FIELDS, type ChannelType } from './channel-types';

/** The config inputs of a channel type (secrets as password fields, never autofilled). */
export function ConfigFields({
  type,
  idPrefix,
  value,
  onChange,
}: {
  type: ChannelType;
  idPrefix: string;
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
}) {
  return (
    <>
      {CHANNEL_CONFIG_FIELDS[type].map((field) => (
        <div key={field.name}>
          <label htmlFor={`${idPrefix}-${field.name}`}>{field.label}</label>
          <input
            id={`${idPrefix}-${field.name}`}
            type={field.secret ? 'password' : 'text'}
            autoComplete="off"
            value={value[field.name] ?? ''}
            onChange={(e) => onChange({ ...value, [field.name]: e.target.value })}
          />
        </div>
      ))}
    </>
  );
}
