import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../useLatest.ts';
import { SavedGameError } from './errors.ts';
import { type SavedGamesMessages, savedGamesMessagesEn } from './messages.ts';
import {
  type SavedGameFocusTarget,
  SavedGameItem,
  type SavedGameItemActions,
  type SavedGameItemMode,
  shownName,
} from './SavedGameItem.tsx';
import type {
  LoadedGame,
  SavedGameKind,
  SavedGameListItem,
  SavedGames,
  UnreadableSavedGame,
} from './types.ts';
import { useSavedGames } from './useSavedGames.ts';

/** Props of `SavedGamesList`. */
export interface SavedGamesListProps {
  /** The saved games to list, from `createSavedGames`. */
  savedGames: SavedGames;
  /**
   * Called with the game loaded when a Load button is pressed, to put it in a store:
   * `store.getState().reset(loaded.options)`. Return `false` when the game is not in the store
   * yet (the app first asks whether to replace the game in play) and the app says what happens:
   * the list then does not say "Loaded". Without it the list has no Load buttons.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing has loaded the game
  onLoad?: ((loaded: LoadedGame) => boolean | void) | undefined;
  /** Lists only this game's saves; entries that cannot be read are listed whatever their game. @defaultValue both games */
  game?: SavedGameKind | undefined;
  /** Texts, such as `savedGamesMessagesZh`; keys left out are English. @defaultValue savedGamesMessagesEn */
  messages?: Partial<SavedGamesMessages> | undefined;
  /** The locale dates are written in. @defaultValue `messages.savedLocale`, else the browser's */
  locale?: string | undefined;
  /** The level of the list's heading; each game's name is a heading one level below. @defaultValue 2 */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | undefined;
  /** Added to `stonekit-saved`. */
  className?: string | undefined;
  /** Id of the element. */
  id?: string | undefined;
}

/** What the list is doing with one of its rows, if anything. */
interface Editing {
  readonly id: string; // the row's entry
  readonly mode: Exclude<SavedGameItemMode, 'idle'>; // renaming it, or asking before deleting it
}

/** Where focus goes after the next render: a row's button, or the heading. */
type FocusRequest = { readonly id: string; readonly target: SavedGameFocusTarget } | 'heading';

