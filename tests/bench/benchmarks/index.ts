import type { Benchmark } from '../types';
import { appInitialJs } from './app-initial-js';
import { appOfflineStart } from './app-offline-start';
import { catalogueList } from './catalogue-list';

/** Every benchmark, in the order they run. Later issues append theirs. */
export const benchmarks: readonly Benchmark[] = [appInitialJs, appOfflineStart, catalogueList];
