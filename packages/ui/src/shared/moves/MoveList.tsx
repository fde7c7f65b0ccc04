import type { Stone } from '@stonekit/core';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import type { HistoryStep } from '../history/useUndoShortcuts.ts';
import { useIsomorphicLayoutEffect } from '../useLatest.ts';
import { type MoveListMessages, moveListMessagesEn } from './messages.ts';

/**
 * What the list needs of a move, whatever the game: a `GomokuMove` and a `ReversiMove` fit.
 *
 * @example
 * const move: ListedMove = { number: 1, stone: 'black' };
 */
export interface ListedMove {
  readonly number: number; // the move's number in the game, from 1
  readonly stone: Stone; // the side that played it
}

/**
 * The props every move list takes, whatever feeds it the moves.
 *
 * @example
 * const options: MoveListOptions = { selected: 3, onSelectMove: setSelected, messages: moveListMessagesZh };
 */
export interface MoveListOptions {
  /** Texts, such as `moveListMessagesZh`; keys left out are English. @defaultValue moveListMessagesEn */
  messages?: Partial<MoveListMessages> | undefined;
  /**
   * The index in the game's moves of the move whose position is on view, marked `aria-current`:
   * with `onSelectMove`, the list is controlled by it. `-1` marks no move (the position before
   * the first). @defaultValue the last move
   */
  selected?: number | null | undefined;
  /**
   * Makes each move a button: a click, or the arrow keys (Up and Left for the move before, Down
   * and Right for the one after, Home and End for the first and last) while the list has focus,
   * call it with the index of the move to show. The list keeps one tab stop, on the selected
   * move. Without it the list is read-only, and its scrolling region is the tab stop.
   */
  onSelectMove?: ((index: number) => void) | undefined;
  /**
   * Steps through the game from the keyboard, for a list of the game as it is played: while its
   * region has focus, Up and Left ask for `'back'`, Down and Right for `'forward'`, Home for
   * `'start'` and End for `'end'` (the game's lists pass them to the store's `undo` and `redo`
   * with `undoKeys`). The region stays, empty, when every move is taken back, so that focus stays
   * too. Not with `onSelectMove`, whose keys select a move instead.
   */
  onStep?: ((step: HistoryStep) => void) | undefined;
  /** The level of the list's heading. @defaultValue 2 */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
  /** Added to `stonekit-moves`. */
  className?: string | undefined;
  /** Id of the element. */
  id?: string | undefined;
}

/**
 * A mark after a move's name, such as a review's judgement: a short text shown (`'?!'`), what
 * screen readers hear in its place, added to the move's accessible name as it is, separator
 * included (`', inaccuracy'`), and a kind for themes (`data-annotation`).
 *
 * @example
 * const mark: MoveAnnotation = { text: '??', label: ', blunder', kind: 'blunder' };
 */
export interface MoveAnnotation {
  readonly text: string; // shown after the name, hidden from screen readers
  readonly label: string; // added to the move's accessible name instead, separator included: ', blunder'
  readonly kind: string; // the move's `data-annotation`, for themes
}

/**
 * Props of `MoveList`, for moves of any game.
 *
 * @example
 * const props: MoveListProps<GomokuMove> = { moves: game.moves, name: (move) => move.name };
 */
export interface MoveListProps<M extends ListedMove> extends MoveListOptions {
  moves: readonly M[]; // the game record, oldest first
  name: (move: M) => string; // what a move is called after its number: 'h8', 'd3'
  isPass?: ((move: M) => boolean) | undefined; // a move that put nothing down, called `moveListPass` and marked `data-pass`
  annotate?: ((move: M, index: number) => MoveAnnotation | null) | undefined; // a mark after a move, such as a review's '?!'; null for none
}

/** The index of the move on view: `selected` when it names one, -1 for none, else the last. */
function currentIndex(selected: number | null | undefined, count: number): number {
  if (selected === -1) return -1;
  if (selected === null || selected === undefined) return count - 1;
  return Number.isInteger(selected) && selected >= 0 && selected < count ? selected : count - 1;
}

/** The move a key asks for from `current`, or null for a key the list leaves alone. */
function keyTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The step each key asks for in a list that steps through the game. */
const stepKeys: Partial<Record<string, HistoryStep>> = {
  ArrowUp: 'back',
  ArrowLeft: 'back',
  ArrowDown: 'forward',
  ArrowRight: 'forward',
  Home: 'start',
  End: 'end',
};

/**
 * The game record under a heading: numbered moves, black's and white's alike, each with a swatch
 * of its colour, passes named as such. State is in the DOM: `data-stone` on every move,
 * `data-pass` on a pass, and `data-current` with `aria-current="step"` on the move whose position
 * is on view (the last, unless `selected` says otherwise). Each move's accessible name adds its
 * colour to what it shows ("12. d3, white"). The list scrolls in its own region, labelled by the
 * heading and reachable by keyboard, and keeps the current move in view. Before the first move it
 * shows `moveListEmpty` and no list.
 *
 * With `onSelectMove` the moves are buttons, ready for a review of the game: a click or an arrow
 * key asks for a move, and the list shows the one `selected` names, moving focus with it. Keys
 * are read only while focus is inside the list, so the board's grid keeps its own. With `onStep`
 * instead, the same keys in the list's region step through the game itself. This is the
 * shell the game's lists use (`GomokuMoveList`, `ReversiMoveList`); give it moves directly for
 * any other game.
 *
 * @example
 * <MoveList moves={game.moves} name={(move) => move.name} />
 * @example
 * const [selected, setSelected] = useState<number | null>(null);
 * <MoveList moves={game.moves} name={(move) => move.name} selected={selected} onSelectMove={setSelected} />
 */
