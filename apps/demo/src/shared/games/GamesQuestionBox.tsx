import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { recordLabel } from './records.ts';
import { type GamesController, otherPageHref } from './useGames.ts';

/** The most games a file's list offers: a WTHOR year holds thousands. */
const LISTED = 1000;

/**
 * What the panel asks, when it asks: whether to replace the game in play, which game of a file
 * of many to open, or whether to take a game of the other kind to its page. It takes focus as it
 * appears, so that a keyboard or a screen reader is where the question is.
 */
export function GamesQuestionBox({ games }: { games: GamesController }) {
  const { question, t } = games;
  const box = useRef<HTMLFieldSetElement>(null);
  const textId = useId();
  const pickId = useId();
  const [picked, setPicked] = useState(0);

  useEffect(() => {
    if (question !== null) box.current?.focus();
    setPicked(0);
  }, [question]);

  if (question === null) return null;
  let body: ReactNode;
  if (question.kind === 'replace') {
    body = (
      <>
        <p id={textId}>{t.replaceQuestion(t.moveCount(games.moves))}</p>
        <div className="toolbar">
          <button type="button" className="danger" onClick={games.answer}>
            {t.replace}
          </button>
          <button type="button" onClick={games.dismiss}>
            {t.cancel}
          </button>
        </div>
      </>
    );
  } else if (question.kind === 'other-game') {
    body = (
      <>
        <p id={textId}>{t.otherGame(question.record.game)}</p>
        <div className="toolbar">
          <a className="button primary" href={otherPageHref(question.record)}>
            {t.openOnOtherPage(question.record.game)}
          </a>
          <button type="button" onClick={games.dismiss}>
            {t.cancel}
          </button>
        </div>
      </>
    );
  } else {
    const { records, format } = question;
    const listed = records.slice(0, LISTED);
    body = (
      <>
        <p id={textId}>{t.pickGame(records.length, format.toUpperCase())}</p>
        {records.length > LISTED ? (
          <p className="games-note">{t.firstOnly(LISTED, records.length)}</p>
        ) : null}
        <label htmlFor={pickId} className="stacked">
          {t.pickLabel}
        </label>
        <select id={pickId} value={picked} onChange={(e) => setPicked(Number(e.target.value))}>
          {listed.map((record, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a file's games have no id but their place
            <option key={index} value={index}>
              {recordLabel(record, index, t)}
            </option>
          ))}
        </select>
        <div className="toolbar">
          <button
            type="button"
            className="primary"
            onClick={() => {
              const record = records[picked];
              if (record !== undefined) games.open(record);
            }}
          >
            {t.open}
          </button>
          <button type="button" onClick={games.dismiss}>
            {t.cancel}
          </button>
        </div>
      </>
    );
  }
  return (
    <fieldset
      className="games-question"
      aria-labelledby={textId}
      data-question={question.kind}
      tabIndex={-1}
      ref={box}
    >
      {body}
    </fieldset>
  );
}
