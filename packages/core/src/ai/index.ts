export * from './analysis/index.ts';
export * from './gomoku/index.ts';
export { decideOpeningGomoku } from './gomoku/opening.ts';
export * from './othello/index.ts';
export type {
  AbortSignalLike,
  Level,
  SearchBound,
  SearchOptions,
  SearchResult,
} from './search-types.ts';
export { gomokuMovesLeft, reversiMovesLeft } from './time.ts';
export type { AiAbortSignal, AiClient, AiRunOptions } from './worker/client.ts';
export { AiCancelledError, AiFailedError, createAiClient } from './worker/client.ts';
export type {
  AiAnswer,
  AiLimits,
  AiProgress,
  AiRequest,
  AiResponse,
  AiTask,
  AiWorkerLike,
  AiWorkerScopeLike,
} from './worker/protocol.ts';
export { serveAi } from './worker/serve.ts';
