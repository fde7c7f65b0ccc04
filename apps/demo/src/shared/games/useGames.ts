import {
  encodeShareCode,
  type GameRecord,
  ImportError,
  importGame,
  type RecordFormat,
} from '@stonekit/core';
import {
  type LoadedGame,
  type SavableStore,
  SavedGameError,
  savedGamesMessagesEn,
  savedGamesMessagesZh,
} from '@stonekit/ui';
import { type DragEvent, useCallback, useState, useSyncExternalStore } from 'react';
import type { Locale } from '../../i18n/locale.tsx';
import { gameLinkHref } from '../../useHashRoute.ts';
import { downloadText } from './download.ts';
import type { GamesMessages } from './messages.ts';
import {
  defaultSaveName,
  type ExportFormat,
  engineOf,
  exportFileName,
  exportInfo,
  type GameKind,
  type GameTarget,
  isGameInPlay,
  MAX_IMPORT_MB,
  openEngine,
  openLoaded,
  recordSummary,
  recordText,
} from './records.ts';
import { savedGames, useAutosave } from './savedGames.ts';

/** What the panel is waiting for the player to answer, if anything. */
export type GamesQuestion =
  | {
      readonly kind: 'pick'; // a file of many games: which one to open
      readonly records: readonly GameRecord[];
      readonly format: RecordFormat;
    }
  | { readonly kind: 'other-game'; readonly record: GameRecord } // a game of the other page's kind
  | { readonly kind: 'replace'; readonly open: () => void }; // the game in play would be lost

/** A line the panel shows after an action: said politely, or an error said at once. */
export interface GamesMessage {
  readonly tone: 'status' | 'error';
  readonly text: string;
}

/** The Games panel's state and actions, shared by the panel and the drop zone around the board. */
export interface GamesController {
  target: GameTarget; // the page's store
  moves: number; // moves played on its board
  t: GamesMessages; // texts in the page's language
  question: GamesQuestion | null; // what the panel asks now
  message: GamesMessage | null; // what the last action said
  dropping: boolean; // a file is dragged over the page
  save(name: string): Promise<void>;
  load(loaded: LoadedGame): false; // the panel says what happens, after asking if need be
  download(format: ExportFormat): void;
  shareHref(): string;
  importText(text: string): void;
  importFile(file: File): Promise<void>;
  open(record: GameRecord): void;
  answer(): void; // the question's yes
  dismiss(): void; // its no
  say(message: GamesMessage | null): void;
  dropProps: {
    onDragOver(event: DragEvent): void;
    onDragLeave(event: DragEvent): void;
    onDrop(event: DragEvent): void;
  };
}

/** An error's own words, whatever was thrown. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether a drag carries files, as opposed to text or a page's own element. */
function carriesFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/**
 * The Games panel's logic for the game on `target`: saving it under a name, loading a saved one,
 * downloading it as a record, its share link, and importing a record from a file, a drop or a
 * paste. Replacing a game still in play asks first; a record of the other game offers its page.
 * It also keeps the game in progress across visits (`useAutosave`), and says when it cannot.
 */
