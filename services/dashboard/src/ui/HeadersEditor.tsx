import { useId } from 'react';

const REFERENCE = /\{\{secret\.[^{}]*\}\}/;

export type HeaderRow = { name: string; value: string };

export function headerRows(headers: Record<string, string> | undefined): HeaderRow[] {
  return Object.entries(headers ?? {}).map(([name, value]) => ({ name, value }));
}

export function headerMap(rows: HeaderRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.name.trim()).map((r) => [r.name.trim(), r.value]));
}

/**
 * Name/value rows for secret headers. Stored values arrive masked by the API (last 4 characters),
 * except references to team secrets (`{{secret.NAME}}`), which arrive as written; leaving a value
 * as it is keeps the stored one, typing a new one replaces it.
 */
export function HeadersEditor({
  rows,
  onChange,
  label,
}: {
  rows: HeaderRow[];
  onChange: (rows: HeaderRow[]) => void;
  label: string;
}) {
  const id = useId();
  const set = (index: number, row: HeaderRow) =>
    onChange(rows.map((current, i) => (i === index ? row : current)));
  return (
    <fieldset className="headers">
      <legend>{label}</legend>
      <p className="muted">
        Values are secret: the API shows them masked and never in full. Write{' '}
        <code>{'{{secret.NAME}}'}</code> to use a team secret (from Secrets), filled in at call time
        and shown as written.
      </p>
      {rows.map((row, index) => (
        <div key={index} className="toolbar">
          <input
            aria-label={`Header ${index + 1} name`}
            id={`${id}-name-${index}`}
            value={row.name}
            placeholder="Authorization"
            onChange={(e) => set(index, { ...row, name: e.target.value })}
          />
          <input
            aria-label={`Header ${index + 1} value`}
            // A reference is no secret: it stays readable.
            type={REFERENCE.test(row.value) ? 'text' : 'password'}
            autoComplete="off"
            value={row.value}
            onChange={(e) => set(index, { ...row, value: e.target.value })}
          />
          <button
            type="button"
            className="secondary"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => onChange([...rows, { name: '', value: '' }])}
      >
        Add header
      </button>
    </fieldset>
  );
}
