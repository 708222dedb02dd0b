import { useState, type FormEvent } from 'react';
import type { Schedule } from '../../api/types';
import { FormActions } from '../../ui/FormActions';

export interface ScheduleFields {
  cron: string;
  timezone: string;
  enabled: boolean;
}

/** Creates or edits a schedule's cron expression, time zone and whether it is on. */
export function ScheduleForm({
  schedule,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  schedule?: Schedule;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (fields: ScheduleFields) => void;
  onCancel?: () => void;
}) {
  const [cron, setCron] = useState(schedule?.cron ?? '0 9 * * 1-5');
  const [timezone, setTimezone] = useState(
    schedule?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
  );
  const [enabled, setEnabled] = useState(schedule?.enabled ?? true);
  const prefix = schedule ? `schedule-${schedule.id}` : 'schedule-new';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ cron, timezone, enabled });
  };
  return (
    <form className="card" onSubmit={submit} aria-label={submitLabel}>
      <label htmlFor={`${prefix}-cron`}>Cron expression (minute hour day month weekday)</label>
      <input id={`${prefix}-cron`} value={cron} onChange={(e) => setCron(e.target.value)} />
      <label htmlFor={`${prefix}-tz`}>Time zone (IANA, e.g. Europe/Paris)</label>
      <input id={`${prefix}-tz`} value={timezone} onChange={(e) => setTimezone(e.target.value)} />
      <label>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
        Enabled
      </label>
      <FormActions submitLabel={submitLabel} busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
