import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SignupButton } from '../features/auth/components/signup-button';
import type * as AdminProjectsScreens from '../features/admin-projects/components/admin-projects-screens';
import type * as CatalogueScreens from '../features/catalogue/components/catalogue-screens';
import type * as ClientScreens from '../features/clients/components/client-screens';
import type * as TeamScreens from '../features/team/components/team-screens';
import type * as InterventionsScreens from '../features/interventions/components/interventions-screens';
import type * as ProjectListScreens from '../features/project-list/components/project-list-screens';
import type * as ReferrerScreens from '../features/referrer/components/referrer-screens';
import type * as AdminReferrerScreens from '../features/referrer/components/admin-referrer-screens';
import { LoadingScreen } from '../ui/loading-screen';
import { paths, publicRouteNames, type RouteName } from './paths';
import { RootLayout } from './root-layout';
import { RequireSync } from './sync-provider';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** The app's routes: every path but the installer's, which is a page of its own (src/install-main.tsx). */
type AppRouteName = Exclude<RouteName, 'install'>;

/** Every route's screen (a route without one fails to compile), each in its own chunk so /login downloads only what it shows. */
const screens: Record<AppRouteName, LazyRoute> = {
  home: () => import('../features/home/components/home-screen').then((m) => ({ Component: m.HomeScreen })),
  login: () => import('../features/auth/components/login-screen').then((m) => ({ Component: m.LoginScreen })),
  ssoRedirect: () =>
    import('../features/auth/components/sso-redirect-screen').then((m) => ({
      Component: m.SsoRedirectScreen,
    })),
  logout: () =>
    import('../features/auth/components/logout-screen').then((m) => ({ Component: m.LogoutScreen })),
  forgotPassword: () =>
    import('../features/auth/components/forgot-password-screen').then((m) => ({
      Component: m.ForgotPasswordScreen,
    })),
  resetPassword: () =>
    import('../features/auth/components/reset-password-screen').then((m) => ({
      Component: m.ResetPasswordScreen,
    })),
  redirectLoggedIn: () =>
    import('../features/auth/components/redirect-logged-in-screen').then((m) => ({
      Component: m.RedirectLoggedInScreen,
    })),
  account: () =>
    import('../features/account/components/account-screen').then((m) => ({ Component: m.AccountScreen })),
  adminDashboard: () =>
    import('../features/admin/components/admin-dashboard-screen').then((m) => ({
      Component: m.AdminDashboardScreen,
    })),
  adminVerifications: interventionsScreen((m) => m.VerificationListScreen),
  adminVerification: interventionsScreen((m) => m.VerificationScreen),
  adminInterventions: interventionsScreen((m) => m.InterventionListScreen),
  adminIntervention: interventionsScreen((m) => m.InterventionScreen),
  projects: projectListScreen((m) => m.MyProjectsScreen),
  projectsDashboard: projectListScreen((m) => m.TeamProjectsScreen),
  projectDraft: () =>
    import('../features/projects/components/project-draft-screen').then((m) => ({
      element: (
        <RequireSync>
          <m.ProjectDraftScreen />
        </RequireSync>
      ),
    })),
  projectDetail: () =>
    import('../features/projects/components/detail/project-detail-screen').then((m) => ({
      element: (
        <RequireSync>
          <m.ProjectDetailScreen />
        </RequireSync>
      ),
    })),
  // A visitor's first page: its own small chunk; the draft screens load once the visitor starts.
  trialStart: () =>
    import('../features/projects/components/trial/try-screen').then((m) => ({ Component: m.TryScreen })),
  // The sign-up button belongs to the auth feature: composed here, since features never import each other.
  trial: () =>
    import('../features/projects/components/trial/trial-draft-screen').then((m) => ({
      element: (
        <m.TrialDraftScreen
          signUp={({ beforeSignUp, submit }) =>
            submit === undefined ? (
              <SignupButton beforeSignUp={beforeSignUp} />
            ) : (
              <SignupButton beforeSignUp={beforeSignUp} trialSubmit={submit} label="signup.submit_project" />
            )
          }
        />
      ),
    })),
  referrerDashboard: referrerScreen((m) => m.ReferrerDashboardScreen),
  // My Leads registers leads (mutate): it waits for the sync client.
  referrerLeads: writingScreen(
    () => import('../features/referrer/components/referrer-screens'),
    (m) => m.MyLeadsScreen,
  ),
  adminLeads: writingScreen(
    () => import('../features/referrer/components/admin-leads-screen'),
    (m) => m.AdminLeadsScreen,
  ),
  adminReferrers: adminReferrerScreen((m) => m.AdminReferrersScreen),
  adminReferrerAdd: adminReferrerScreen((m) => m.AdminReferrerAddScreen),
  adminReferrer: adminReferrerScreen((m) => m.AdminReferrerScreen),
  adminReferrerModules: adminReferrerScreen((m) => m.AdminReferrerModulesScreen),
  // It reads the synced rows and writes nothing: no sync client to wait for.
  adminPurchases: () =>
    import('../features/purchases/components/purchases-screen').then((m) => ({
      Component: m.PurchasesScreen,
    })),
  adminClients: clientScreen((m) => m.ClientListScreen),
  adminClientAdd: clientScreen((m) => m.ClientAddScreen),
  adminClient: clientScreen((m) => m.ClientEditScreen),
  adminClientCustomize: clientScreen((m) => m.ClientCustomizeScreen),
  adminClientUsers: teamScreen((m) => m.ClientTeamScreen),
  team: teamScreen((m) => m.ClientTeamScreen),
  adminReferrerUsers: teamScreen((m) => m.AdminReferrerTeamScreen),
  adminUsers: teamScreen((m) => m.OfficeTeamScreen),
  referrerTeam: teamScreen((m) => m.ReferrerTeamScreen),
  adminFurnitures: catalogueScreen((m) => m.FurnitureListScreen, false),
  adminFurnitureAdd: catalogueScreen((m) => m.FurnitureAddScreen, true),
  adminFurniture: catalogueScreen((m) => m.FurnitureEditScreen, true),
  adminFurnitureRanges: catalogueScreen((m) => m.RangeListScreen, false),
  adminFurnitureRangeAdd: catalogueScreen((m) => m.RangeAddScreen, true),
  adminFurnitureRange: catalogueScreen((m) => m.RangeEditScreen, true),
  adminFurnitureModules: catalogueScreen((m) => m.ModuleListScreen, false),
  adminFurnitureModuleAdd: catalogueScreen((m) => m.ModuleAddScreen, true),
  adminFurnitureModule: catalogueScreen((m) => m.ModuleEditScreen, true),
  adminServices: catalogueScreen((m) => m.ServiceRatesScreen, true),
  adminBusiness: () =>
    import('../features/business/components/business-settings-screen').then((m) => ({
      element: (
        <RequireSync>
          <m.BusinessSettingsScreen />
        </RequireSync>
      ),
    })),
  // The list only reads (Add is a page of its own): no sync client to wait for.
  adminProjects: () =>
    import('../features/admin-projects/components/admin-projects-screens').then((m) => ({
      Component: m.AdminProjectListScreen,
    })),
  adminProjectAdd: adminProjectsScreen((m) => m.AddProjectScreen),
  // The office's editor shows the client's rooms editor as its quote step: composed here.
  adminProject: () =>
    Promise.all([
      import('../features/admin-projects/components/admin-projects-screens'),
      import('../features/projects/components/project-rooms-editor'),
    ]).then(([admin, projects]) => ({
      element: (
        <RequireSync>
          <admin.AdminProjectScreen
            quote={(projectId) => <projects.ProjectRoomsEditor projectId={projectId} />}
          />
        </RequireSync>
      ),
    })),
  adminProjectDebug: adminProjectsScreen((m) => m.AdminProjectDebugScreen),
  adminOutbox: adminProjectsScreen((m) => m.AdminOutboxScreen),
  // Exactly the client's page for this project, under the office's notice.
  adminProjectClientView: () =>
    Promise.all([
      import('../features/admin-projects/components/admin-projects-screens'),
      import('../features/projects/components/detail/project-detail-screen'),
    ]).then(([admin, projects]) => ({
      element: (
        <RequireSync>
          <admin.ClientViewFrame>
            <projects.ProjectDetailScreen />
          </admin.ClientViewFrame>
        </RequireSync>
      ),
    })),
};

