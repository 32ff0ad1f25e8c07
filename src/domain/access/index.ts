/**
 * Every question of access, in one place (ARCHITECTURE.md, "Rules have one home"): who sees a row,
 * who may run a mutator, what a viewer may quote, who reads a photo's bytes, which fields each
 * audience receives. The pull's SQL (server/sync/scope.ts) is tied to these checks by
 * tests/server/sync/access-tie.test.ts.
 */
export { actorOfUser, adminOnly, isAdmin, readsTeam } from './actors';
export {
  canQuoteFurniture,
  canQuoteModule,
  canSeeFurniture,
  canSeeFurnitureCategory,
  canSeeFurnitureRange,
  canSeeModule,
  canSeeServiceRate,
  canSeeBusinessSettings,
  catalogueViewer,
  catalogueViewerOf,
  furnitureQuoteRefusal,
  moduleQuoteRefusal,
  rangeQuoteRefusal,
  trialVisitor,
  type CatalogueViewer,
  type ViewerFacts,
} from './catalogue-access';
export { canReadAttachment, interventionWorkRefusal } from './interventions';
export { canSeeBusinessReferrer, canSeeClient, canSeeLead } from './organisations';
export { leadCreateRefusal, leadPurchaseOrderRefusal, leadWriteRefusal } from './leads';
export {
  canListTeamProjects,
  canSeeProject,
  canSeeProjectPart,
  projectCreateRefusal,
  projectPartyRefusal,
  projectWriteRefusal,
  type ProjectParty,
} from './projects';
export { canSeePurchaseOrder, manualStockRefusal } from './purchase-orders';
export { canSeeQuoteAcceptance, quoteSignRefusal } from './quote-acceptances';
export { clientReferrerOf, referrerModuleRefusal } from './referrer-modules';
export { projectRow, rowMask, type Audience, type MaskParts, type RowMask } from './row-projection';
export {
  canManageTeam,
  canSeeUser,
  isActiveTeamAdmin,
  locksTeamOut,
  isTeamRole,
  teamMemberChangeRefusal,
  userPatchRefusal,
  teamOfUser,
  teamRoleOf,
  teamRoles,
  type Team,
  type TeamMemberChange,
  type TeamRole,
  userListScope,
  type UserListScope,
  type UserPrincipal,
} from './users';
export { mayOpenRoute, routeAccess, safeReturnPath, type RouteRule } from './routes';