/** Saves the raw text of an unreadable entry as a file, through a link to a Blob. */
function downloadRaw(item: UnreadableSavedGame, namespace: string): void {
  const url = URL.createObjectURL(new Blob([item.raw], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${namespace}-${item.id}.txt`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled; the URL would only hold memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The saved games of `savedGames` under a heading, newest first, kept up to date as games are
 * saved, renamed or deleted here or in another tab. Each game shows a thumbnail of its position,
 * its name, the date it was saved (written by `Intl` in the locale), what game it is (rule,
 * opening, size, clock), who played and how it stands, with buttons to Load it (with `onLoad`),
 * Rename it in place (a labelled field: Enter keeps the name, Escape cancels) and Delete it
 * (after a question, Keep focused). An entry that cannot be read is listed too, marked
 * "Unreadable" with the reason, with buttons to download its raw text and to delete it: nothing
 * is ever dropped unseen. What happened is said in a status region ("Deleted “Final”."), and a
 * failure, such as a full storage, in an alert. State is in the DOM: `data-game`,
 * `data-result`, `data-winner`, `data-unreadable` and `data-state` (`idle`, `renaming`,
 * `confirming`) on each row. Its look follows `--stonekit-saved-*` custom properties.
 *
 * @example
 * const savedGames = createSavedGames();
 * <SavedGamesList savedGames={savedGames} onLoad={(loaded) => {
 *   if (loaded.game === 'gomoku') store.getState().reset(loaded.options);
 * }} />
 */
export function SavedGamesList({
  savedGames,
  onLoad,
  game,
  messages,
  locale,
  headingLevel = 2,
  className,
  id,
}: SavedGamesListProps): ReactNode {
  const texts = useMemo(() => ({ ...savedGamesMessagesEn, ...messages }), [messages]);
  const view = useSavedGames(savedGames);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLElement>());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState('');
  const [draftInvalid, setDraftInvalid] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [focusNext, setFocusNext] = useState<FocusRequest | null>(null);
  const Heading = `h${headingLevel}` as const;
  const itemLevel = (headingLevel + 1) as 2 | 3 | 4 | 5 | 6;
  const dates = locale ?? texts.savedLocale;

  // In the commit that shows the change, not a frame later: a row's button that went away (Save
  // name, Delete) leaves the focus on the page's body until this runs.
  useIsomorphicLayoutEffect(() => {
    if (focusNext === null) return;
    const target =
      focusNext === 'heading'
        ? heading.current
        : buttons.current.get(`${focusNext.id}:${focusNext.target}`);
    target?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const items = useMemo(
    () =>
      (view.items ?? []).filter(
        (item) => game === undefined || item.unreadable || item.game === game,
      ),
    [view.items, game],
  );

  /** The text of a failure, in the list's words. */
  const said = (error: unknown) =>
    texts.savedError(error instanceof SavedGameError ? error.kind : 'storage');

  const actionsFor = (item: SavedGameListItem): SavedGameItemActions => {
    const name = shownName(item, texts);
    const close = (target: SavedGameFocusTarget) => {
      setEditing(null);
      setDraftInvalid(false);
      setFocusNext({ id: item.id, target });
    };
    return {
      load:
        onLoad === undefined
          ? undefined
          : () => {
              setFailure(null);
              savedGames.load(item.id).then(
                (loaded) => {
                  if (onLoad(loaded) !== false) setNotice(texts.savedLoaded(name));
                },
                (error: unknown) => setFailure(said(error)),
              );
            },
      startRename: () => {
        setFailure(null);
        setEditing({ id: item.id, mode: 'renaming' });
        setDraft(item.unreadable ? '' : item.name);
        setDraftInvalid(false);
        setFocusNext({ id: item.id, target: 'first' });
      },
      rename: () => {
        const next = draft.trim();
        if (next === '') {
          setDraftInvalid(true);
          setFocusNext({ id: item.id, target: 'first' });
          return;
        }
        setFailure(null);
        savedGames.rename(item.id, next).then(
          () => {
            setNotice(texts.savedRenamed(next));
            close('rename');
          },
          (error: unknown) => setFailure(said(error)),
        );
      },
      startDelete: () => {
        setFailure(null);
        setEditing({ id: item.id, mode: 'confirming' });
        setFocusNext({ id: item.id, target: 'first' });
      },
      remove: () => {
        setFailure(null);
        savedGames.remove(item.id).then(
          () => {
            setNotice(texts.savedDeleted(name));
            setEditing(null);
            setFocusNext('heading');
          },
          (error: unknown) => setFailure(said(error)),
        );
      },
      cancel: () => close(editing?.mode === 'confirming' ? 'delete' : 'rename'),
      download: () => {
        if (item.unreadable) downloadRaw(item, savedGames.namespace);
      },
      draft: (name) => {
        setDraft(name);
        if (name.trim() !== '') setDraftInvalid(false);
      },
      register: (target, element) => {
        const key = `${item.id}:${target}`;
        if (element === null) buttons.current.delete(key);
        else buttons.current.set(key, element);
      },
    };
  };

  const shownFailure = failure ?? (view.error === null ? null : said(view.error));
  let body: ReactNode;
  if (view.items === null) {
    body =
      view.error === null ? <p className="stonekit-saved-empty">{texts.savedLoading}</p> : null;
  } else if (items.length === 0) {
    body = <p className="stonekit-saved-empty">{texts.savedEmpty}</p>;
  } else {
    body = (
      <ul className="stonekit-saved-list" aria-labelledby={headingId}>
        {items.map((item) => {
          const mode = editing?.id === item.id ? editing.mode : 'idle';
          return (
            <SavedGameItem
              key={item.id}
              item={item}
              texts={texts}
              locale={dates}
              level={itemLevel}
              mode={mode}
              draft={mode === 'renaming' ? draft : ''}
              draftInvalid={mode === 'renaming' && draftInvalid}
              actions={actionsFor(item)}
            />
          );
        })}
      </ul>
    );
  }

  return (
    <section
      id={id}
      className={className === undefined ? 'stonekit-saved' : `stonekit-saved ${className}`}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className="stonekit-saved-heading" ref={heading} tabIndex={-1}>
        {texts.savedHeading}
      </Heading>
      <p className="stonekit-saved-error" role="alert">
        {shownFailure}
      </p>
      {body}
      <p className="stonekit-saved-status" role="status">
        {notice}
      </p>
    </section>
  );
}
