import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import { evaluationText, JUDGEMENT_SYMBOLS, reviewMoveEntry, shownMoveName } from './format.ts';
import { GRAPH_HEIGHT, GRAPH_WIDTH, graphShape, plyAt } from './graph.ts';
import { type ReviewMessages, reviewMessagesEn } from './messages.ts';
import type { GameAnalysisStore } from './types.ts';

/**
 * Props of `EvaluationGraph`.
 *
 * @example
 * const props: EvaluationGraphProps = { analysis, messages: reviewMessagesZh };
 */
export interface EvaluationGraphProps {
  analysis: GameAnalysisStore; // the review, from `createGameAnalysis`
  /** Texts, such as `reviewMessagesZh`; keys left out are English. @defaultValue reviewMessagesEn */
  messages?: Partial<ReviewMessages> | undefined;
  /** Added to `stonekit-review-graph`. */
  className?: string | undefined;
  /** Id of the element. */
  id?: string | undefined;
}

/** The position each key asks for, from `ply` of `count`; null for a key the graph leaves alone. */
function keyTarget(key: string, ply: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, ply - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(count - 1, ply + 1);
    case 'PageDown':
      return Math.max(0, ply - 10);
    case 'PageUp':
      return Math.min(count - 1, ply + 10);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The evaluation of every position of the game as a graph under the board, for both games: a line
 * from the start on the left to the last move on the right, Black's advantage up and White's
 * down around the 0 axis, each side's area filled in its colour (Othello in discs, its scale
 * following the game's largest value, shown at the edges; Gomoku from -100 to 100). Judged moves
 * are dots coloured by class (`data-judgement`), and a line marks the position on the board.
 *
 * The graph is a slider over the positions (`aria-valuetext` says the move, its value and its
 * class): a click or a drag goes to the nearest position, and with focus the arrow keys step one
 * move (Left and Down back), Page Up and Page Down ten, Home and End to the start and the end,
 * through the review's `goToPly`. Screen readers also find a table of every move's value, class
 * and better move, visually hidden. Positions not searched yet leave a gap in the line; before
 * any search the graph is an empty axis.
 *
 * @example
 * const analysis = useOwnStore(() => createGameAnalysis(store, { ai }));
 * <ReversiBoard store={store} />
 * <EvaluationGraph analysis={analysis} />
 */
export function EvaluationGraph({
  analysis,
  messages,
  className,
  id,
}: EvaluationGraphProps): ReactNode {
  const texts = useMemo(() => ({ ...reviewMessagesEn, ...messages }), [messages]);
  const series = useStore(analysis, (s) => s.series);
  const ply = useStore(analysis, (s) => s.ply);
  const coordinateCase = useStore(analysis, (s) => s.coordinateCase);
  const status = useStore(analysis, (s) => s.status);
  const shape = useMemo(() => graphShape(series), [series]);
  const clip = useId();
  const count = series.evaluations.length;
  const shownPly = Math.min(ply, count - 1);
  const state = { series, coordinateCase };
  const positionText = (at: number) =>
    texts.reviewPosition(
      at === 0 ? null : reviewMoveEntry(state, at - 1, texts),
      evaluationText(series.evaluations[at] ?? null, series.game, texts),
    );
  const x = shape.xs[shownPly] ?? 0;
  const y = shape.ys[shownPly] ?? null;

  function go(target: number): void {
    if (target !== analysis.getState().ply) analysis.getState().goToPly(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = keyTarget(event.key, shownPly, count);
    if (target === null) return;
    event.preventDefault();
    go(target);
  }

  function follow(event: PointerEvent<HTMLDivElement>): void {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    go(plyAt((event.clientX - box.left) / box.width, count));
  }

  return (
    <div
      id={id}
      className={
        className === undefined ? 'stonekit-review-graph' : `stonekit-review-graph ${className}`
      }
      data-game={series.game}
      data-status={status}
    >
      <div
        role="slider"
        tabIndex={0}
        className="stonekit-review-graph-slider"
        aria-label={texts.reviewGraphLabel}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={count - 1}
        aria-valuenow={shownPly}
        aria-valuetext={positionText(shownPly)}
        data-ply={shownPly}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          follow(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture?.(event.pointerId)) follow(event);
        }}
      >
        <svg
          className="stonekit-review-graph-drawing"
          viewBox={`0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}`}
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <clipPath id={`${clip}-black`}>
              <rect x={0} y={0} width={GRAPH_WIDTH} height={shape.axis} />
            </clipPath>
            <clipPath id={`${clip}-white`}>
              <rect x={0} y={shape.axis} width={GRAPH_WIDTH} height={GRAPH_HEIGHT - shape.axis} />
            </clipPath>
          </defs>
          <rect
            className="stonekit-review-graph-background"
            width={GRAPH_WIDTH}
            height={GRAPH_HEIGHT}
          />
          <path
            className="stonekit-review-graph-area"
            data-side="black"
            d={shape.area}
            clipPath={`url(#${clip}-black)`}
          />
          <path
            className="stonekit-review-graph-area"
            data-side="white"
            d={shape.area}
            clipPath={`url(#${clip}-white)`}
          />
          <line
            className="stonekit-review-graph-axis"
            x1={0}
            x2={GRAPH_WIDTH}
            y1={shape.axis}
            y2={shape.axis}
          />
          <line className="stonekit-review-graph-current" x1={x} x2={x} y1={0} y2={GRAPH_HEIGHT} />
          <path className="stonekit-review-graph-line" d={shape.line} />
          {shape.dots.map((dot) => (
            <circle
              key={dot.ply}
              className="stonekit-review-graph-dot"
              data-judgement={dot.judgement}
              data-ply={dot.ply}
              cx={dot.x}
              cy={dot.y}
              r={dot.judgement === 'inaccuracy' ? 5 : 6.5}
            />
          ))}
          {y === null ? null : (
            <circle className="stonekit-review-graph-marker" cx={x} cy={y} r={5} />
          )}
        </svg>
        <span className="stonekit-review-graph-scale" data-edge="top" aria-hidden="true">
          {`+${shape.bound}`}
        </span>
        <span className="stonekit-review-graph-scale" data-edge="bottom" aria-hidden="true">
          {`-${shape.bound}`}
        </span>
      </div>
      {/* A table ignores a 1 px box, so the hidden box is a block around it. */}
      <div className="stonekit-review-table">
        <table>
          <caption>{texts.reviewTableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.reviewColumnMove}</th>
              <th scope="col">{texts.reviewColumnEvaluation}</th>
              <th scope="col">{texts.reviewColumnJudgement}</th>
              <th scope="col">{texts.reviewColumnBetter}</th>
            </tr>
          </thead>
          <tbody>
            <tr aria-current={shownPly === 0 ? 'step' : undefined}>
              <th scope="row">{texts.reviewStart}</th>
              <td>
                {evaluationText(series.evaluations[0] ?? null, series.game, texts) ??
                  texts.reviewNotAnalysed}
              </td>
              <td />
              <td />
            </tr>
            {series.moves.map((move) => {
              const entry = reviewMoveEntry(state, move.index, texts);
              return (
                <tr
                  key={move.index}
                  aria-current={shownPly === move.index + 1 ? 'step' : undefined}
                  data-judgement={move.judgement ?? undefined}
                >
                  <th scope="row">{`${move.number}. ${entry?.name ?? move.name}`}</th>
                  <td>{entry?.evaluation ?? texts.reviewNotAnalysed}</td>
                  <td>
                    {move.judgement === null
                      ? null
                      : `${texts.reviewJudgement[move.judgement]} ${JUDGEMENT_SYMBOLS[move.judgement]}`}
                  </td>
                  <td>
                    {move.better === null
                      ? null
                      : shownMoveName(move.better, coordinateCase, texts)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
