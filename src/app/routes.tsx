import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type * as CatalogueScreens from '../features/catalogue/components/catalogue-screens';
import type * as InterventionsScreens from '../features/interventions/components/interventions-screens';
import { LoadingScreen } from '../ui/loading-screen';
import { paths, publicRouteNames, routeTitleKey, type RouteName } from './paths';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { RequireSync } from './sync-provider';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** Screens built so far, each in its own chunk so /login downloads only what it shows. */
const screens: Partial<Record<RouteName, LazyRoute>> = {
  home: () => import('../features/home/components/home-screen').then((m) => ({ Component: m.HomeScreen })),
  login: () => import('../features/auth/components/login-screen').then((m) => ({ Component: m.LoginScreen })),
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
  install: () =>
    import('../features/install/components/install-screen').then((m) => ({ Component: m.InstallScreen })),
  adminVerifications: interventionsScreen((m) => m.VerificationListScreen),
  adminVerification: interventionsScreen((m) => m.VerificationScreen),
  adminInterventions: interventionsScreen((m) => m.InterventionListScreen),
  adminIntervention: interventionsScreen((m) => m.InterventionScreen),
  projectDraft: () =>
    import('../features/projects/components/project-draft-screen').then((m) => ({
      element: (
        <RequireSync>
          <m.ProjectDraftScreen />
        </RequireSync>
      ),
    })),
  adminFurnitures: catalogueScreen((m) => m.FurnitureListScreen, false),
  adminFurnitureAdd: catalogueScreen((m) => m.FurnitureAddScreen, true),
  adminFurniture: catalogueScreen((m) => m.FurnitureEditScreen, true),
  adminFurnitureRanges: catalogueScreen((m) => m.RangeListScreen, false),
  adminFurnitureRangeAdd: catalogueScreen((m) => m.RangeAddScreen, true),
  adminFurnitureRange: catalogueScreen((m) => m.RangeEditScreen, true),
  adminFurnitureModules: catalogueScreen((m) => m.ModuleListScreen, false),
  adminFurnitureModuleAdd: catalogueScreen((m) => m.ModuleAddScreen, true),
  adminFurnitureModule: catalogueScreen((m) => m.ModuleEditScreen, true),
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

/** An admin interventions screen of src/features/interventions; they write, so they wait for the sync client. */
function interventionsScreen(pick: (m: typeof InterventionsScreens) => ComponentType): LazyRoute {
  return () =>
    import('../features/interventions/components/interventions-screens').then((m) => {
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

/** Routes a later issue builds show a translated "not available yet" page with their title. */
function placeholder(name: RouteName): LazyRoute {
  return () =>
    import('../features/placeholder/components/placeholder-screen').then((m) => ({
      element: <m.PlaceholderScreen titleKey={routeTitleKey(name)} />,
    }));
}

function route(name: RouteName): RouteObject {
  return { id: name, path: paths[name], lazy: screens[name] ?? placeholder(name) };
}

const routeNames = Object.keys(paths) as RouteName[];
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
        id: 'private',
        element: <RequireSession />,
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
