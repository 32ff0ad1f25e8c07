import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

export type MachineInfo = {
  cpuModel: string;
  cores: number;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine skews figures. */
  loadAverage: number[];
  memoryGb: number;
  node: string;
  chromium: string;
  platform: string;
};

export function machineInfo(chromiumPath: string): MachineInfo {
  return {
    cpuModel: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: chromiumVersion(chromiumPath),
    platform: `${process.platform}-${process.arch}`,
  };
}

function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
