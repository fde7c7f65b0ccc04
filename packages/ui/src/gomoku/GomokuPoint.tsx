import { memo, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { BoardCell, flag } from '../shared/board/BoardCell.tsx';
import { casePointName } from '../shared/coordinates/case.ts';
import { useGridView } from '../shared/gridViewStore.tsx';
import { useGomokuPointSettings } from './config.ts';
import { useGomokuStore } from './context.tsx';
import { STONE_RADIUS } from './geometry.ts';
import { gomokuHintPointView, gomokuPointView, offerAt } from './view.ts';

/** Props of `GomokuPoint`. */
export interface GomokuPointProps {
  index: number; // cell index, y * size + x
  row: number; // grid row, 0 at the top
  col: number; // grid column, 0 at the left
  name: string; // the point in notation, such as 'h8'
  hoverable: boolean; // the board shows hover previews
  focusable: boolean; // the point may hold the tab stop; false on a disabled board
}

/**
 * One intersection: a `BoardCell` carrying the point's state in its accessible name and in
 * `data-*` attributes, with the stone drawn inside it. It selects only its own slice of the game
 * and of the board's view, so a move re-renders the played point and the previous last move, and
 * moving focus or hover re-renders the two points involved.
 */
export const GomokuPoint = memo(function GomokuPoint({
  index,
  row,
  col,
  name,
  hoverable,
  focusable,
}: GomokuPointProps): ReactNode {
  const {
    messages,
    showMoveNumbers,
    showLastMove,
    showForbidden,
    showHint,
    showPrincipalVariation,
    stoneFills,
  } = useGomokuPointSettings();
  const { active, hovered, pending } = useGridView(
    useShallow((s) => ({
      active: s.active === index,
      hovered: hoverable && s.hover === index,
      pending: s.pending === index,
    })),
  );
  const {
    stone,
    moveNumber,
    lastMove,
    winning,
    legal,
    forbidden,
    preview: hoverStone,
    offer,
    offerStage,
    turn,
  } = useGomokuStore(
    useShallow((s) => {
      const candidate = offerAt(s.game, s.offerDraft, index);
      return {
        ...gomokuPointView(s.game, index, hovered),
        offer: candidate?.number ?? 0,
        offerStage: candidate?.stage,
        // Selected only while pending, so that a move re-renders no other point for it.
        turn: pending ? s.game.turn : null,
      };
    }),
  );
  // A move waiting for confirmation shows the mover's stone, as the hover preview does.
  const waiting = pending && stone === null ? turn : null;
  const preview = waiting ?? hoverStone;
  const advice = useGomokuStore(useShallow((s) => gomokuHintPointView(s.hint, s.game, index)));
  const coordinateCase = useGomokuStore((s) => s.coordinateCase);
  const numbered = showMoveNumbers && stone !== null && moveNumber > 0;
  const candidate = stone === null && offer > 0;
  const hinted = showHint && advice.hint;
  // The hint shows the stone the side to move would play; the turn is selected on that point
  // alone, so that a move re-renders no other point for it.
  const hintStone = useGomokuStore((s) => (hinted ? s.game.turn : null));
  // The expected line is drawn on empty points only, where no offer or preview stone stands.
  const line =
    showPrincipalVariation && advice.lineStone !== null && stone === null && !candidate
      ? { step: advice.lineStep, stone: advice.lineStone }
      : null;
  const ghost = line !== null && preview === null ? line : null;
  // A number drawn on the stone is part of its name too, so speech input can say "12".
  const label = messages.point({
    name,
    stone,
    moveNumber: numbered ? moveNumber : 0,
    lastMove,
    winning,
    forbidden,
    offer: candidate ? offer : 0,
    offerStage,
    hint: hinted,
    line,
  });
  const crossed = showForbidden && forbidden !== null;

  return (
    <BoardCell
      index={index}
      row={row}
      col={col}
      active={active}
      focusable={focusable}
      className="stonekit-point"
      name={casePointName(name, coordinateCase)}
      label={label}
      data={{
        'data-point': name,
        'data-stone': stone ?? undefined,
        'data-move-number': moveNumber > 0 ? moveNumber : undefined,
        'data-last-move': flag(lastMove),
        'data-winning': flag(winning),
        'data-legal': flag(legal),
        'data-forbidden': forbidden ?? undefined,
        'data-hover': flag(hovered),
        'data-preview': preview ?? undefined,
        'data-offered': candidate ? offer : undefined,
        'data-hint': flag(hinted),
        'data-pv': line?.step,
      }}
    >
      {candidate ? (
        <svg className="stonekit-point-drawing" viewBox="-5 -5 10 10" aria-hidden="true">
          <circle
            className="stonekit-stone stonekit-offer"
            data-color="black"
            data-stage={offerStage}
            r={STONE_RADIUS}
            fill={stoneFills.black}
          />
          <text className="stonekit-offer-number" dy="0.35em" textAnchor="middle" fontSize={4.4}>
            {offer}
          </text>
        </svg>
      ) : stone !== null || preview !== null ? (
        <svg className="stonekit-point-drawing" viewBox="-5 -5 10 10" aria-hidden="true">
          <circle
            className={
              stone !== null
                ? 'stonekit-stone'
                : `stonekit-stone stonekit-preview${waiting === null ? '' : ' stonekit-pending'}`
            }
            data-color={stone ?? preview ?? undefined}
            r={STONE_RADIUS}
            fill={stoneFills[stone ?? preview ?? 'black']}
          />
          {numbered ? (
            <text
              className="stonekit-move-number"
              dy="0.35em"
              textAnchor="middle"
              // Three digits must still fit inside the stone.
              fontSize={moveNumber >= 100 ? 3.2 : 4}
            >
              {moveNumber}
            </text>
          ) : null}
          {showLastMove && lastMove && !numbered ? (
            <circle className="stonekit-last-move-marker" r={1.3} />
          ) : null}
        </svg>
      ) : crossed && ghost === null ? (
        <svg className="stonekit-point-drawing" viewBox="-5 -5 10 10" aria-hidden="true">
          <path className="stonekit-forbidden-marker" d="M-2 -2L2 2M2 -2L-2 2" />
        </svg>
      ) : null}
      {ghost !== null || hinted ? (
        <svg className="stonekit-point-drawing" viewBox="-5 -5 10 10" aria-hidden="true">
          {ghost !== null ? (
            <g className="stonekit-line-step" data-color={ghost.stone}>
              <circle className="stonekit-stone" r={STONE_RADIUS} fill={stoneFills[ghost.stone]} />
              <text className="stonekit-line-number" dy="0.35em" textAnchor="middle" fontSize={4}>
                {ghost.step}
              </text>
            </g>
          ) : null}
          {hinted ? (
            <g className="stonekit-hint" data-color={hintStone ?? undefined}>
              {/* A ghost stone standing there already (the line's first, a preview) says it. */}
              {ghost === null && preview === null && hintStone !== null ? (
                <circle
                  className="stonekit-stone stonekit-hint-stone"
                  r={STONE_RADIUS}
                  fill={stoneFills[hintStone]}
                />
              ) : null}
              <circle className="stonekit-hint-marker" r={STONE_RADIUS + 0.35} />
            </g>
          ) : null}
        </svg>
      ) : null}
    </BoardCell>
  );
});
