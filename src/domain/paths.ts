/**
 * Every route of the product (spec section 2), by name. The route table (src/app/routes.tsx), the
 * breadcrumbs, the menu and the access rules of each route (access/routes.ts) read these patterns;
 * screens build concrete URLs with react-router's generatePath.
 */
export const paths = {
  home: '/',
  login: '/login',
  ssoRedirect: '/login/sso-redirect/:ssoClient',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  redirectLoggedIn: '/redirect-logged-in',
  trialStart: '/try',
  trial: '/trial/:trialId',
  install: '/install/:purchaseOrderId/:installationToken',

  account: '/account',
  adminDashboard: '/admin/dashboard',
  adminClients: '/admin/clients',
  adminClientAdd: '/admin/clients/add',
  adminClient: '/admin/clients/:clientId',
  adminClientUsers: '/admin/clients/:clientId/users',
  adminClientCustomize: '/admin/clients/:clientId/customize',
  adminLeads: '/admin/leads',
  adminReferrers: '/admin/referrers',
  adminReferrerAdd: '/admin/referrers/add',
  adminReferrer: '/admin/referrers/:businessReferrerId',
  adminReferrerUsers: '/admin/referrers/:businessReferrerId/users',
  adminReferrerModules: '/admin/referrers/:businessReferrerId/modules',
  adminFurnitures: '/admin/furnitures',
  adminFurnitureAdd: '/admin/furnitures/add',
  adminFurniture: '/admin/furnitures/:furnitureId',
  adminFurnitureRanges: '/admin/furniture-ranges',
  adminFurnitureRangeAdd: '/admin/furniture-ranges/add',
  adminFurnitureRange: '/admin/furniture-ranges/:furnitureRangeId',
  adminFurnitureModules: '/admin/furniture-modules',
  adminFurnitureModuleAdd: '/admin/furniture-modules/add',
  adminFurnitureModule: '/admin/furniture-modules/:furnitureModuleId',
  adminServices: '/admin/services',
  adminBusiness: '/admin/business',
  /** The office's own staff, as `/admin/clients/{clientId}/users` is a client's. */
  adminUsers: '/admin/users',
  adminProjects: '/admin/projects',
  adminProjectAdd: '/admin/projects/add',
  adminProject: '/admin/projects/:projectId',
  adminProjectDebug: '/admin/projects/:projectId/debug',
  adminProjectClientView: '/admin/projects/:projectId/client-view',
  /** Not in the spec's list: the calls about no project (mail), linked from the dashboard. */
  adminOutbox: '/admin/outbox',
  adminVerifications: '/admin/verifications',
  adminVerification: '/admin/verifications/:purchaseOrderId',
  adminInterventions: '/admin/interventions',
  adminIntervention: '/admin/interventions/:purchaseOrderId',
  adminPurchases: '/admin/purchases',
  referrerDashboard: '/br',
  referrerTeam: '/br/team',
  referrerLeads: '/br/leads',
  projects: '/projects',
  projectsDashboard: '/projects/dashboard',
  projectDetail: '/projects/detail/:projectId',
  projectDraft: '/projects/:projectId',
  team: '/team/:clientId',
} as const;

export type RouteName = keyof typeof paths;

export const publicRouteNames = [
  'home',
  'login',
  'ssoRedirect',
  'logout',
  'forgotPassword',
  'resetPassword',
  'trialStart',
  'trial',
  'install',
] as const satisfies readonly RouteName[];

export type PublicRouteName = (typeof publicRouteNames)[number];
export type PrivateRouteName = Exclude<RouteName, PublicRouteName>;
