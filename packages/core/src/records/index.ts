export { RecordError } from './errors.ts';
export {
  GGF_MAX_GAMES,
  GGF_MAX_LENGTH,
  type GgfInfo,
  type GgfMoveNote,
  type GgfRecord,
  type GgfSides,
  readGgf,
  writeGgf,
} from './ggf.ts';
export { type ImportAttempt, ImportError, type ImportResult, importGame } from './import.ts';
export { type PsqOptions, readPsq, writePsq } from './psq.ts';
export {
  escapeSgfValue,
  formatSgf,
  parseSgf,
  type SgfNode,
  type SgfNodeInput,
  type SgfProperty,
  type SgfPropertyInput,
  type SgfTree,
  type SgfTreeInput,
  sgfMainLine,
  sgfProperty,
  sgfSimpleText,
  sgfText,
} from './sgf.ts';
export { readSgf, writeSgf } from './sgf-records.ts';
export { decodeShareCode, encodeShareCode } from './share.ts';
export type {
  GameRecord,
  GomokuRecord,
  RecordComment,
  RecordFormat,
  RecordInfo,
  RecordPlayers,
  ReversiRecord,
} from './types.ts';
export {
  readWthor,
  readWthorNames,
  WTHOR_MAX_BYTES,
  type WthorEntry,
  type WthorGameInfo,
  type WthorNames,
  type WthorRecord,
  type WthorWriteOptions,
  writeWthor,
} from './wthor.ts';
