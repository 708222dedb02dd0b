import { ErrorMessage } from '../../ui/ErrorMessage';
import { EVENTS, type EventName } from '../../api/events';
import { useTriggerTargets, type EventTrigger } from './event-triggers';

/**
 * A loop's event triggers: each row an event and, optionally, the one bot (or agent loop) whose
 * events count. `loopId` is the loop being edited: its own completions never trigger it.
 */
export function EventTriggersEditor({
  value,
  onChange,
  loopId,
}: {
  value: EventTrigger[];
  onChange: (triggers: EventTrigger[]) => void;
  loopId?: string;
}) {
  const targets = useTriggerTargets();
  const set = (index: number, trigger: EventTrigger) =>
    onChange(value.map((current, i) => (i === index ? trigger : current)));
  return (
    <fieldset className="headers">
      <legend>Event triggers</legend>
      <p className="muted">
        Runs the loop when one of the team’s events happens, with the event as{' '}
        <code>{'{{event…}}'}</code> variables.
      </p>
      <ErrorMessage error={targets.error} />
      {value.map((trigger, index) => {
        const n = index + 1;
        const narrowedBy = EVENTS[trigger.event].narrowedBy;
        const options =
          narrowedBy === 'bot' ? targets.bots : targets.loops.filter((l) => l.id !== loopId);
        const selected = (narrowedBy === 'bot' ? trigger.bot_id : trigger.agent_loop_id) ?? '';
        return (
          <div key={index} className="toolbar">
            <select
              aria-label={`Trigger ${n} event`}
              value={trigger.event}
              // Another event may be narrowed by another kind of record: start unnarrowed.
              onChange={(e) => set(index, { event: e.target.value as EventName })}
            >
              {Object.entries(EVENTS).map(([event, { label }]) => (
                <option key={event} value={event}>
                  {label}
                </option>
              ))}
            </select>
            {narrowedBy !== null && (
              <select
                aria-label={`Trigger ${n} ${narrowedBy === 'bot' ? 'bot' : 'agent loop'}`}
                value={selected}
                onChange={(e) =>
                  set(index, {
                    event: trigger.event,
                    ...(e.target.value
                      ? { [narrowedBy === 'bot' ? 'bot_id' : 'agent_loop_id']: e.target.value }
                      : {}),
                  })
                }
              >
                <option value="">{narrowedBy === 'bot' ? 'Any bot' : 'Any agent loop'}</option>
                {/* A stored id not (or no longer) listed stays selectable as it is. */}
                {selected && !options.some((o) => o.id === selected) && (
                  <option value={selected}>{selected}</option>
                )}
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            )}
            <button
              type="button"
              className="secondary"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              Remove trigger {n}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="secondary"
        onClick={() => onChange([...value, { event: 'bot.message_received' }])}
      >
        Add event trigger
      </button>
    </fieldset>
  );
}
