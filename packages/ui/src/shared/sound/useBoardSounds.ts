import { useEffect, useRef } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useLatest } from '../useLatest.ts';
import {
  type BoardSoundState,
  boardSound,
  LOW_TIME_MS,
  nextTickDelay,
  runningTimeLeft,
  timeAlertRaised,
} from './boardSounds.ts';
import { checkVolume, createSoundPlayer, type SoundPlayer } from './player.ts';

/**
 * A Gomoku or Reversi store, or any store with the fields the sounds read.
 *
 * @example
 * const store: BoardSoundStore = createGomokuStore();
 */
export type BoardSoundStore = Pick<StoreApi<BoardSoundState>, 'getState' | 'subscribe'>;

/**
 * Options of `useBoardSounds`.
 *
 * @example
 * useBoardSounds(store, { volume: 0.6, muted, enabled: settings.sound });
 */
export interface BoardSoundsOptions {
  /** Play the game's sounds; false stops listening to the store altogether. @defaultValue true */
  enabled?: boolean | undefined;
  /** Loudness of the hook's own player, 0 to 1; ignored with `player`. @defaultValue 1 */
  volume?: number | undefined;
  /** Silence the hook's own player; ignored with `player`. @defaultValue false */
  muted?: boolean | undefined;
  /**
   * A player to play through, with its own volume and mute, such as one shared by several
   * boards. The hook neither creates nor disposes of it.
   * @defaultValue a player of the hook's own, on the page's shared `AudioContext`
   */
  player?: SoundPlayer | undefined;
}

// Two ticks closer than this are one: the warning and the countdown may fall together.
const MIN_TICK_GAP_MS = 500;
// setTimeout fires at once for longer delays; a clock that far from low time just re-arms.
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Plays the game's sounds as `store` changes: `place` for a Gomoku stone, `flip` with the number
 * turned for a Reversi disc, `illegal` for a move refused, `start` for a new game, `win`, `loss`
 * (a person beaten by the computer) or `draw` when the game ends, in place of the last move's
 * sound. Undo and redo are silent. Where the store has a clock (`clock`, `timeAlert`), a tick
 * marks each new low-time warning, and every second once the running side has under 10 s, from
 * a timer that exists only while it does (and, for a store without `timeAlert`, one waiting for
 * that moment).
 *
 * The hook subscribes to the store without re-rendering the component. Nothing sounds before the
 * user's first gesture on the page, and nothing is created on a server or where Web Audio is
 * missing; every board's own player shares the page's one `AudioContext`.
 *
 * @param store - a Gomoku or Reversi store
 * @param options - `enabled` (default true), `volume` (default 1) and `muted` (default false) of
 *   the hook's own player, or a `player` to use instead
 * @throws OptionError for a volume that is not a number from 0 to 1
 * @example
 * function Game() {
 *   const store = useOwnStore(() => createReversiStore({ ai, aiPlayer: 'white' }));
 *   const [muted, setMuted] = useState(false);
 *   useBoardSounds(store, { muted, volume: 0.7 });
 *   return (
 *     <ReversiProvider store={store}>
 *       <SoundToggle muted={muted} onMutedChange={setMuted} storageKey="my-app:muted" />
 *       <ReversiBoard />
 *     </ReversiProvider>
 *   );
 * }
 */
export function useBoardSounds(store: BoardSoundStore, options: BoardSoundsOptions = {}): void {
  const { enabled = true, volume = 1, muted = false, player } = options;
  // Checked while rendering, so a bad volume fails where it is given, not in an effect later.
  checkVolume(volume);
  const settings = useLatest({ volume, muted });
  const own = useRef<SoundPlayer | null>(null);

  useEffect(() => {
    if (!enabled) return;
    // Made here rather than while rendering: a player listens for gestures, and StrictMode's
    // rehearsal disposes of the first one made by this effect before making the second.
    const ownPlayer = player === undefined ? createSoundPlayer(settings.current) : null;
    own.current = ownPlayer;
    const sound = player ?? ownPlayer!;

    let lastTick = Number.NEGATIVE_INFINITY;
    const tick = () => {
      const now = Date.now();
      if (now - lastTick < MIN_TICK_GAP_MS) return;
      lastTick = now;
      sound.play('tick');
    };

    // At most one timer, for the next tick of a clock running low; none while no clock runs.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      const state = store.getState();
      const now = Date.now();
      const left = runningTimeLeft(state, now);
      // A store that raises `timeAlert` changes as ten seconds are left, which schedules again
      // then; only for one that raises none must a timer wait for that moment.
      if (left !== null && left > LOW_TIME_MS + 1000 && state.timeAlert !== undefined) return;
      const delay = nextTickDelay(state, now);
      if (delay === null) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          const left = runningTimeLeft(store.getState(), Date.now());
          if (left !== null && left > 0 && left < LOW_TIME_MS) tick();
          schedule();
        },
        Math.min(delay, MAX_DELAY_MS),
      );
    };

    const unsubscribe = store.subscribe((next, previous) => {
      const request = boardSound(next, previous);
      if (request !== null) sound.play(request.name, request.detail);
      const ended = next.game.status.kind !== 'playing';
      if (!ended && timeAlertRaised(next, previous)) tick();
      if (next.clock !== previous.clock || next.game !== previous.game) schedule();
    });
    schedule();

    return () => {
      unsubscribe();
      clearTimeout(timer);
      ownPlayer?.dispose();
      own.current = null;
    };
  }, [store, enabled, player, settings]);

  useEffect(() => {
    own.current?.setVolume(volume);
    own.current?.setMuted(muted);
  }, [volume, muted]);
}
