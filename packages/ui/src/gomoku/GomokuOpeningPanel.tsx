import {
  type ChoosePhase,
  type DeclarePhase,
  formatPoint,
  type OfferPhase,
  type SelectPhase,
} from '@stonekit/core';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { withCoordinateCase } from '../shared/coordinates/case.ts';
import { useCoordinateCase } from '../shared/coordinates/useCoordinateCase.ts';
import { useResolvedGomokuStore } from './context.tsx';
import { GomokuNotice } from './GomokuNotice.tsx';
import { type GomokuMessages, resolveGomokuMessages } from './messages.ts';
import type { GomokuStore } from './store.ts';

/** Props of `GomokuOpeningPanel`. */
export interface GomokuOpeningPanelProps {
  store?: GomokuStore | undefined; // the game whose opening to play @defaultValue the provided store
  messages?: Partial<GomokuMessages> | undefined; // texts @defaultValue gomokuMessagesEn
  notice?: boolean | undefined; // show the last refusal inside the panel, as a `GomokuNotice` @defaultValue true
  className?: string | undefined; // added to `stonekit-opening-panel`
  id?: string | undefined; // id of the panel's root element
}

/** What every part of the panel needs: the store, the texts, and a way to act. */
interface PartProps {
  store: GomokuStore; // the game
  messages: GomokuMessages; // the texts
  run: (action: () => unknown) => void; // runs an action that may end the part's phase
}

function ChooseButtons({ phase, store, messages, run }: PartProps & { phase: ChoosePhase }) {
  return (
    <div className="stonekit-opening-choices">
      {phase.options.map((choice) => (
        <button
          key={choice}
          type="button"
          data-choice={choice}
          onClick={() => run(() => store.getState().choose(choice))}
        >
          {messages.choice(choice, phase)}
        </button>
      ))}
    </div>
  );
}

function DeclareOffers({ phase, store, messages, run }: PartProps & { phase: DeclarePhase }) {
  const selectId = useId();
  const [count, setCount] = useState(() => Math.min(phase.max, Math.max(phase.min, 2)));
  const counts: number[] = [];
  for (let n = phase.min; n <= phase.max; n++) counts.push(n);
  return (
    <div className="stonekit-opening-declare">
      <label htmlFor={selectId}>{messages.declareLabel(phase.min, phase.max)}</label>
      <select id={selectId} value={count} onChange={(e) => setCount(Number(e.target.value))}>
        {counts.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => run(() => store.getState().declareOffers(count))}>
        {messages.declareButton}
      </button>
    </div>
  );
}

function OfferFifth({ phase, store, messages, run }: PartProps & { phase: OfferPhase }) {
  const draft = useStore(store, (s) => s.offerDraft);
  const names = useMemo(() => draft.map(formatPoint), [draft]);
  const complete = draft.length === phase.count;
  return (
    <div className="stonekit-opening-offer">
      <p className="stonekit-opening-chosen" data-chosen={draft.length} data-count={phase.count}>
        {messages.chosenOffers(names, phase.count)}
      </p>
      <div className="stonekit-opening-choices">
        <button
          type="button"
          className="stonekit-offer-button"
          disabled={!complete}
          onClick={() => run(() => store.getState().offerFifth())}
        >
          {messages.offerButton(phase.count)}
        </button>
        <button
          type="button"
          disabled={draft.length === 0}
          onClick={() => store.getState().clearOffers()}
        >
          {messages.clearOffers}
        </button>
      </div>
    </div>
  );
}

function SelectFifth({ phase, store, messages, run }: PartProps & { phase: SelectPhase }) {
  return (
    <div className="stonekit-opening-choices">
      {phase.offers.map((point, i) => {
        const name = formatPoint(point);
        return (
          <button
            key={name}
            type="button"
            data-point={name}
            data-offered={i + 1}
            onClick={() => run(() => store.getState().selectFifth(name))}
          >
            {messages.selectButton(name)}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The choices of a tournament opening that are not stones on the board, as buttons: swap or
 * keep, take a colour or place two more, the number of fifth moves Yamaguchi's black declares,
 * the offer of the fifth moves black has picked on the board ("Offer these 2 moves", enabled once
 * there are as many as the rule asks), and the offered fifth move white selects (also a click on
 * the board). A group named by what the opening expects now ("White: swap or keep?"), with a short
 * instruction and, unless `notice` is off, the last refusal. Renders nothing once the opening is
 * over or under the `'free'` rule. When its own button ends a phase, focus moves to the group, so
 * a keyboard user hears the next question instead of being dropped on the page. While the
 * computer answers for the player the opening waits on, the group is disabled and `aria-busy`.
 *
 * @throws Error without a `store` prop outside a `GomokuProvider`
 * @example
 * <GomokuProvider rule="renju" opening="rif">
 *   <GomokuStatus />
 *   <GomokuBoard />
 *   <GomokuOpeningPanel />
 * </GomokuProvider>
 */
export function GomokuOpeningPanel({
  store,
  messages,
  notice = true,
  className,
  id,
}: GomokuOpeningPanelProps): ReactNode {
  const resolvedStore = useResolvedGomokuStore(store, 'GomokuOpeningPanel');
  const phase = useStore(resolvedStore, (s) => s.game.opening.phase);
  const playing = useStore(resolvedStore, (s) => s.game.status.kind === 'playing');
  // The computer is answering for the player the opening waits on: its controls are not ours.
  const busy = useStore(resolvedStore, (s) => s.thinking !== null);
  // The chosen and offered points are named as the store shows point names.
  const coordinateCase = useCoordinateCase(resolvedStore);
  const resolved = useMemo(
    () => withCoordinateCase(resolveGomokuMessages(messages), coordinateCase),
    [messages, coordinateCase],
  );
  const root = useRef<HTMLFieldSetElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    // The button pressed went away with its phase: keep the focus in the panel, on its new question.
    const panel = root.current;
    const lost = panel !== null && !panel.contains(document.activeElement);
    if (refocus.current && phase.phase !== 'done' && lost) panel.focus();
    refocus.current = false;
  }, [phase]);

  if (phase.phase === 'done' || !playing) return null;
  const part: PartProps = {
    store: resolvedStore,
    messages: resolved,
    run: (action) => {
      const before = resolvedStore.getState().game;
      action();
      // Only a change of the game ends the phase; a refusal leaves the focus where it is.
      refocus.current = resolvedStore.getState().game !== before;
    },
  };
  const hint = resolved.openingHint(phase);
  return (
    // A fieldset is a group; named by the question, it needs no visible legend beside the status.
    <fieldset
      ref={root}
      id={id}
      aria-label={resolved.openingPhase(phase)}
      tabIndex={-1}
      className={
        className === undefined ? 'stonekit-opening-panel' : `stonekit-opening-panel ${className}`
      }
      data-phase={phase.phase}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {hint === '' ? null : <p className="stonekit-opening-hint">{hint}</p>}
      {phase.phase === 'choose' ? <ChooseButtons phase={phase} {...part} /> : null}
      {phase.phase === 'declare-offers' ? (
        <DeclareOffers key={phase.max} phase={phase} {...part} />
      ) : null}
      {phase.phase === 'offer-fifth' ? <OfferFifth phase={phase} {...part} /> : null}
      {phase.phase === 'select-fifth' ? <SelectFifth phase={phase} {...part} /> : null}
      {notice ? <GomokuNotice store={resolvedStore} messages={resolved} /> : null}
    </fieldset>
  );
}
