/** Translation namespaces, one JSON file each under public/locales/{lng}/. */
export const namespaces = [
  'common',
  'nav',
  'auth',
  'account',
  'home',
  'admin',
  'placeholder',
  'projects',
  'projectList',
  'projectDetail',
  'catalogue',
  'sync',
  'interventions',
  'install',
  'trial',
  'errors',
  'validation',
  'quote',
  'referrer',
  'purchases',
  'clients',
  'team',
  'outbox',
  /** Read by the server only: the mail it sends (server/integrations/mail/templates.ts). */
  'mail',
  'leads',
  'conflicts',
  'adminProjects',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * Loaded before the first render: the shell, the login screen and every error text need them
 * ('placeholder' too: the root layout's page title names a route not found with it, and waiting for
 * it there held every first page for one more round trip once its screen had loaded).
 */
export const initialNamespaces = [
  'common',
  'nav',
  'placeholder',
  'auth',
  'errors',
  'validation',
] as const satisfies readonly Namespace[];

/** Loaded first on the installer's page: its frame, its screen, and what its sync reports. */
export const installerNamespaces = [
  'common',
  'nav',
  'install',
  'sync',
  'errors',
] as const satisfies readonly Namespace[];
