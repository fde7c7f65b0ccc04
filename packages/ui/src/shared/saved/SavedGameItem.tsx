import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { formatSavedDate, savedGameFacts } from './describe.ts';
import type { SavedGamesMessages } from './messages.ts';
import { SavedGameThumbnail } from './SavedGameThumbnail.tsx';
import type { SavedGameListItem } from './types.ts';

/** What a row of the list is doing: shown, its name being edited, or its deletion asked about. */
export type SavedGameItemMode = 'idle' | 'renaming' | 'confirming';

/** The buttons of a row that take focus back after a change: Rename, Delete, or the first. */
export type SavedGameFocusTarget = 'rename' | 'delete' | 'first';

/** What a row does, handed down by `SavedGamesList`, which keeps the state. */
export interface SavedGameItemActions {
  load?: (() => void) | undefined; // Load; no button without it
  startRename: () => void; // opens the name field
  rename: () => void; // keeps the draft as the name
  startDelete: () => void; // asks before deleting
  remove: () => void; // deletes, once asked
  cancel: () => void; // closes the name field or the question
  download: () => void; // downloads the raw text of an unreadable entry
  draft: (name: string) => void; // the name field changed
  register: (target: SavedGameFocusTarget, element: HTMLElement | null) => void; // for focus
}

/** Props of `SavedGameItem`, one row of `SavedGamesList`. */
export interface SavedGameItemProps {
  item: SavedGameListItem; // the entry shown
  texts: SavedGamesMessages; // the list's texts
  locale: string | undefined; // the dates' locale
  level: 2 | 3 | 4 | 5 | 6; // the level of the row's heading
  mode: SavedGameItemMode; // what the row is doing
  draft: string; // the name being typed, while renaming
  draftInvalid: boolean; // the name typed was refused
  actions: SavedGameItemActions; // what its buttons do
}

/** The name a row shows: its own, or the texts' for a save without one. */
export function shownName(item: SavedGameListItem, texts: SavedGamesMessages): string {
  if (item.unreadable) return item.name ?? texts.savedUnreadableName;
  return item.name === '' ? texts.savedUntitled : item.name;
}

/**
 * One saved game in the list: its thumbnail, its name as a heading, when it was saved, what game
 * it is, who played and how it stands, and its buttons; or, for an entry that cannot be read,
 * the mark "Unreadable" with the reason, and buttons to download its raw text and delete it.
 * Renaming shows a labelled name field in place of the buttons (Enter keeps it, Escape cancels),
 * deleting asks first, in a group named by the question.
 */
