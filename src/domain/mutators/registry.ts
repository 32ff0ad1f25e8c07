import type { z } from 'zod';
import { attachmentCreate } from './attachment-create';
import { clientCreate, clientUpdate } from './client';
import { businessReferrerCreate, businessReferrerUpdate } from './business-referrer';
import type { Mutator } from './define-mutator';
import { furnitureCreate, furnitureDelete, furnitureUpdate } from './furniture';
import { furnitureModuleCreate, furnitureModuleDelete, furnitureModuleUpdate } from './furniture-module';
import { furnitureRangeCreate, furnitureRangeDelete, furnitureRangeUpdate } from './furniture-range';
import { interventionReset } from './intervention-reset';
import { interventionSetStep } from './intervention-set-step';
import { leadCreate, leadSetStatus, leadUpdate } from './lead';
import { lineAdd } from './line-add';
import { lineRemove } from './line-remove';
import { lineReplace } from './line-replace';
import { lineUnavailability } from './line-unavailability';
import { lineUpdateOffice } from './line-update-office';
import { lineUpdateQuantity } from './line-update-quantity';
import { projectApplyOffer } from './project-apply-offer';
import { projectCopyQuote, projectCreateComplementary, projectDuplicate } from './project-copies';
import { projectCreate } from './project-create';
import { projectDelete } from './project-delete';
import { projectToParentModule } from './project-to-parent-module';
import { projectToggleBilling } from './project-toggle-billing';
import { projectTransition } from './project-transition';
import { projectUpdate } from './project-update';
import { projectValidate } from './project-validate';
import { purchaseOrderRegenerate } from './purchase-order-regenerate';
import { roomAddDefaults } from './room-add-defaults';
import { roomCreate } from './room-create';
import { roomDelete } from './room-delete';
import { roomRename } from './room-rename';
import { roomUpdate } from './room-update';
import { quoteAccept } from './quote-accept';
import { serviceRateSet } from './service-rate-set';
import { businessSettingsSet } from './business-settings-set';
import { teamMemberUpdate } from './team-member-update';
import { verificationCardUpdate } from './verification-card-update';
import { verificationCardsVerifyRoom } from './verification-cards-verify-room';

const all = [
  projectCreate,
  projectUpdate,
  projectDelete,
  projectTransition,
  projectApplyOffer,
  roomCreate,
  roomRename,
  roomUpdate,
  roomDelete,
  roomAddDefaults,
  lineAdd,
  lineUpdateQuantity,
  lineRemove,
  lineReplace,
  furnitureCreate,
  furnitureUpdate,
  furnitureDelete,
  furnitureRangeCreate,
  furnitureRangeUpdate,
  furnitureRangeDelete,
  furnitureModuleCreate,
  furnitureModuleUpdate,
  furnitureModuleDelete,
  serviceRateSet,
  businessSettingsSet,
  quoteAccept,
  verificationCardUpdate,
  verificationCardsVerifyRoom,
  interventionSetStep,
  interventionReset,
  attachmentCreate,
  clientCreate,
  clientUpdate,
  teamMemberUpdate,
  projectValidate,
  purchaseOrderRegenerate,
  lineUnavailability,
  lineUpdateOffice,
  projectDuplicate,
  projectCopyQuote,
  projectToggleBilling,
  projectToParentModule,
  projectCreateComplementary,
  leadCreate,
  leadUpdate,
  leadSetStatus,
  businessReferrerCreate,
  businessReferrerUpdate,
] as const;

type AnyMutator = (typeof all)[number];

/** Every mutator by name: `mutators.lineAdd`. The client's `mutate.<name>` and the server's push use it. */
export const mutators = Object.fromEntries(all.map((mutator) => [mutator.name, mutator])) as {
  [M in AnyMutator as M['name']]: M;
};

export type MutatorName = AnyMutator['name'];
export type MutatorArgs<N extends MutatorName> = z.input<(typeof mutators)[N]['args']>;

/** Looks a mutator up by the name a mutation carries, widened for generic callers (the push loop). */
export function findMutator(name: string): Mutator<string, z.ZodType> | undefined {
  return Object.hasOwn(mutators, name)
    ? (mutators[name as MutatorName] as Mutator<string, z.ZodType>)
    : undefined;
}
