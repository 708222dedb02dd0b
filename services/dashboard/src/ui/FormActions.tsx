import { ErrorMessage } from './ErrorMessage';

/** The end of an edit form: the API's error, if any, then submit and (optionally) cancel. */
export function FormActions({
  submitLabel,
  busy,
  error,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onCancel?: () => void;
}) {
  return (
    <>
      <ErrorMessage error={error} />
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}
