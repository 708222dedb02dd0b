import { ApiError } from '../api/client';

interface FieldIssue {
  path: string;
  message: string;
}

/** An API error as the API worded it, with the fields a VALIDATION_ERROR names. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const fields =
    error instanceof ApiError
      ? ((error.details as { fields?: FieldIssue[] } | undefined)?.fields ?? [])
      : [];
  return (
    <div role="alert" className="error">
      <strong>{error instanceof ApiError ? `${error.code}: ` : ''}</strong>
      {message}
      {fields.length > 0 && (
        <ul>
          {fields.map((field) => (
            <li key={field.path}>
              <code>{field.path}</code>: {field.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
