import { useId } from 'react';
import type { ClockPanelMessages } from './messages.ts';
import { PendingMark } from './PendingMark.tsx';
import { type TimeControlName, timeControlNames } from './timeControls.ts';

/**
 * The time control of the next game, with a note under it saying what the chosen one means, as
 * the rule and opening selects do, and the mark of a choice that differs from the game on the
 * board (`changed`: the mark's text, when it does).
 */
export function TimeControlSelect({
  value,
  onChange,
  t,
  changed,
}: {
  value: TimeControlName;
  onChange: (name: TimeControlName) => void;
  t: ClockPanelMessages;
  changed?: string | null | undefined;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>
        <span>
          {t.timeControl}
          <PendingMark text={changed} />
        </span>
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
