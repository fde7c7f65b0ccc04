import { OptionError } from '@stonekit/core';
import { type RefObject, useEffect } from 'react';
import { useLatest } from '../useLatest.ts';

/**
 * A step through a game's history, as a person asks for it: one step back (undo) or forward
 * (redo), or all the way to the start or the end.
 *
 * @example
 * const step: HistoryStep = 'back';
 */
export type HistoryStep = 'back' | 'forward' | 'start' | 'end';

const HISTORY_STEPS: readonly unknown[] = ['back', 'forward', 'start', 'end'];

/**
 * What stepping through a game needs of a store: a Gomoku or a Reversi store fits.
 *
 * @example
 * const history: UndoableStore = createGomokuStore();
 */
export interface UndoableStore {
  getState(): {
    readonly game: unknown; // a new object after every change of the game
    readonly canUndo: boolean; // `undo` would give a person back a step
    readonly canRedo: boolean; // `redo` would replay a step taken back
    undo(): unknown; // a person's undo
    redo(): unknown; // a person's redo
  };
}

/**
 * Takes one step through the game with the store's `undo` and `redo`, which act for a person
 * (against the computer, its answer goes and comes back with the person's move); `'start'` and
 * `'end'` repeat them while `canUndo` or `canRedo` holds. Returns whether the game changed.
 *
 * @throws OptionError for a step other than `'back'`, `'forward'`, `'start'` or `'end'`
 * @example
 * takeHistoryStep(store, 'back'); // as store.getState().undo(), when canUndo
 * takeHistoryStep(store, 'start'); // every step a person can take back
 */
export function takeHistoryStep(store: UndoableStore, step: HistoryStep): boolean {
  if (!HISTORY_STEPS.includes(step)) {
    const shown = String(step).slice(0, 40);
    throw new OptionError(
      'step',
      `Expected step to be 'back', 'forward', 'start' or 'end', got ${shown}`,
    );
  }
  const back = step === 'back' || step === 'start';
  const once = step === 'back' || step === 'forward';
  let changed = false;
  for (;;) {
    const state = store.getState();
    if (!(back ? state.canUndo : state.canRedo)) return changed;
    if (back) state.undo();
    else state.redo();
    // A step that changed nothing would repeat for ever: stop there.
    if (store.getState().game === state.game) return changed;
    changed = true;
    if (once) return true;
  }
}

// Input types whose keys are not text: an undo there is the game's, not the field's.
const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether `target` keeps its own undo (a text field, a select, editable content). */
function editsText(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable]:not([contenteditable="false"])') !== null) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

/** The letter of a key, on any layout: `key` where it is a Latin letter, else the key's place. */
function letterOf(event: Pick<KeyboardEvent, 'key' | 'code'>): string {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  return event.code.startsWith('Key') ? event.code.slice(3).toLowerCase() : '';
}

/**
 * The step an undo shortcut asks for: Ctrl+Z or Cmd+Z back; Ctrl+Shift+Z, Cmd+Shift+Z or Ctrl+Y
 * forward; `null` for any other key, or with Alt held.
 *
 * @example
 * undoShortcutStep(event); // 'back' for Ctrl+Z
 */
export function undoShortcutStep(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): 'back' | 'forward' | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const letter = letterOf(event);
  if (letter === 'z') return event.shiftKey ? 'forward' : 'back';
  // Cmd+Y opens the history in browsers on macOS: only Ctrl+Y redoes.
  if (letter === 'y' && event.ctrlKey && !event.shiftKey) return 'forward';
  return null;
}

/**
 * Options of `useUndoShortcuts`.
 *
 * @example
 * useUndoShortcuts(store, { within: panelRef });
 */
export interface UndoShortcutsOptions {
  /** Listen for the shortcuts; false turns them off. @defaultValue true */
  enabled?: boolean | undefined;
  /**
   * Only keys pressed while focus is inside this element, for a page with several boards: each
   * board's shortcuts then act on its own game. @defaultValue the whole document
   */
  within?: RefObject<Element | null> | undefined;
}

/**
 * Undo and redo from the keyboard, as in any editor: Ctrl+Z (Cmd+Z on a Mac) takes back a step
 * with the store's `undo`, Ctrl+Shift+Z (Cmd+Shift+Z) or Ctrl+Y replays one with `redo`. These act
 * for a person, as the Undo and Redo buttons do: against the computer its answer goes and comes
 * back with the person's move, and nothing happens while `canUndo` (or `canRedo`) is false. Keys
 * typed in a text field, a select or editable content are left to it, and so is a key a handler
 * has already taken (`defaultPrevented`); the board's own keys (arrows, Home, End, PageUp,
 * PageDown, Enter, Space) are not shortcuts, so its grid keeps them. A key that steps prevents
 * the browser's default.
 *
 * @param store - a Gomoku or Reversi store, or any `UndoableStore`
 * @throws OptionError for an `enabled` that is not a boolean
 * @example
 * function Game() {
 *   const store = useOwnStore(() => createGomokuStore());
 *   useUndoShortcuts(store);
 *   return <GomokuBoard store={store} />;
 * }
 */
export function useUndoShortcuts(store: UndoableStore, options: UndoShortcutsOptions = {}): void {
  const { enabled = true, within } = options;
  if (typeof enabled !== 'boolean') {
    throw new OptionError('enabled', `Expected enabled to be true or false, got ${typeof enabled}`);
  }
  const latest = useLatest({ store, within });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const step = undoShortcutStep(event);
      if (step === null || editsText(event.target)) return;
      const { store, within } = latest.current;
      if (within !== undefined) {
        const scope = within.current;
        if (scope === null || !(event.target instanceof Node) || !scope.contains(event.target)) {
          return;
        }
      }
      if (takeHistoryStep(store, step)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, latest]);
}
