export type {
  ChoosePhase,
  DeclarePhase,
  DonePhase,
  OfferPhase,
  OpeningAction,
  OpeningChoice,
  OpeningJSON,
  OpeningOptions,
  OpeningPhase,
  OpeningPlayer,
  OpeningRegion,
  OpeningRuleName,
  OpeningState,
  OpeningStone,
  PlacePhase,
  RenjuOpening,
  SelectPhase,
} from '../types.ts';
export { describeOpeningPhase, type OpeningPhraseKey, openingPhraseKey } from './describe.ts';
export { OpeningError, type OpeningErrorReason } from './errors.ts';
export { openingFromJSON, openingToJSON } from './json.ts';
export {
  applyOpeningAction,
  checkOfferDraft,
  checkOpeningAction,
  createOpening,
  isOpeningDone,
  placesStone,
  pointAction,
  replayOpening,
  undoOpening,
} from './opening.ts';
export { RENJU_OPENINGS, recogniseOpening } from './openings.ts';
export { boardCentre, centralRegion, describeRegion, isInRegion } from './region.ts';
export {
  isOpeningRuleName,
  OPENING_RULE_NAMES,
  RIF_OFFERS,
  TARAGUCHI_OFFERS,
  YAMAGUCHI_OFFERS,
} from './rules.ts';
export { BOARD_SYMMETRIES, type BoardSymmetry } from './symmetry.ts';
