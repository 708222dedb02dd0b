import { CHANNEL_PLATFORMS } from '../../api/channel-platforms';
import type { PlatformForm } from '../../api/platform-form';

const NO_FIELDS: PlatformForm['fields'] = [];

/** The config fields of a channel type, as its contract in the API's OpenAPI document declares them. */
export function configFieldsOf(type: string): PlatformForm['fields'] {
  return CHANNEL_PLATFORMS.find((platform) => platform.type === type)?.fields ?? NO_FIELDS;
}

/** The config inputs of a channel type (secrets as password fields, never autofilled). */
export function ConfigFields({
  type,
  idPrefix,
  value,
  onChange,
}: {
  type: string;
  idPrefix: string;
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
}) {
  return (
    <>
      {configFieldsOf(type).map((field) => (
        <div key={field.name}>
          <label htmlFor={`${idPrefix}-${field.name}`}>{field.label}</label>
          <input
            id={`${idPrefix}-${field.name}`}
            type={field.secret ? 'password' : 'text'}
            autoComplete="off"
            aria-describedby={field.help ? `${idPrefix}-${field.name}-help` : undefined}
            value={value[field.name] ?? ''}
            onChange={(e) => onChange({ ...value, [field.name]: e.target.value })}
          />
          {field.help && (
            <p className="muted" id={`${idPrefix}-${field.name}-help`}>
              {field.help}
            </p>
          )}
        </div>
      ))}
    </>
  );
}