export function MoveList<M extends ListedMove>({
  moves,
  name,
  isPass,
  annotate,
  messages,
  selected,
  onSelectMove,
  onStep,
  headingLevel = 2,
  className,
  id,
}: MoveListProps<M>): ReactNode {
  const texts = useMemo(() => ({ ...moveListMessagesEn, ...messages }), [messages]);
  const headingId = useId();
  const scroller = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const count = moves.length;
  const current = currentIndex(selected, count);
  const interactive = onSelectMove !== undefined;
  // The one tab stop of a list of buttons: the move on view, or the first when none is.
  const tabStop = current === -1 ? 0 : current;
  const Heading = `h${headingLevel}` as const;

  // Keeps the current move in view inside the region alone: scrollIntoView would scroll the page
  // as well, and a page should not jump with every move played.
  useIsomorphicLayoutEffect(() => {
    const region = scroller.current;
    const item = region?.querySelector<HTMLElement>('[data-current]') ?? null;
    if (region === null || item === null) return;
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (top < region.scrollTop) region.scrollTop = top;
    else if (bottom > region.scrollTop + region.clientHeight) {
      region.scrollTop = bottom - region.clientHeight;
    }
  }, [current, count]);

  // Focus follows the selection while it is in the list: the arrow keys ask, `selected` answers.
  useEffect(() => {
    const element = list.current;
    if (!interactive || element === null || !element.contains(document.activeElement)) return;
    const button = element.querySelectorAll<HTMLButtonElement>('button')[tabStop];
    if (button !== undefined && button !== document.activeElement) button.focus();
  }, [interactive, tabStop]);

  function onKeyDown(event: KeyboardEvent<HTMLOListElement>): void {
    if (onSelectMove === undefined || count === 0) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = keyTarget(event.key, current, count);
    if (target === null) return;
    event.preventDefault();
    if (target !== current) onSelectMove(target);
  }

  // The region of a list that steps through the game: the same keys, asking for steps.
  const stepping = !interactive && onStep !== undefined;
  function onStepKey(event: KeyboardEvent<HTMLElement>): void {
    if (onStep === undefined || event.target !== event.currentTarget) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = stepKeys[event.key];
    if (step === undefined) return;
    event.preventDefault(); // the region would scroll instead
    onStep(step);
  }

  return (
    <div
      id={id}
      className={className === undefined ? 'stonekit-moves' : `stonekit-moves ${className}`}
    >
      <Heading id={headingId} className="stonekit-moves-heading">
        {texts.moveListHeading}
      </Heading>
      {count === 0 && !stepping ? (
        <p className="stonekit-moves-empty">{texts.moveListEmpty}</p>
      ) : (
        <section
          ref={scroller}
          className="stonekit-moves-scroller"
          aria-labelledby={headingId}
          // A list of buttons is reached through its tab stop; a read-only list through its
          // region, so that a long game can be scrolled by keyboard.
          tabIndex={interactive ? undefined : 0}
          onKeyDown={stepping ? onStepKey : undefined}
          data-steps={stepping ? '' : undefined}
        >
          {count === 0 ? <p className="stonekit-moves-empty">{texts.moveListEmpty}</p> : null}
          {/* The keys move between the buttons inside the list, so the list listens for them. */}
          <ol
            ref={list}
            className="stonekit-move-list"
            aria-labelledby={headingId}
            onKeyDown={interactive ? onKeyDown : undefined}
            hidden={count === 0}
          >
            {moves.map((move, index) => {
              const pass = isPass?.(move) ?? false;
              const shown = pass ? texts.moveListPass : name(move);
              const annotation = annotate?.(move, index) ?? null;
              const named = texts.moveListMove({
                number: move.number,
                name: shown,
                stone: move.stone,
                pass,
              });
              const label = annotation === null ? named : `${named}${annotation.label}`;
              const isCurrent = index === current;
              const content = (
                <>
                  <span className="stonekit-move-stone" aria-hidden="true" />
                  <span className="stonekit-move-number">{`${move.number}.`}</span>{' '}
                  <span className="stonekit-move-name">{shown}</span>
                  {annotation === null ? null : (
                    <span className="stonekit-move-annotation" aria-hidden="true">
                      {annotation.text}
                    </span>
                  )}
                </>
              );
              return (
                <li
                  key={move.number}
                  className="stonekit-move"
                  data-stone={move.stone}
                  data-pass={pass ? '' : undefined}
                  data-annotation={annotation?.kind}
                  data-current={isCurrent ? '' : undefined}
                  aria-current={!interactive && isCurrent ? 'step' : undefined}
                  aria-label={interactive ? undefined : label}
                >
                  {interactive ? (
                    <button
                      type="button"
                      className="stonekit-move-button"
                      tabIndex={index === tabStop ? 0 : -1}
                      aria-current={isCurrent ? 'step' : undefined}
                      aria-label={label}
                      onClick={() => onSelectMove(index)}
                    >
                      {content}
                    </button>
                  ) : (
                    content
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
