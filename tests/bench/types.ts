import type { Browser } from '@playwright/test';

/** One measured number, printed as `BENCH <name> <value> <unit>`. */
export type Figure = {
  name: string;
  value: number;
  unit: string;
  /** The figure the issue asks for; reported beside the value, never enforced. */
  target?: { max: number } | { min: number };
  /** Anything that helps read the value later (sample count, spread, ...). */
  details?: Record<string, number | string>;
};

export type BenchContext = {
  /** Root URL of a running server (API + built PWA) with the demo seed loaded. */
  baseURL: string;
  /** A browser for benchmarks that can use an incognito context. */
  browser: () => Promise<Browser>;
  /** A directory for throwaway files (profiles), removed after the run. */
  scratchDir: string;
  log: (message: string) => void;
};

/** A benchmark module: later issues add one file per area and list it in benchmarks/index.ts. */
export type Benchmark = {
  name: string;
  run: (ctx: BenchContext) => Promise<Figure[]>;
};
