import { useId } from 'react';
import type { BoardMessages } from './boardMessages.ts';
import {
  type BoardSettings,
  type ConfirmMoves,
  type CoordinateCase,
  confirmModes,
  coordinateCases,
} from './settings.ts';

/**
 * The board's settings, which apply at once and are remembered: whether a tap only shows the
 * stone until a second tap on it (`confirmMoves`), and the case of the coordinates. `size` is the
 * board's width, for the letters the choice names.
 */
export function BoardSettingsPanel({
  value,
  onChange,
  size,
  t,
}: {
  value: BoardSettings;
  onChange: (next: BoardSettings) => void;
  size: number;
  t: BoardMessages;
}) {
  const confirmId = useId();
  const caseId = useId();
  return (
    <fieldset className="board-settings">
      <legend>{t.boardSettings}</legend>
      <label htmlFor={confirmId}>
        {t.confirmMoves}
        <select
          id={confirmId}
          value={value.confirmMoves}
          aria-describedby={`${confirmId}-note`}
          onChange={(e) => onChange({ ...value, confirmMoves: e.target.value as ConfirmMoves })}
        >
          {confirmModes.map((mode) => (
            <option key={mode} value={mode}>
              {t.confirmModes[mode]}
            </option>
          ))}
        </select>
      </label>
      <p className="choice-note" id={`${confirmId}-note`}>
        {t.confirmNotes[value.confirmMoves]}
      </p>
      <label htmlFor={caseId}>
        {t.coordinates}
        <select
          id={caseId}
          value={value.coordinateCase}
          onChange={(e) => onChange({ ...value, coordinateCase: e.target.value as CoordinateCase })}
        >
          {coordinateCases.map((coordinateCase) => (
            <option key={coordinateCase} value={coordinateCase}>
              {t.coordinateCase(coordinateCase, size)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