export function useGames(target: GameTarget, t: GamesMessages, locale: Locale): GamesController {
  const [question, setQuestion] = useState<GamesQuestion | null>(null);
  const [message, say] = useState<GamesMessage | null>(null);
  const [dropping, setDropping] = useState(false);
  // Either store is a SavableStore, whose state has the game with its moves.
  const store: SavableStore = target.store;
  const moves = useSyncExternalStore(store.subscribe, () => store.getState().game.moves.length);
  const autosaveFailed = useCallback(
    (error: SavedGameError) =>
      say({ tone: 'error', text: `${t.autosaveFailed} ${savedErrorText(error, locale)}` }),
    [t, locale],
  );
  useAutosave(store, target.kind, autosaveFailed);

  /** Runs `open` at once, or once the player agrees to lose the game in play. */
  const replace = useCallback(
    (open: () => void) => {
      say(null);
      if (isGameInPlay(target)) setQuestion({ kind: 'replace', open });
      else {
        setQuestion(null);
        open();
      }
    },
    [target],
  );

  const open = useCallback(
    (record: GameRecord) => {
      if (record.game !== target.kind) {
        setQuestion({ kind: 'other-game', record });
        return;
      }
      replace(() => {
        openEngine(target, record.engine);
        say({ tone: 'status', text: t.opened(recordSummary(record, t)) });
      });
    },
    [target, replace, t],
  );

  const importInput = useCallback(
    (input: string | Uint8Array, source: string) => {
      try {
        const { format, records } = importGame(input);
        const [first] = records;
        if (records.length === 1 && first !== undefined) open(first);
        else setQuestion({ kind: 'pick', records, format });
      } catch (error) {
        // The kit's ImportError says which formats were tried, and why none fits.
        const said = error instanceof ImportError ? error.message : errorText(error);
        setQuestion(null);
        say({ tone: 'error', text: t.importFailed(source, said) });
      }
    },
    [open, t],
  );

  const importFile = useCallback(
    async (file: File) => {
      if (file.size > MAX_IMPORT_MB * 1024 * 1024) {
        say({ tone: 'error', text: t.importFailed(file.name, t.tooLarge(MAX_IMPORT_MB)) });
        return;
      }
      say({ tone: 'status', text: t.reading(file.name) });
      try {
        importInput(new Uint8Array(await file.arrayBuffer()), file.name);
      } catch (error) {
        say({ tone: 'error', text: t.importFailed(file.name, errorText(error)) });
      }
    },
    [importInput, t],
  );

  return {
    target,
    moves,
    t,
    question,
    message,
    dropping,
    say,
    open,
    importFile,
    importText: (text) => importInput(text, t.pasted),

    async save(typed) {
      const name = typed.trim() === '' ? defaultSaveName(target, t, locale, new Date()) : typed;
      try {
        const entry = await savedGames.save(target.store, { name });
        say({ tone: 'status', text: t.saved(entry.name) });
      } catch (error) {
        say({ tone: 'error', text: savedErrorText(error, locale) });
      }
    },

    load(loaded) {
      replace(() => {
        openLoaded(target, loaded);
        say({ tone: 'status', text: t.opened(`“${loaded.entry.name || t.kinds[loaded.game]}”`) });
      });
      return false;
    },

    download(format) {
      const date = new Date();
      try {
        const text = recordText(engineOf(target), format, exportInfo(target, date));
        const rule = target.kind === 'gomoku' ? target.store.getState().game.rule : null;
        const name = exportFileName(target.kind, rule, format, date);
        downloadText(name, text, format === 'sgf' ? 'application/x-go-sgf' : 'text/plain');
        say({ tone: 'status', text: t.downloaded(name) });
      } catch (error) {
        say({ tone: 'error', text: t.exportFailed(errorText(error)) });
      }
    },

    shareHref() {
      const { origin, pathname } = window.location;
      return `${origin}${pathname}${gameLinkHref(target.kind, encodeShareCode(engineOf(target)))}`;
    },

    answer() {
      if (question?.kind === 'replace') {
        setQuestion(null);
        question.open();
      }
    },

    dismiss() {
      setQuestion(null);
    },

    dropProps: {
      onDragOver(event) {
        if (!carriesFiles(event)) return;
        // Without this the browser opens the file in place of the page.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDropping(true);
      },
      onDragLeave(event) {
        // Leaving a child for another fires too: only leaving the zone itself counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      },
      onDrop(event) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDropping(false);
        const [file] = event.dataTransfer.files;
        if (file !== undefined) void importFile(file);
      },
    },
  };
}

/** A saved-games failure in the player's words, as the kit's SavedGamesList says it. */
export function savedErrorText(error: unknown, locale: Locale): string {
  const kind = error instanceof SavedGameError ? error.kind : 'storage';
  return (locale === 'zh-CN' ? savedGamesMessagesZh : savedGamesMessagesEn).savedError(kind);
}

/** The page that plays `kind`, and the link that takes a record there. */
export function otherPageHref(record: GameRecord): string {
  return gameLinkHref(record.game as GameKind, encodeShareCode(record.engine), 'import');
}
