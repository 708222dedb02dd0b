import { useState, type FormEvent } from 'react';
import type { Schedule } from '../../api/types';
import { FormActions } from '../../ui/FormActions';
import { parseVariables } from './variables';

export interface ScheduleFields {
  timing: 'cron' | 'interval';
  cron: string;
  timezone: string;
  intervalSeconds: string;
  enabled: boolean;
  /** JSON text of the runs' variables; empty for none. */
  variables: string;
}

/** The bounds of `interval_seconds` in the API (one minute to 30 days). */
const INTERVAL_MIN_SECONDS = 60;
const INTERVAL_MAX_SECONDS = 2_592_000;

/**
 * The request body for the form's fields: the cron expression with its time zone, or the interval
 * (the API takes exactly one), and the variables when some are given. Throws an error the form
 * shows when the variables are not a JSON object.
 */
export function scheduleBody(fields: ScheduleFields) {
  const variables = parseVariables(fields.variables);
  return {
    ...(fields.timing === 'cron'
      ? { cron: fields.cron, timezone: fields.timezone }
      : { interval_seconds: Number(fields.intervalSeconds) }),
    enabled: fields.enabled,
    ...(variables ? { variables } : {}),
  };
}

/** Creates or edits a schedule: a cron expression in a time zone or an interval, its variables, on/off. */
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
  const [fields, setFields] = useState<ScheduleFields>({
    timing: schedule?.interval_seconds ? 'interval' : 'cron',
    cron: schedule?.cron ?? '0 9 * * 1-5',
    timezone: schedule?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
    intervalSeconds: String(schedule?.interval_seconds ?? 3600),
    enabled: schedule?.enabled ?? true,
    variables: schedule?.variables ? JSON.stringify(schedule.variables, null, 2) : '',
  });
  const set = (changed: Partial<ScheduleFields>) => setFields({ ...fields, ...changed });
  const prefix = schedule ? `schedule-${schedule.id}` : 'schedule-new';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fields);
  };
  return (
    <form className="card" onSubmit={submit} aria-label={submitLabel}>
      <label htmlFor={`${prefix}-timing`}>Runs</label>
      <select
        id={`${prefix}-timing`}
        value={fields.timing}
        onChange={(e) => set({ timing: e.target.value as ScheduleFields['timing'] })}
      >
        <option value="cron">On a cron expression</option>
        <option value="interval">Every so many seconds</option>
      </select>
      {fields.timing === 'cron' ? (
        <>
          <label htmlFor={`${prefix}-cron`}>Cron expression (minute hour day month weekday)</label>
          <input
            id={`${prefix}-cron`}
            value={fields.cron}
            onChange={(e) => set({ cron: e.target.value })}
          />
          <label htmlFor={`${prefix}-tz`}>Time zone (IANA, e.g. Europe/Paris)</label>
          <input
            id={`${prefix}-tz`}
            value={fields.timezone}
            onChange={(e) => set({ timezone: e.target.value })}
          />
        </>
      ) : (
        <>
          <label htmlFor={`${prefix}-interval`}>
            Interval in seconds ({INTERVAL_MIN_SECONDS} to {INTERVAL_MAX_SECONDS})
          </label>
          <input
            id={`${prefix}-interval`}
            type="number"
            min={INTERVAL_MIN_SECONDS}
            max={INTERVAL_MAX_SECONDS}
            value={fields.intervalSeconds}
            onChange={(e) => set({ intervalSeconds: e.target.value })}
          />
        </>
      )}
      <label htmlFor={`${prefix}-variables`}>
        Variables for every run (JSON object for {'{{name}}'} placeholders)
      </label>
      <textarea
        id={`${prefix}-variables`}
        value={fields.variables}
        placeholder='{"city": "Paris"}'
        onChange={(e) => set({ variables: e.target.value })}
      />
      <label>
        <input
          type="checkbox"
          checked={fields.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />{' '}
        Enabled
      </label>
      <FormActions submitLabel={submitLabel} busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