export function SavedGameItem({
  item,
  texts,
  locale,
  level,
  mode,
  draft,
  draftInvalid,
  actions,
}: SavedGameItemProps): ReactNode {
  const ids = useId();
  const Heading = `h${level}` as const;
  const name = shownName(item, texts);
  const savedAt = item.unreadable ? item.savedAt : item.savedAt > 0 ? item.savedAt : null;
  const date =
    savedAt === null ? null : (
      <time className="stonekit-saved-date" dateTime={new Date(savedAt).toISOString()}>
        {texts.savedDate(formatSavedDate(savedAt, locale))}
      </time>
    );
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    actions.cancel();
  };

  let controls: ReactNode;
  if (mode === 'renaming' && !item.unreadable) {
    controls = (
      <form
        className="stonekit-saved-rename"
        onSubmit={(event) => {
          event.preventDefault();
          actions.rename();
        }}
        onKeyDown={cancelOnEscape}
      >
        <label className="stonekit-saved-label" htmlFor={`${ids}-name`}>
          {texts.savedNewName}
        </label>
        <input
          id={`${ids}-name`}
          className="stonekit-saved-input"
          value={draft}
          maxLength={200}
          autoComplete="off"
          aria-invalid={draftInvalid ? true : undefined}
          aria-describedby={draftInvalid ? `${ids}-invalid` : undefined}
          onChange={(event) => actions.draft(event.target.value)}
          ref={(element) => actions.register('first', element)}
        />
        <button type="submit" className="stonekit-saved-button" data-action="save-name">
          {texts.savedRenameSave}
        </button>
        <button
          type="button"
          className="stonekit-saved-button"
          data-action="cancel"
          onClick={actions.cancel}
        >
          {texts.savedRenameCancel}
        </button>
        {draftInvalid ? (
          <p id={`${ids}-invalid`} className="stonekit-saved-invalid">
            {texts.savedNameRequired}
          </p>
        ) : null}
      </form>
    );
  } else if (mode === 'confirming') {
    controls = (
      // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form fields, and this group holds a question and two buttons
      <div
        className="stonekit-saved-confirm"
        role="group"
        aria-labelledby={`${ids}-question`}
        onKeyDown={cancelOnEscape}
      >
        <p id={`${ids}-question`} className="stonekit-saved-question">
          {texts.savedDeleteQuestion(name)}
        </p>
        <button
          type="button"
          className="stonekit-saved-button"
          data-action="confirm-delete"
          data-danger=""
          onClick={actions.remove}
        >
          {texts.savedDeleteConfirm}
        </button>
        <button
          type="button"
          className="stonekit-saved-button"
          data-action="keep"
          onClick={actions.cancel}
          ref={(element) => actions.register('first', element)}
        >
          {texts.savedDeleteCancel}
        </button>
      </div>
    );
  } else {
    controls = (
      <div className="stonekit-saved-actions">
        {item.unreadable ? (
          <button
            type="button"
            className="stonekit-saved-button"
            data-action="download"
            aria-label={texts.savedDownloadRawLabel(name)}
            onClick={actions.download}
            ref={(element) => actions.register('first', element)}
          >
            {texts.savedDownloadRaw}
          </button>
        ) : (
          <>
            {actions.load === undefined ? null : (
              <button
                type="button"
                className="stonekit-saved-button"
                data-action="load"
                aria-label={texts.savedLoadLabel(name)}
                onClick={actions.load}
              >
                {texts.savedLoad}
              </button>
            )}
            <button
              type="button"
              className="stonekit-saved-button"
              data-action="rename"
              aria-label={texts.savedRenameLabel(name)}
              onClick={actions.startRename}
              ref={(element) => actions.register('rename', element)}
            >
              {texts.savedRename}
            </button>
          </>
        )}
        <button
          type="button"
          className="stonekit-saved-button"
          data-action="delete"
          aria-label={texts.savedDeleteLabel(name)}
          onClick={actions.startDelete}
          ref={(element) => actions.register('delete', element)}
        >
          {texts.savedDelete}
        </button>
      </div>
    );
  }

  if (item.unreadable) {
    return (
      <li className="stonekit-saved-game" data-unreadable="" data-state={mode}>
        <span className="stonekit-saved-thumbnail stonekit-saved-thumbnail-missing" aria-hidden>
          ?
        </span>
        <div className="stonekit-saved-body">
          <Heading className="stonekit-saved-name">{name}</Heading>
          <p className="stonekit-saved-reason">
            <span className="stonekit-saved-badge">{texts.savedUnreadable}</span>{' '}
            {texts.savedUnreadableReason(item.reason)}
          </p>
          {date === null ? null : <p className="stonekit-saved-details">{date}</p>}
          {controls}
        </div>
      </li>
    );
  }

  const { players, result } = item;
  return (
    <li
      className="stonekit-saved-game"
      data-game={item.game}
      data-result={result.kind}
      data-winner={result.kind === 'won' ? result.winner : undefined}
      data-state={mode}
    >
      <SavedGameThumbnail
        game={item.game}
        thumbnail={item.thumbnail}
        label={texts.savedThumbnail(item)}
      />
      <div className="stonekit-saved-body">
        <Heading className="stonekit-saved-name">{name}</Heading>
        <p className="stonekit-saved-details">
          {date}
          {date === null ? null : texts.gameInfoSeparator}
          {savedGameFacts(item, texts).join(texts.gameInfoSeparator)}
        </p>
        <p className="stonekit-saved-players">
          {texts.savedPlayers(texts.savedPlayer(players.black), texts.savedPlayer(players.white))}
        </p>
        <p className="stonekit-saved-result">
          {texts.savedResult(item)}
          {texts.gameInfoSeparator}
          {texts.savedMoves(item.moveCount)}
        </p>
        {controls}
      </div>
    </li>
  );
}
