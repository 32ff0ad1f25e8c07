import { findMutator } from '../domain/mutators/registry';
import type { MutatorName } from '../domain/mutators/registry';

/**
 * What a person calls each kind of change ("Furniture added"), for the lists of changes waiting or
 * refused. A record over every mutator name, so a new mutator without a label fails to compile, and
 * literal keys, so the locale test checks each one in English and French.
 */
const mutationLabelKeys = {
  projectCreate: 'sync:mutations.projectCreate',
  projectUpdate: 'sync:mutations.projectUpdate',
  projectDelete: 'sync:mutations.projectDelete',
  projectTransition: 'sync:mutations.projectTransition',
  projectApplyOffer: 'sync:mutations.projectApplyOffer',
  roomCreate: 'sync:mutations.roomCreate',
  roomRename: 'sync:mutations.roomRename',
  roomUpdate: 'sync:mutations.roomUpdate',
  roomDelete: 'sync:mutations.roomDelete',
  roomAddDefaults: 'sync:mutations.roomAddDefaults',
  lineAdd: 'sync:mutations.lineAdd',
  lineUpdateQuantity: 'sync:mutations.lineUpdateQuantity',
  lineRemove: 'sync:mutations.lineRemove',
  lineReplace: 'sync:mutations.lineReplace',
  furnitureCreate: 'sync:mutations.furnitureCreate',
  furnitureUpdate: 'sync:mutations.furnitureUpdate',
  furnitureDelete: 'sync:mutations.furnitureDelete',
  furnitureRangeCreate: 'sync:mutations.furnitureRangeCreate',
  furnitureRangeUpdate: 'sync:mutations.furnitureRangeUpdate',
  furnitureRangeDelete: 'sync:mutations.furnitureRangeDelete',
  furnitureModuleCreate: 'sync:mutations.furnitureModuleCreate',
  furnitureModuleUpdate: 'sync:mutations.furnitureModuleUpdate',
  furnitureModuleDelete: 'sync:mutations.furnitureModuleDelete',
  serviceRateSet: 'sync:mutations.serviceRateSet',
  businessSettingsSet: 'sync:mutations.businessSettingsSet',
  quoteAccept: 'sync:mutations.quoteAccept',
  verificationCardUpdate: 'sync:mutations.verificationCardUpdate',
  verificationCardsVerifyRoom: 'sync:mutations.verificationCardsVerifyRoom',
  interventionSetStep: 'sync:mutations.interventionSetStep',
  interventionReset: 'sync:mutations.interventionReset',
  attachmentCreate: 'sync:mutations.attachmentCreate',
  clientCreate: 'sync:mutations.clientCreate',
  clientUpdate: 'sync:mutations.clientUpdate',
  teamMemberUpdate: 'sync:mutations.teamMemberUpdate',
  projectValidate: 'sync:mutations.projectValidate',
  purchaseOrderRegenerate: 'sync:mutations.purchaseOrderRegenerate',
  lineUnavailability: 'sync:mutations.lineUnavailability',
  lineUpdateOffice: 'sync:mutations.lineUpdateOffice',
  projectDuplicate: 'sync:mutations.projectDuplicate',
  projectCopyQuote: 'sync:mutations.projectCopyQuote',
  projectToggleBilling: 'sync:mutations.projectToggleBilling',
  projectToParentModule: 'sync:mutations.projectToParentModule',
  projectCreateComplementary: 'sync:mutations.projectCreateComplementary',
  leadCreate: 'sync:mutations.leadCreate',
  leadUpdate: 'sync:mutations.leadUpdate',
  leadSetStatus: 'sync:mutations.leadSetStatus',
  businessReferrerCreate: 'sync:mutations.businessReferrerCreate',
  businessReferrerUpdate: 'sync:mutations.businessReferrerUpdate',
} as const satisfies Record<MutatorName, string>;

/** The label key of a queued change's name; a name this build does not know reads "a change". */
export function mutationLabelKey(name: string): string {
  return findMutator(name) === undefined ? 'sync:mutations.unknown' : mutationLabelKeys[name as MutatorName];
}
