import { type CoordinateCase, checkCoordinateCase } from './case.ts';

/** The option every game store takes for how it shows point names. */
export interface CoordinateStoreOptions {
  /**
   * How the boards and texts on this store write point names: `'lower'` (`h8`, the engines'
   * own names) or `'upper'` (`H8`). Display only: moves, saved games and callbacks keep the
   * engines' names. @defaultValue 'lower'
   */
  coordinateCase?: CoordinateCase | undefined;
}

/** The field every game store holds for it, read by every component on the store. */
export interface CoordinateStoreFields {
  coordinateCase: CoordinateCase; // how point names are shown: 'h8' or 'H8'
}

/** The action that changes it. */
export interface CoordinateStoreActions {
  /**
   * Shows point names in `coordinateCase` from now on, on every board and text of the store.
   * The game is untouched.
   *
   * @throws OptionError for anything but `'lower'` or `'upper'`
   * @example
   * store.getState().setCoordinateCase('upper'); // the board's letters become A to O
   */
  setCoordinateCase(coordinateCase: CoordinateCase): void;
}

/**
 * The store's coordinate case as it starts.
 *
 * @throws OptionError for a `coordinateCase` other than `'lower'` or `'upper'`
 * @example
 * coordinateStoreFields({ coordinateCase: 'upper' }); // { coordinateCase: 'upper' }
 */
export function coordinateStoreFields(options: CoordinateStoreOptions): CoordinateStoreFields {
  return { coordinateCase: checkCoordinateCase(options.coordinateCase ?? 'lower') };
}

/**
 * The store's `setCoordinateCase`, checking the value before it sets anything.
 *
 * @example
 * const actions = coordinateStoreActions(set);
 */
export function coordinateStoreActions(
  set: (partial: CoordinateStoreFields) => void,
): CoordinateStoreActions {
  return {
    setCoordinateCase: (coordinateCase) =>
      set({ coordinateCase: checkCoordinateCase(coordinateCase) }),
  };
}
