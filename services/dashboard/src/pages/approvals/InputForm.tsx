import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api, unwrap } from '../../api/client';
import type { PendingInput } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { useAnswered } from './useAnswered';

/** One property of an elicitation schema (MCP restricts them to primitives). */
interface FieldSchema {
  type?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  oneOf?: Array<{ const?: unknown; title?: string }>;
  minimum?: number;
  maximum?: number;
}

type Values = Record<string, string | boolean>;

function fieldsOf(schema: Record<string, unknown> | undefined): Array<[string, FieldSchema]> {
  const properties = (schema?.properties ?? {}) as Record<string, FieldSchema>;
  return Object.entries(properties);
}

/** The form's values as the answer's content, typed as the schema says. */
function contentOf(fields: Array<[string, FieldSchema]>, values: Values): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const [name, field] of fields) {
    const value = values[name];
    if (value === undefined || value === '') continue;
    if (field.type === 'integer' || field.type === 'number') content[name] = Number(value);
    else content[name] = value;
  }
  return content;
}

function Field({
  name,
  field,
  required,
  value,
  onChange,
}: {
  name: string;
  field: FieldSchema;
  required: boolean;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const id = useId();
  const label = `${field.title ?? name}${required ? '' : ' (optional)'}`;
  if (field.type === 'boolean') {
    return (
      <label>
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />{' '}
        {label}
      </label>
    );
  }
  const options =
    field.oneOf?.map((o) => [String(o.const), o.title ?? String(o.const)] as const) ??
    field.enum?.map((v) => [String(v), String(v)] as const);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {field.description && <p className="muted">{field.description}</p>}
      {options ? (
        <select
          id={id}
          value={String(value ?? '')}
          required={required}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Choose…</option>
          {options.map(([optionValue, title]) => (
            <option key={optionValue} value={optionValue}>
              {title}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={field.type === 'integer' || field.type === 'number' ? 'number' : 'text'}
          step={field.type === 'integer' ? 1 : 'any'}
          min={field.minimum}
          max={field.maximum}
          required={required}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </>
  );
}

/** A tool server's question to the user: the form its schema describes, or the page to visit. */
export function InputForm({ executionId, input }: { executionId: string; input: PendingInput }) {
  const answered = useAnswered(executionId);
  const titleId = useId();
  const schema = input.requested_schema;
  const fields = fieldsOf(schema);
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const [values, setValues] = useState<Values>({});
  const send = useMutation({
    mutationFn: async (body: {
      action: 'accept' | 'decline' | 'cancel';
      content?: Record<string, unknown>;
    }) =>
      unwrap(
        await api.POST('/v1/executions/{id}/inputs/{input_id}', {
          params: { path: { id: executionId, input_id: input.id } },
          body,
        }),
      ).data,
    onSuccess: answered,
  });
  const accept = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      input.mode === 'form'
        ? { action: 'accept', content: contentOf(fields, values) }
        : { action: 'accept' },
    );
  };
  return (
    <section className="card approval" aria-labelledby={titleId}>
      <h3 id={titleId}>{input.message}</h3>
      <p className="muted">
        Asked by <code>{input.server}</code> {when(input.requested_at)}
      </p>
      <form onSubmit={accept}>
        {input.mode === 'url' ? (
          <p>
            Open{' '}
            <a href={input.url} target="_blank" rel="noreferrer noopener">
              {input.url}
            </a>{' '}
            and finish there, then say so here.
          </p>
        ) : (
          fields.map(([name, field]) => (
            <Field
              key={name}
              name={name}
              field={field}
              required={required.has(name)}
              value={values[name]}
              onChange={(value) => setValues((now) => ({ ...now, [name]: value }))}
            />
          ))
        )}
        <div className="actions">
          <button type="submit" disabled={send.isPending}>
            {input.mode === 'url' ? 'Done' : 'Send answer'}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={send.isPending}
            onClick={() => send.mutate({ action: 'decline' })}
          >
            Decline
          </button>
          <button
            type="button"
            className="secondary"
            disabled={send.isPending}
            onClick={() => send.mutate({ action: 'cancel' })}
          >
            Cancel the question
          </button>
        </div>
      </form>
      <ErrorMessage error={send.error} />
    </section>
  );
}
