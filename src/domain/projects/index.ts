export {
  availableActions,
  clientMayEdit,
  projectActions,
  projectTransitions,
  transitionedProject,
  transitionRefusal,
  transitionStartsFrom,
  type ProjectAction,
  type ProjectState,
  type ProjectTransition,
} from './status-machine';
export {
  clientProgress,
  progressMessages,
  type ClientProgress,
  type ProgressMessage,
  type ProgressState,
} from './progress';
export { quoteValidityMonths, quoteValidUntil } from './quote-validity';
export { maxReplacementCandidates, replacementCandidates } from './replacements';
export { submitRefusal, submitRefusalFields, type SubmitFacts, type SubmitRefusal } from './submit-rules';
export { hasClientWarning, projectWarnings, type WarnedFurniture } from './warnings';