/** A catalogue screen of src/features/catalogue; forms write, so they wait for the sync client. */
function catalogueScreen(pick: (m: typeof CatalogueScreens) => ComponentType, writes: boolean): LazyRoute {
  return () =>
    import('../features/catalogue/components/catalogue-screens').then((m) => {
      const Screen = pick(m);
      return {
        element: writes ? (
          <RequireSync>
            <Screen />
          </RequireSync>
        ) : (
          <Screen />
        ),
      };
    });
}

/** A screen that writes (mutate): it waits for the sync client. `load` imports its own chunk. */
function writingScreen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyRoute {
  return () =>
    load().then((m) => {
      const Screen = pick(m);
      return {
        element: (
          <RequireSync>
            <Screen />
          </RequireSync>
        ),
      };
    });
}

/** A client's project list of src/features/project-list; "New project" writes. */
function projectListScreen(pick: (m: typeof ProjectListScreens) => ComponentType): LazyRoute {
  return writingScreen(() => import('../features/project-list/components/project-list-screens'), pick);
}

/** An admin interventions screen of src/features/interventions; they write. */
function interventionsScreen(pick: (m: typeof InterventionsScreens) => ComponentType): LazyRoute {
  return writingScreen(() => import('../features/interventions/components/interventions-screens'), pick);
}

