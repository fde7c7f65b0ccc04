import type { Stone } from '@stonekit/core';
import { memo, type ReactNode, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { BoardCell, flag } from '../shared/board/BoardCell.tsx';
import { casePointName } from '../shared/coordinates/case.ts';
import { useGridView } from '../shared/gridViewStore.tsx';
import { useIsomorphicLayoutEffect } from '../shared/useLatest.ts';
import { useReversiSquareSettings } from './config.ts';
import { useReversiStore, useReversiStoreApi } from './context.tsx';
import { DISC_RADIUS } from './geometry.ts';
import { opponentOf } from './messages.ts';
import { useReversiPreview } from './preview.tsx';
import { flipOrigin, reversiHintSquareView, reversiSquareView } from './view.ts';

/** Props of `ReversiSquare`. */
export interface ReversiSquareProps {
  index: number; // cell index, y * 8 + x with row 1 at the top
  row: number; // grid row, 0 at the top
  col: number; // grid column, 0 at the left
  name: string; // the square in notation, such as 'd3'
  focusable: boolean; // the square may hold the tab stop; false on a disabled board
}

/** What a square remembers of the disc it showed, to tell a flip from a disc placed. */
interface DiscHistory {
  readonly stone: Stone | null; // the disc shown
  readonly flips: number; // times it turned over since it was placed; keys the drawn disc
  readonly placed: boolean; // it was placed while the board was on screen
}

/**
 * Follows the disc on a square across renders, so that a disc which changed colour can be drawn
 * turning over and a new disc dropping in, while the discs already there when the board appeared
 * stay still. Derived during render, React's pattern for state that depends on earlier props.
 */
function useDiscHistory(stone: Stone | null): DiscHistory {
  const [seen, setSeen] = useState<DiscHistory>({ stone, flips: 0, placed: false });
  if (seen.stone === stone) return seen;
  const turned = seen.stone !== null && stone !== null;
  const next = turned
    ? { stone, flips: seen.flips + 1, placed: seen.placed }
    : { stone, flips: 0, placed: stone !== null };
  setSeen(next);
  return next;
}

/** The class that animates a disc: a turn for one flipped, a drop for one just placed. */
function discMotion(disc: DiscHistory): string {
  if (disc.flips > 0) return ' stonekit-disc-flip';
  return disc.placed ? ' stonekit-disc-place' : '';
}

/**
 * One square: a `BoardCell` carrying the square's state in its accessible name and in
 * `data-*` attributes, with its disc, hint and preview marks drawn inside. It selects only its
 * own slice of the game, of the view and of the preview, so a move re-renders the squares it
 * changes, and moving focus or the pointer re-renders the squares involved.
 */
export const ReversiSquare = memo(function ReversiSquare({
  index,
  row,
  col,
  name,
  focusable,
}: ReversiSquareProps): ReactNode {
  const {
    messages,
    showLegalMoves,
    showLastMove,
    showHint,
    showPrincipalVariation,
    animateFlips,
    discFills,
  } = useReversiSquareSettings();
  const store = useReversiStoreApi();
  const active = useGridView((s) => s.active === index);
  const pending = useGridView((s) => s.pending === index);
  const { ghost: hoverGhost, flipTo } = useReversiPreview(
    useShallow((s) => ({
      ghost: s.square === index ? s.stone : null,
      flipTo: s.flips.has(index) ? s.stone : null,
    })),
  );
  const { stone, lastMove, legal, flips } = useReversiStore(
    useShallow((s) => reversiSquareView(s.game, index)),
  );
  // A move waiting for confirmation shows the mover's disc, as the hover preview does; the turn
  // is selected only while pending, so that a move re-renders no other square for it.
  const turn = useReversiStore((s) => (pending ? s.game.turn : null));
  const waiting = pending && stone === null ? turn : null;
  const coordinateCase = useReversiStore((s) => s.coordinateCase);
  const ghost = waiting ?? hoverGhost;
  const advice = useReversiStore(useShallow((s) => reversiHintSquareView(s.hint, s.game, index)));
  const hinted = showHint && advice.hint;
  // The expected line is drawn on empty squares only: a later move never lands on a disc.
  const line =
    showPrincipalVariation && advice.lineStone !== null && stone === null
      ? { step: advice.lineStep, stone: advice.lineStone }
      : null;
  const disc = useDiscHistory(stone);
  const discRef = useRef<SVGGElement>(null);

  // Discs turn over one after another, outwards from the move that flipped them. The move is
  // read here rather than selected, so that squares the move leaves alone do not re-render.
  useIsomorphicLayoutEffect(() => {
    if (disc.flips === 0) return;
    const origin = flipOrigin(store.getState().lastAction);
    const steps =
      origin === null ? 0 : Math.max(Math.abs(origin.x - col), Math.abs(origin.y - row)) - 1;
    discRef.current?.style.setProperty('--stonekit-flip-step', String(Math.max(steps, 0)));
  }, [disc.flips, store, row, col]);

  const label = messages.square({ name, stone, lastMove, legal, flips, hint: hinted, line });
  // The hint's own disc stands for the legal move on its square.
  const legalDot = showLegalMoves && legal && ghost === null && line === null && !hinted;
  // Legal moves and the hint are drawn in the side to move's colour; the turn is selected on
  // those squares alone, so that hovering re-renders no other square for it.
  const mover = useReversiStore((s) => (legalDot || hinted ? s.game.turn : null));
  const marked = showLastMove && lastMove;
  const motion = animateFlips ? discMotion(disc) : '';

  return (
    <BoardCell
      index={index}
      row={row}
      col={col}
      active={active}
      focusable={focusable}
      className="stonekit-square"
      name={casePointName(name, coordinateCase)}
      label={label}
      data={{
        'data-square': name,
        'data-stone': stone ?? undefined,
        'data-last-move': flag(lastMove),
        'data-legal': flag(legal),
        'data-flips': legal ? flips : undefined,
        'data-preview': ghost ?? undefined,
        'data-flip-preview': flipTo ?? undefined,
        'data-hint': flag(hinted),
        'data-pv': line?.step,
      }}
    >
      {stone !== null || ghost !== null || legalDot || hinted || line !== null ? (
        <svg className="stonekit-square-drawing" viewBox="-5 -5 10 10" aria-hidden="true">
          {stone !== null ? (
            <g
              key={disc.flips}
              ref={discRef}
              className={`stonekit-disc${motion}`}
              data-color={stone}
            >
              <circle r={DISC_RADIUS} fill={discFills[stone]} />
              {disc.flips > 0 && animateFlips ? (
                // The colour it had, shown for the first half of the turn.
                <circle
                  className="stonekit-disc-underside"
                  r={DISC_RADIUS}
                  fill={discFills[opponentOf(stone)]}
                />
              ) : null}
            </g>
          ) : null}
          {ghost !== null ? (
            <circle
              className={`stonekit-disc stonekit-preview${waiting === null ? '' : ' stonekit-pending'}`}
              data-color={ghost}
              r={DISC_RADIUS}
              fill={discFills[ghost]}
            />
          ) : null}
          {line !== null && ghost === null ? (
            <g className="stonekit-line-step" data-color={line.stone}>
              <circle className="stonekit-disc" r={DISC_RADIUS} fill={discFills[line.stone]} />
              <text className="stonekit-line-number" dy="0.35em" textAnchor="middle" fontSize={4}>
                {line.step}
              </text>
            </g>
          ) : null}
          {legalDot ? (
            // A ring in the mover's colour: never taken for the felt's four solid dots.
            <circle className="stonekit-legal-hint" data-color={mover ?? undefined} r={2.1} />
          ) : null}
          {hinted ? (
            <g className="stonekit-hint" data-color={mover ?? undefined}>
              {ghost === null && line === null && mover !== null ? (
                <circle
                  className="stonekit-disc stonekit-hint-disc"
                  r={DISC_RADIUS}
                  fill={discFills[mover]}
                />
              ) : null}
              <rect
                className="stonekit-hint-marker"
                x={-4.4}
                y={-4.4}
                width={8.8}
                height={8.8}
                rx={1.2}
              />
            </g>
          ) : null}
          {flipTo !== null ? (
            <circle className="stonekit-flip-marker" data-color={flipTo} r={2.2} />
          ) : null}
          {marked ? <circle className="stonekit-last-move-marker" r={1.1} /> : null}
        </svg>
      ) : null}
    </BoardCell>
  );
});
