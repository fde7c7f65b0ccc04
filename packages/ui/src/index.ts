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
} from './shared/ai/types.ts';
export { useDisposeOnUnmount } from './shared/ai/useDisposeOnUnmount.ts';
export type { GameAction, GameStoreFields } from './shared/gameStore.ts';
export { useOwnStore } from './shared/useOwnStore.ts';