/** A client screen of src/features/clients: the office's forms write. */
function clientScreen(pick: (m: typeof ClientScreens) => ComponentType): LazyRoute {
  return writingScreen(() => import('../features/clients/components/client-screens'), pick);
}

/** A team page of src/features/team (clients' and referrers' teams alike): roles and activation write. */
function teamScreen(pick: (m: typeof TeamScreens) => ComponentType): LazyRoute {
  return writingScreen(() => import('../features/team/components/team-screens'), pick);
}

/** An office project screen of src/features/admin-projects; they write. */
function adminProjectsScreen(pick: (m: typeof AdminProjectsScreens) => ComponentType): LazyRoute {
  return writingScreen(() => import('../features/admin-projects/components/admin-projects-screens'), pick);
}

/** A referrer screen of src/features/referrer: they read the pulled leads, nothing to wait for. */
function referrerScreen(pick: (m: typeof ReferrerScreens) => ComponentType): LazyRoute {
  return () =>
    import('../features/referrer/components/referrer-screens').then((m) => ({ Component: pick(m) }));
}

/** An office screen of the business referrers (src/features/referrer); they write. */
function adminReferrerScreen(pick: (m: typeof AdminReferrerScreens) => ComponentType): LazyRoute {
  return writingScreen(() => import('../features/referrer/components/admin-referrer-screens'), pick);
}

function route(name: AppRouteName): RouteObject {
  return { id: name, path: paths[name], lazy: screens[name] };
}

const routeNames = Object.keys(screens) as AppRouteName[];
const publicNames = new Set<RouteName>(publicRouteNames);

/** The one route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      ...routeNames.filter((name) => publicNames.has(name)).map(route),
      {
        // The session check, then each route's rule of access/routes.ts (the route's id is its name).
        id: 'private',
        // The session check and each route's access rule load with the first private page, not on /login.
        lazy: () => import('./require-session').then((m) => ({ Component: m.RequireSession })),
        children: routeNames.filter((name) => !publicNames.has(name)).map(route),
      },
      {
        id: 'notFound',
        path: '*',
        lazy: () =>
          import('../features/placeholder/components/not-found-screen').then((m) => ({
            Component: m.NotFoundScreen,
          })),
      },
    ],
  },
];
