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
  /** `--smoke`: one run at a tiny scale, to prove the benchmark still produces its figures. */
  smoke: boolean;
  /** The full-size value, or the tiny one in a smoke run. */
  sized: <T>(full: T, tiny: T) => T;
};

/** A benchmark module: later issues add one file per area and list it in benchmarks/index.ts. */
export type Benchmark = {
  name: string;
  run: (ctx: BenchContext) => Promise<Figure[]>;
  /** It may end with no figure without being broken (it needs PostgreSQL and none answers). */
  mayReportNothing?: true;
};
