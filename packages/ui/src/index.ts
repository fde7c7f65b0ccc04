export type { GomokuAiAnswer, GomokuStoreHint } from './gomoku/ai.ts';
export { gomokuActor, gomokuAiMoves, gomokuAiRules } from './gomoku/ai.ts';
export { describeGomokuChange } from './gomoku/announce.ts';
export type { GomokuBoardConfig } from './gomoku/config.ts';
export { gomokuBoardDefaults } from './gomoku/config.ts';
export type { GomokuProviderProps } from './gomoku/context.tsx';
export {
  GomokuProvider,
  useGomokuStore,
  useGomokuStoreApi,
  useOptionalGomokuStoreApi,
} from './gomoku/context.tsx';
export type { GomokuBoardProps } from './gomoku/GomokuBoard.tsx';
export { GomokuBoard } from './gomoku/GomokuBoard.tsx';
export type { GomokuGameInfoProps } from './gomoku/GomokuGameInfo.tsx';
export { GomokuGameInfo } from './gomoku/GomokuGameInfo.tsx';
export type { GomokuHintTextProps } from './gomoku/GomokuHintText.tsx';
export { GomokuHintText } from './gomoku/GomokuHintText.tsx';
export type { GomokuNoticeProps } from './gomoku/GomokuNotice.tsx';
export { GomokuNotice } from './gomoku/GomokuNotice.tsx';
export type { GomokuOpeningPanelProps } from './gomoku/GomokuOpeningPanel.tsx';
export { GomokuOpeningPanel } from './gomoku/GomokuOpeningPanel.tsx';
export type { GomokuStatusProps } from './gomoku/GomokuStatus.tsx';
export { GomokuStatus } from './gomoku/GomokuStatus.tsx';
export type {
  GomokuMessages,
  GomokuPointDescription,
  GomokuRefusal,
} from './gomoku/messages.ts';
export { gomokuMessagesEn, resolveGomokuMessages } from './gomoku/messages.ts';
export { gomokuMessagesZh } from './gomoku/messages.zh.ts';
export type {
  GomokuAction,
  GomokuGameOptions,
  GomokuOpeningAction,
  GomokuStore,
  GomokuStoreOptions,
  GomokuStoreState,
} from './gomoku/store.ts';
export { createGomokuStore } from './gomoku/store.ts';
export type { ReversiStoreHint } from './reversi/ai.ts';
export { reversiAiRules } from './reversi/ai.ts';
export { describeReversiChange } from './reversi/announce.ts';
export type { ReversiBoardConfig, ReversiCoordinates } from './reversi/config.ts';
export { reversiBoardDefaults } from './reversi/config.ts';
export type { ReversiProviderProps } from './reversi/context.tsx';
export {
  ReversiProvider,
  useOptionalReversiStoreApi,
  useReversiStore,
  useReversiStoreApi,
} from './reversi/context.tsx';
export type {
  ReversiMessages,
  ReversiRefusal,
  ReversiSquareDescription,
} from './reversi/messages.ts';
export { resolveReversiMessages, reversiMessagesEn } from './reversi/messages.ts';
export { reversiMessagesZh } from './reversi/messages.zh.ts';
export type { ReversiBoardProps } from './reversi/ReversiBoard.tsx';
export { ReversiBoard } from './reversi/ReversiBoard.tsx';
export type { ReversiGameInfoProps } from './reversi/ReversiGameInfo.tsx';
export { ReversiGameInfo } from './reversi/ReversiGameInfo.tsx';
export type { ReversiHintTextProps } from './reversi/ReversiHintText.tsx';
export { ReversiHintText } from './reversi/ReversiHintText.tsx';
export type { ReversiNoticeProps } from './reversi/ReversiNotice.tsx';
export { ReversiNotice } from './reversi/ReversiNotice.tsx';
export type { ReversiPassButtonProps } from './reversi/ReversiPassButton.tsx';
export { ReversiPassButton } from './reversi/ReversiPassButton.tsx';
export type { ReversiScoreProps } from './reversi/ReversiScore.tsx';
export { ReversiScore } from './reversi/ReversiScore.tsx';
export type { ReversiStatusProps } from './reversi/ReversiStatus.tsx';
export { ReversiStatus } from './reversi/ReversiStatus.tsx';
export type {
  ReversiAction,
  ReversiGameOptions,
  ReversiPassAction,
  ReversiStore,
  ReversiStoreOptions,
  ReversiStoreState,
} from './reversi/store.ts';
export { createReversiStore } from './reversi/store.ts';
export type { AiControlledState, AiController } from './shared/ai/controller.ts';
export { computerPlays, createAiController } from './shared/ai/controller.ts';
export type { LineStep } from './shared/ai/line.ts';
export { lineCells } from './shared/ai/line.ts';
export type { AiMessages } from './shared/ai/messages.ts';
export { aiMessagesEn, aiMessagesZh } from './shared/ai/messages.ts';
export type { ThinkingIndicatorProps } from './shared/ai/ThinkingIndicator.tsx';
export { ThinkingIndicator } from './shared/ai/ThinkingIndicator.tsx';
export type {
  AiActor,
  AiChoice,
  AiGameRules,
  AiPlayer,
  AiStoreActions,
  AiStoreFields,
  AiStoreHint,
  AiStoreOptions,
  AiThinkingProgress,
} from './shared/ai/types.ts';
export { useDisposeOnUnmount } from './shared/ai/useDisposeOnUnmount.ts';
export type { BoardMessages } from './shared/board/messages.ts';
export { boardMessagesEn, boardMessagesZh } from './shared/board/messages.ts';
export type {
  BoardArrowMarker,
  BoardCircleMarker,
  BoardHighlightMarker,
  BoardMarker,
  BoardMarkerStyle,
  BoardMoveRequest,
  BoardPendingMove,
  BoardPoint,
  BoardPressSource,
  BoardTextMarker,
  ConfirmMoves,
} from './shared/board/types.ts';
export { REFUSAL_CUE_MS } from './shared/board/useBoardShell.ts';
export type {
  ClockFace,
  ClockFaceState,
  ClockView,
  ClockViewOptions,
} from './shared/clock/format.ts';
export { clockFace, clockView, formatClockTime } from './shared/clock/format.ts';
export type { ClockKeeper, ClockRules } from './shared/clock/keeper.ts';
export type { ClockMessages } from './shared/clock/messages.ts';
export { clockMessagesEn, clockMessagesZh } from './shared/clock/messages.ts';
export type {
  ClockStoreApi,
  PlayerClockProps,
  PlayerClocksProps,
} from './shared/clock/PlayerClock.tsx';
export { PlayerClock, PlayerClocks } from './shared/clock/PlayerClock.tsx';
export type {
  ClockStoreActions,
  ClockStoreFields,
  ClockStoreOptions,
  TimeAlert,
} from './shared/clock/types.ts';
export type { CoordinateCase } from './shared/coordinates/case.ts';
export {
  casePointName,
  casePointNames,
  withCoordinateCase,
} from './shared/coordinates/case.ts';
export type {
  CoordinateStoreActions,
  CoordinateStoreFields,
  CoordinateStoreOptions,
} from './shared/coordinates/slice.ts';
export type { GameAction, GameStoreFields } from './shared/gameStore.ts';
export type {
  HistoricGame,
  PersonHistory,
  PersonHistoryFields,
  PersonHistoryOptions,
  PersonHistoryRules,
} from './shared/history/personHistory.ts';
export {
  createPersonHistory,
  personCanUndo,
  stepToPerson,
  withPersonHistory,
} from './shared/history/personHistory.ts';
export type {
  HistoryStep,
  UndoableStore,
  UndoShortcutsOptions,
} from './shared/history/useUndoShortcuts.ts';
export {
  takeHistoryStep,
  undoShortcutStep,
  useUndoShortcuts,
} from './shared/history/useUndoShortcuts.ts';
export type { GameInfoMessages } from './shared/info/messages.ts';
export { gameInfoMessagesEn, gameInfoMessagesZh } from './shared/info/messages.ts';
export type { GomokuMoveListProps } from './shared/moves/GomokuMoveList.tsx';
export { GomokuMoveList } from './shared/moves/GomokuMoveList.tsx';
export type {
  ListedMove,
  MoveAnnotation,
  MoveListOptions,
  MoveListProps,
} from './shared/moves/MoveList.tsx';
export { MoveList } from './shared/moves/MoveList.tsx';
export type { MoveListEntry, MoveListMessages } from './shared/moves/messages.ts';
export { moveListMessagesEn, moveListMessagesZh } from './shared/moves/messages.ts';
export type { ReversiMoveListProps } from './shared/moves/ReversiMoveList.tsx';
export { ReversiMoveList } from './shared/moves/ReversiMoveList.tsx';
export type { AnalysisProgressProps } from './shared/review/AnalysisProgress.tsx';
export { AnalysisProgress } from './shared/review/AnalysisProgress.tsx';
export { createGameAnalysis } from './shared/review/controller.ts';
export type { EvaluationGraphProps } from './shared/review/EvaluationGraph.tsx';
export { EvaluationGraph } from './shared/review/EvaluationGraph.tsx';
export {
  evaluationText,
  JUDGEMENT_SYMBOLS,
  judgedPly,
  judgementCounts,
  reviewMoveEntry,
} from './shared/review/format.ts';
export type { MistakeDetailsProps } from './shared/review/MistakeDetails.tsx';
export { MistakeDetails } from './shared/review/MistakeDetails.tsx';
export { reviewMarkers, useReviewMarkers } from './shared/review/markers.ts';
export type {
  EvaluationEntry,
  ReviewMessages,
  ReviewMoveEntry,
} from './shared/review/messages.ts';
export { reviewMessagesEn, reviewMessagesZh } from './shared/review/messages.ts';
export { stepToPly } from './shared/review/navigation.ts';
export type { ReviewMoveListProps } from './shared/review/ReviewMoveList.tsx';
export { ReviewMoveList } from './shared/review/ReviewMoveList.tsx';
export type { ReviewNavigationProps } from './shared/review/ReviewNavigation.tsx';
export { ReviewNavigation } from './shared/review/ReviewNavigation.tsx';
export type {
  AnalysisStatus,
  GameAnalysisOptions,
  GameAnalysisState,
  GameAnalysisStore,
  ReviewableStore,
} from './shared/review/types.ts';
export type { SavedGameErrorKind } from './shared/saved/errors.ts';
export { SavedGameError } from './shared/saved/errors.ts';
export type { SavedGamesMessages } from './shared/saved/messages.ts';
export { savedGamesMessagesEn, savedGamesMessagesZh } from './shared/saved/messages.ts';
export type { SavedGamesListProps } from './shared/saved/SavedGamesList.tsx';
export { SavedGamesList } from './shared/saved/SavedGamesList.tsx';
export type { SavedGameThumbnailProps } from './shared/saved/SavedGameThumbnail.tsx';
export { SavedGameThumbnail } from './shared/saved/SavedGameThumbnail.tsx';
export { createSavedGames } from './shared/saved/savedGames.ts';
export type { LocalStorageAdapterOptions, MemoryAdapterOptions } from './shared/saved/storage.ts';
export { localStorageAdapter, memoryAdapter } from './shared/saved/storage.ts';
export type { Thumbnail, ThumbnailCell } from './shared/saved/thumbnail.ts';
export { readThumbnail, thumbnailOf } from './shared/saved/thumbnail.ts';
export type {
  ContinueOptions,
  FollowOptions,
  LoadedGame,
  MaybePromise,
  PlayerNames,
  SavableJSON,
  SavableState,
  SavableStore,
  SavedGameEntry,
  SavedGameKind,
  SavedGameListItem,
  SavedGameResult,
  SavedGames,
  SavedGamesOptions,
  SavedGamesStorage,
  SavedGomokuEntry,
  SavedPlayer,
  SavedPlayers,
  SavedReversiEntry,
  SaveOptions,
  UnreadableReason,
  UnreadableSavedGame,
} from './shared/saved/types.ts';
export type { SavedGamesView } from './shared/saved/useSavedGames.ts';
export { useSavedGames } from './shared/saved/useSavedGames.ts';
export type { AudioContextLike } from './shared/sound/audio.ts';
export type { BoardSoundState } from './shared/sound/boardSounds.ts';
export type { SoundMessages } from './shared/sound/messages.ts';
export { soundMessagesEn, soundMessagesZh } from './shared/sound/messages.ts';
export type { GestureTarget, SoundPlayer, SoundPlayerOptions } from './shared/sound/player.ts';
export { createSoundPlayer } from './shared/sound/player.ts';
export type { SoundToggleProps } from './shared/sound/SoundToggle.tsx';
export { SoundToggle } from './shared/sound/SoundToggle.tsx';
export type { SoundDetail, SoundName } from './shared/sound/sounds.ts';
export { soundNames } from './shared/sound/sounds.ts';
export type { BoardSoundStore, BoardSoundsOptions } from './shared/sound/useBoardSounds.ts';
export { useBoardSounds } from './shared/sound/useBoardSounds.ts';
export { useOwnStore } from './shared/useOwnStore.ts';
