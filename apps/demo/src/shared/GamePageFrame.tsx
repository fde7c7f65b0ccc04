import type { ReactNode } from 'react';
import type { Locale } from '../i18n/locale.tsx';
import { DamagedAutosaveNotice } from './games/DamagedAutosaveNotice.tsx';
import { GamesPanel } from './games/GamesPanel.tsx';
import type { GamesMessages } from './games/messages.ts';
import type { GameTarget } from './games/records.ts';
import { SharedGameBanner } from './games/SharedGameBanner.tsx';
import type { GamesController } from './games/useGames.ts';
import { ReviewSection } from './review/ReviewSection.tsx';
import type { ReviewController } from './review/useReview.ts';

/** Props of `GamePageFrame`. */
export interface GamePageFrameProps {
  label: string; // the page's accessible name: 'Gomoku'
  className?: string | undefined; // added to `game`
  target: GameTarget; // the page's game and store
  games: GamesController; // the Games panel's state
  review: ReviewController; // the review's state
  gamesT: GamesMessages; // the Games texts in the page's language
  locale: Locale;
  over: boolean; // the game is over: the review says it is time to analyse it
  board: ReactNode; // the page's board
  children: ReactNode; // the panel beside the board: status, players, next game, moves
}

/**
 * What both game pages lay out alike: a shared game's banner; under the board the review and the
 * Games panel; beside it a damaged autosave's notice, then the page's own panel. The whole page
 * takes a dropped game file.
 */
export function GamePageFrame({
  label,
  className,
  target,
  games,
  review,
  gamesT,
  locale,
  over,
  board,
  children,
}: GamePageFrameProps) {
  return (
    <section
      className={className === undefined ? 'game' : `game ${className}`}
      aria-label={label}
      {...games.dropProps}
      data-dropping={games.dropping ? '' : undefined}
    >
      <SharedGameBanner target={target} t={gamesT} locale={locale} />
      <div className="game-main">
        <div className="game-board" data-drop-note={gamesT.dropHere}>
          {board}
        </div>
        <ReviewSection review={review} locale={locale} over={over} />
        <GamesPanel games={games} locale={locale} />
      </div>
      <div className="game-panel">
        <DamagedAutosaveNotice kind={target.kind} t={gamesT} />
        {children}
      </div>
    </section>
  );
}

/** Undo and Redo, with the shortcuts the kit's `useUndoShortcuts` gives them. */
export function HistoryButtons({
  store,
  canUndo,
  canRedo,
  t,
}: {
  store: { getState(): { undo(): unknown; redo(): unknown } }; // the page's store
  canUndo: boolean;
  canRedo: boolean;
  t: { undo: string; redo: string };
}) {
  return (
    <>
      <button
        type="button"
        onClick={() => store.getState().undo()}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        {t.undo}
      </button>
      <button
        type="button"
        onClick={() => store.getState().redo()}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        {t.redo}
      </button>
    </>
  );
}

/**
 * The top of both pages' panels: the status line (marked with the result, and while analysis
 * shows the evaluation), the game being played, then the page's own feedback line.
 */
export function StatusBlock({
  result,
  analysing,
  status,
  info,
  children,
}: {
  result: string; // the game's status kind, as `data-result`
  analysing: boolean; // the status line shows the evaluation
  status: ReactNode; // GomokuStatus or ReversiStatus
  info: ReactNode; // GomokuGameInfo or ReversiGameInfo
  children: ReactNode; // the feedback line
}) {
  return (
    <div className="status-block">
      <p className="status" data-result={result} data-analysis={analysing ? '' : undefined}>
        {status}
      </p>
      <p className="game-info">{info}</p>
      {children}
    </div>
  );
}
