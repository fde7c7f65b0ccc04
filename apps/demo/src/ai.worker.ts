// The computer players think here, off the main thread, so the page never freezes.
import { type AiWorkerScopeLike, serveAi } from '@stonekit/core/ai';

serveAi(self as unknown as AiWorkerScopeLike);
