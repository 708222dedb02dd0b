import { useState } from 'react';

/** A secret the API shows only once: displayed with a copy button until dismissed. */
export function CopyOnce({
  label,
  secret,
  onDismiss,
}: {
  label: string;
  secret: string;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="card notice" role="status" aria-label={label}>
      <p>
        <strong>{label}</strong> — shown only now; copy it somewhere safe.
      </p>
      <pre>
        <code>{secret}</code>
      </pre>
      <div className="form-actions">
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="secondary" onClick={onDismiss}>
          Done
        </button>
      </div>
    </div>
  );
}
