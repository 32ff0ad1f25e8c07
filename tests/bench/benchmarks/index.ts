import type { Benchmark } from '../types';
import { adminDashboard } from './admin-dashboard';
import { adminProjectsList } from './admin-projects-list';
import { appInitialJs } from './app-initial-js';
import { appOfflineStart } from './app-offline-start';
import { catalogueList } from './catalogue-list';
import { catalogueSearch } from './catalogue-search';
import { exportPurchases } from './export-purchases';
import { installPage } from './install-page';
import { outbox } from './outbox';
import { quoteStep } from './quote-step';
import { serverLoad } from './server-load';
import { serverPush } from './server-push';
import { serverScale } from './server-scale';
import { serverValidate } from './server-validate';
import { syncInitial } from './sync-initial';
import { syncMutateToRender } from './sync-mutate-to-render';
import { syncReplay } from './sync-replay';

/** Every benchmark, in the order they run. Later issues append theirs. */
export const benchmarks: readonly Benchmark[] = [
  appInitialJs,
  appOfflineStart,
  catalogueList,
  catalogueSearch,
  syncInitial,
  syncMutateToRender,
  syncReplay,
  serverPush,
  serverLoad,
  serverScale,
  installPage,
  quoteStep,
  exportPurchases,
  outbox,
  adminProjectsList,
  serverValidate,
  adminDashboard,
];
