// `npm start`: builds the front end when dist/ is missing or older than its sources, then runs the
// server (API + built PWA on one port) with this process's environment, forwarding stop signals.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
// Both are written by every build; the older one tells when the build was complete.
const BUILD_OUTPUTS = ['dist/index.html', 'dist/sw.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale() {
  const outputs = BUILD_OUTPUTS.map((path) => join(root, path));
  if (!outputs.every((path) => existsSync(path))) return true;
  const builtAt = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  const sourcesAt = Math.max(...BUILD_INPUTS.map((path) => newestMtime(join(root, path))));
  return sourcesAt > builtAt;
}

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 1;
}

if (buildIsStale()) {
  console.log('[start] building the front end (dist/ is missing or older than its sources)');
  const { build } = await import('vite');
  try {
    await build({ root, logLevel: 'warn' });
  } catch {
    // Vite has already printed what went wrong.
    console.error('[start] the front-end build failed; not starting the server');
    process.exit(1);
  }
} else {
  console.log('[start] dist/ is up to date');
}

console.log('[start] starting the server');
process.exitCode = await run(['--import', 'tsx', join(root, 'server/server.ts')]);
