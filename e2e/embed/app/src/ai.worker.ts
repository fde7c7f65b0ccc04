// As the core README says: the AI answers from a worker.
import { type AiWorkerScopeLike, serveAi } from '@stonekit/core/ai';

serveAi(self as unknown as AiWorkerScopeLike);
