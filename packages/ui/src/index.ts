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
  GomokuStore,
  GomokuStoreOptions,
  GomokuStoreState,
} from './gomoku/store.ts';
export { createGomokuStore } from './gomoku/store.ts';
