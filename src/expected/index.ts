// Public surface of src/expected (see README.md).
export * from './language';
export type {
  Catalogue,
  CatalogueInstance,
  CompiledCurve,
  CompiledMetric,
  LoadIssue,
} from './catalogue/compiled';
export { CONTEXT_VARIABLES, SIZE_VARIABLES } from './catalogue/compiled';
export type { CatalogueFile, CurveDef, InstanceDef, Semantics, Status, PriceDef } from './catalogue/schema';
export { buildCatalogue, checkCatalogueFile, compileCurve, parseCatalogueText } from './catalogue/load';
export { builtinCatalogue, builtinCatalogueInSteps, catalogueWith, BUILTIN_FILES } from './catalogue/builtin';
export { tierFor } from './catalogue/steps';
export { normaliseName, resolveProvider } from './aliases';
export { normaliseDate } from './dates';
export { matchCurve, matchDisk, type EraChoice, type MatchResult, type MatchOptions } from './match';
export { findInstance, limitOfInstance, type Bound, type InstanceLimit } from './instance';
export {
  expectedAtSize,
  headline,
  sizeIn,
  vendorSize,
  throughputToBytes,
  type DiskSize,
  type ExpectedFigures,
} from './at-size';
export {
  budgetTotal,
  judgeMeasurement,
  judgeLatency,
  isSingleDirection,
  verdictFor,
  type Judgement,
  type OtherReading,
  type Verdict,
  type Against,
  type VerdictContext,
} from './judge';
export {
  VERDICT_STRINGS,
  verdictParts,
  verdictText,
  verdictWord,
  bwText,
  intText,
  type VerdictKey,
} from './verdict-text';
export type { ContextNotes } from './verdict-context';
export type { ImplausibleReason } from './plausibility';
export { IMPLAUSIBLE_FACTOR } from './plausibility';
export type { Placement } from './burst';
export { gcpVmLimit, gcpSizeFigures, gcpBaselineApplies, gcpBaselineFrom, parseMachineType } from './gcp-pd';
export { provisionedSchema, provisionedProblems } from './provisioned';
export { leadRun, leadCandidates, LEAD_BLOCK_SIZE, type LeadRun } from './lead-run';
export { expectDisk, ratioMatrix, diskResults, type DiskExpectation, type RatioCell } from './disk-summary';
export {
  applyCustomCurves,
  customCurvesFromUrlParam,
  customCurvesToUrlParam,
  type CustomCurve,
} from './custom-curves';
export {
  billedSize,
  cataloguePrices,
  cheapestMeeting,
  monthlyCost,
  offerAt,
  HOURS_PER_MONTH,
  type Offer,
  type PriceEntry,
  type Target,
} from './price';
export {
  CURVE_NAMES,
  ERA_WORDS,
  PROVIDER_NAMES,
  type CurveName,
  type EraPart,
  type EraWord,
} from './curve-names';
export { note, noteTexts, type Note, type NoteCode } from './notes';
