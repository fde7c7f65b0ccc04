import { decodeShareCode, type GameRecord } from '@stonekit/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locale.tsx';
import { gameLinkHref, replaceHash, useGameLink } from '../../useHashRoute.ts';
import type { GamesMessages } from './messages.ts';
import { defaultSaveName, type GameTarget, openEngine, recordSummary } from './records.ts';
import { savedGames } from './savedGames.ts';
import { errorText, savedErrorText } from './useGames.ts';

/** A link's game read, or why it does not read. */
type Decoded = { readonly record: GameRecord } | { readonly error: string };

/**
 * The banner of a link that brings a game (`#/gomoku?g=<share code>`, or a game imported on the
 * other page): it never replaces the game on the board unasked. "Open it" first keeps the game
 * on the board in Saved games, then opens the link's; "Keep my game" leaves the board alone.
 * Either way the link leaves the address, so that a reload does not ask again. A link holding a
 * game of the other kind goes to that game's page; one that does not read says why.
 */
export function SharedGameBanner({
  target,
  t,
  locale,
}: {
  target: GameTarget;
  t: GamesMessages;
  locale: Locale;
}) {
  const [link, clear] = useGameLink();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const banner = useRef<HTMLElement>(null);
  const code = link?.code ?? null;
  const decoded = useMemo<Decoded | null>(() => {
    if (code === null) return null;
    try {
      return { record: decodeShareCode(code) };
    } catch (error) {
      return { error: errorText(error) };
    }
  }, [code]);
  const elsewhere =
    decoded !== null && 'record' in decoded && decoded.record.game !== target.kind
      ? decoded.record.game
      : null;

  // A new link asks afresh: what the last one did is old news. The question takes focus, which
  // brings it into view: a link followed from lower down the page would leave it above.
  useEffect(() => {
    if (code === null) return;
    setDone(null);
    banner.current?.focus();
  }, [code]);

  useEffect(() => {
    if (elsewhere !== null && code !== null && link !== null) {
      replaceHash(gameLinkHref(elsewhere, code, link.from));
    }
  }, [elsewhere, code, link]);

  if (decoded === null || elsewhere !== null) {
    if (done === null) return null;
    return (
      <section className="shared-banner" aria-labelledby={headingId} data-state="done">
        <p id={headingId}>{done}</p>
        <div className="toolbar">
          <button type="button" onClick={() => setDone(null)}>
            {t.dismiss}
          </button>
        </div>
      </section>
    );
  }

  const title = link?.from === 'import' ? t.importedTitle : t.sharedTitle;
  if ('error' in decoded) {
    return (
      <section
        className="shared-banner"
        aria-labelledby={headingId}
        data-state="unreadable"
        tabIndex={-1}
        ref={banner}
      >
        <h2 id={headingId}>{title}</h2>
        <p role="alert">{t.sharedUnreadable(decoded.error)}</p>
        <div className="toolbar">
          <button type="button" onClick={clear}>
            {t.dismiss}
          </button>
        </div>
      </section>
    );
  }

  const { record } = decoded;
  const open = async () => {
    setFailure(null);
    let kept: string | null = null;
    if (target.store.getState().game.moves.length > 0) {
      const name = t.keptName(defaultSaveName(target, t, locale, new Date()));
      try {
        kept = (await savedGames.save(target.store, { name })).name;
      } catch (error) {
        // Not kept, so not replaced: the player still has the game, and is told why.
        setFailure(savedErrorText(error, locale));
        return;
      }
    }
    openEngine(target, record.engine);
    const opened = t.opened(recordSummary(record, t));
    setDone(kept === null ? opened : `${opened} ${t.keptAs(kept)}`);
    clear();
  };

  return (
    <section
      className="shared-banner"
      aria-labelledby={headingId}
      data-state="asking"
      tabIndex={-1}
      ref={banner}
    >
      <h2 id={headingId}>{title}</h2>
      <p>{t.sharedQuestion(recordSummary(record, t))}</p>
      <p className="games-error" role="alert">
        {failure}
      </p>
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => void open()}>
          {t.openIt}
        </button>
        <button type="button" onClick={clear}>
          {t.keepMine}
        </button>
      </div>
    </section>
  );
}
