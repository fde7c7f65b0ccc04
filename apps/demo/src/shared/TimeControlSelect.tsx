import { useId } from 'react';
import type { ClockPanelMessages } from './messages.ts';
import { type TimeControlName, timeControlNames } from './timeControls.ts';

/**
 * The time control of the next game, with a note under it saying what the chosen one means, as
 * the rule and opening selects do.
 */
export function TimeControlSelect({
  value,
  onChange,
  t,
}: {
  value: TimeControlName;
  onChange: (name: TimeControlName) => void;
  t: ClockPanelMessages;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>
        {t.timeControl}
        <select
          id={id}
          value={value}
          aria-describedby={`${id}-note`}
          onChange={(e) => onChange(e.target.value as TimeControlName)}
        >
          {timeControlNames.map((name) => (
            <option key={name} value={name}>
              {t.timeControls[name]}
            </option>
          ))}
        </select>
      </label>
      <p className="choice-note" id={`${id}-note`}>
        {t.timeControlNotes[value]}
        {value === 'none' ? null : t.clockStarts}
      </p>
    </>
  );
}
