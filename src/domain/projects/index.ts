export {
  availableActions,
  availableOfficeActions,
  clientMayEdit,
  nextStepAction,
  officeActionFromStatus,
  officeActionRefusal,
  officeActionRules,
  officeActions,
  projectActions,
  projectTransitionActions,
  projectTransitions,
  transitionedProject,
  transitionFromStatus,
  transitionRefusal,
  transitionStartsFrom,
  type OfficeAction,
  type OfficeActionRule,
  type ProjectAction,
  type ProjectState,
  type ProjectTransition,
  type ProjectTransitionAction,
} from './status-machine';
export { projectDeleteRefusal } from './deletion';
export { datesConflict, purchaseOrderItems, verificationCardId, type OrderSource } from './purchase-order';
export {
  clientProgress,
  progressMessages,
  type ClientProgress,
  type ProgressMessage,
  type ProgressState,
} from './progress';
export { quoteValidity, quoteValidityMonths, quoteValidUntil, type QuoteValidity } from './quote-validity';
export { maxReplacementCandidates, replacementCandidates } from './replacements';
export {
  generalRequirementFields,
  missingGeneralFields,
  requiredGeneralFields,
  type GeneralRequirementFacts,
  type GeneralRequirementField,
} from './general-requirements';
export { submitRefusal, submitRefusalFields, type SubmitFacts, type SubmitRefusal } from './submit-rules';
export { hasClientWarning, projectWarnings, type WarnedFurniture } from './warnings';
export {
  clientPriceFields,
  clientPriceMode,
  clientPriceModes,
  clientPriceReasonShown,
  clientPriceRefusal,
  clientPriceRefusalFields,
  type ClientPriceMode,
} from './client-price';
export { availabilityDetail, type AvailabilityDetail } from './availability-detail';
export { clientFacingStatuses, clientFacingStatusOf, type ClientFacingStatus } from './client-facing-status';
export { outsideServiceArea } from './service-area';
export { roomLabel, type RoomKindNames } from './room-label';
