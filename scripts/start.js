#!/usr/bin/env node
/* global fetch, AbortSignal, setTimeout */
// `pnpm start` (after the build): runs the model catalog, the API and the agent runner together on
// the embedded default (SQLite under DATA_DIR, default ./.data, created if missing).
// - Output of each process is prefixed with its name.
// - SIGINT/SIGTERM/SIGHUP stop every process gracefully and exit 0 once they have stopped (a
//   second signal, a second later or more, kills them at once).
//   Children run in their own process group so a terminal's Ctrl-C reaches them exactly once,
//   through this script, instead of twice.
// - If one process exits on its own the others are stopped and this script exits non-zero, so a
//   half-running system never looks healthy.
// - Once the API and the catalog answer /health, a banner prints their URLs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Longer than the API's and the runner's own shutdown windows (10 s each by default).
const STOP_GRACE_MS = 20_000;
const READY_TIMEOUT_MS = 60_000;
const READY_RETRY_MS = 100;
// Signals this close together are one key press delivered twice (see the signal handlers).
const SAME_PRESS_WINDOW_MS = 1_000;

/** Where clients on this machine reach a server that listens on `host`. */
function reachableHost(host) {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The settings the processes must agree on, from the environment with the services' defaults. */
function settings(env) {
  const reach = reachableHost(env.HOST || '127.0.0.1');
  const apiUrl = `http://${reach}:${env.API_PORT || '8080'}`;
  const catalogUrl = `http://${reach}:${env.CATALOG_PORT || '8081'}`;
  return {
    // Absolute, so every process (and the admin CLI run from here) opens the same database.
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    apiUrl,
    catalogUrl,
    runnerCatalogUrl: env.CATALOG_URL || catalogUrl,
    mongodbUri: env.MONGODB_URI || undefined,
    llmUrl: env.LLM_BASE_URL || 'https://openrouter.ai/api/v1',
    llmKeySet: Boolean(env.LLM_API_KEY),
  };
}

const config = settings(process.env);
// The catalog holds its whole data set in memory and serves many small requests; a small young
// generation and a capped heap keep its RSS under 150 MB (measured by pnpm bench:catalog).
const CATALOG_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=128'];
const SERVICES = [
  { name: 'model-catalog', health: `${config.catalogUrl}/health`, nodeFlags: CATALOG_NODE_FLAGS },
  { name: 'api', health: `${config.apiUrl}/health`, nodeFlags: [] },
  { name: 'agent-runner', health: null, nodeFlags: [] },
].map((service) => ({
  ...service,
  entry: path.join(ROOT, 'services', service.name, 'dist', 'main.js'),
}));
const children = new Map();
let stopping = false;
let exitCode = 0;

function say(line) {
  process.stdout.write(`[start] ${line}\n`);
}

/** Copies a stream to `sink` line by line with a `[name] ` prefix (a partial last line too). */
function prefixLines(name, stream, sink) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) sink.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (buffered) sink.write(`[${name}] ${buffered}\n`);
  });
}

function stopAll(code, reason) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  say(`${reason}: stopping ${[...children.keys()].join(', ') || 'nothing'}`);
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const [name, child] of children) {
      say(`${name} did not stop within ${STOP_GRACE_MS} ms; killing it`);
      child.kill('SIGKILL');
    }
    exitCode = 1;
  }, STOP_GRACE_MS).unref();
}

function onExit(name, code, signal) {
  if (!children.delete(name)) return;
  say(`${name} exited (${signal ?? `code ${code}`})`);
  if (!stopping) stopAll(code || 1, `${name} stopped unexpectedly`);
  else if (code !== 0) exitCode = exitCode || 1;
  if (children.size === 0) process.exit(exitCode);
}

/** Resolves true once `url` answers 200, false if the child exits or the wait runs out first. */
async function answers(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      // Not listening yet (ECONNREFUSED): try again shortly.
    }
    await sleep(READY_RETRY_MS);
  }
  return false;
}

/** Quotes a value for a POSIX shell when it needs it. */
function shellQuote(value) {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * The admin CLI command that creates a team in the store these processes use: the CLI reads
 * DATA_DIR / MONGODB_URI like the API, and without them it would use ./.data, where the API does
 * not look (its key would then be a 401). A MongoDB URI with a password is not printed: the
 * command names the variable instead, for the shell that started this script; so is SECRETS_KEY,
 * which the CLI needs beside MONGODB_URI.
 */
function teamCreateCommand() {
  const store = !config.mongodbUri
    ? `DATA_DIR=${shellQuote(config.dataDir)}`
    : hasPassword(config.mongodbUri)
      ? 'MONGODB_URI="$MONGODB_URI" SECRETS_KEY="$SECRETS_KEY"'
      : `MONGODB_URI=${shellQuote(config.mongodbUri)} SECRETS_KEY="$SECRETS_KEY"`;
  return `${store} node services/api/dist/cli.js team create --name Acme --plan pro --json`;
}

function hasPassword(uri) {
  try {
    return new URL(uri).password !== '';
  } catch {
    return true; // Unparseable: do not risk printing a secret.
  }
}

async function announceWhenReady() {
  const probes = SERVICES.filter((s) => s.health).map((s) =>
    answers(s.health, children.get(s.name)),
  );
  const ready = await Promise.all(probes);
  if (stopping) return;
  if (!ready.every(Boolean)) {
    say(`warning: ${config.apiUrl}/health or ${config.catalogUrl}/health did not answer`);
    return;
  }
  const storage = config.mongodbUri ? 'MongoDB (MONGODB_URI)' : `SQLite in ${config.dataDir}`;
  const banner = [
    `Switchboard is running (${storage})`,
    `  Dashboard    ${config.apiUrl}/dashboard/  (sign in with an API key)`,
    `  API          ${config.apiUrl}/v1`,
    `  API docs     ${config.apiUrl}/docs  (OpenAPI: ${config.apiUrl}/v1/openapi.json)`,
    `  Catalog MCP  ${config.catalogUrl}/mcp  (plain HTTP tools: ${config.catalogUrl}/call)`,
    `  Agent runner model endpoint ${config.llmUrl}, catalog tools from ${config.runnerCatalogUrl}`,
    `  First team and API key (from this folder): ${teamCreateCommand()}`,
  ];
  if (!config.llmKeySet)
    banner.push('  LLM_API_KEY is not set: agent loops need it for most model endpoints');
  banner.push('Ctrl-C stops everything.');
  for (const line of banner) say(line);
}

for (const variable of ['API_PORT', 'CATALOG_PORT']) {
  // The runner and the banner need the ports up front, so "any free port" cannot work here.
  if (process.env[variable] === '0') {
    say(`${variable}=0 is not supported by start.js: choose a port`);
    process.exit(1);
  }
}
for (const { entry } of SERVICES) {
  if (!existsSync(entry)) {
    say(`${path.relative(ROOT, entry)} is missing: run pnpm build first (pnpm start does).`);
    process.exit(1);
  }
}
if (!config.mongodbUri) mkdirSync(config.dataDir, { recursive: true });

for (const { name, nodeFlags, entry } of SERVICES) {
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: config.dataDir, CATALOG_URL: config.runnerCatalogUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(name, child);
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('error', (error) => {
    say(`${name}: ${error.message}`);
    // Without a pid it never started, so no 'close' will come.
    if (child.pid === undefined) onExit(name, 1, null);
  });
  // 'close' rather than 'exit': the child's last output lines have been copied by then.
  child.on('close', (code, signal) => onExit(name, code, signal));
  say(`${name} started (pid ${child.pid})`);
}

let firstSignalAt;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (firstSignalAt === undefined) {
      firstSignalAt = Date.now();
      return stopAll(0, `${signal} received`);
    }
    // pnpm passes the terminal's Ctrl-C on to its script, which the terminal also signalled:
    // one key press arrives twice, moments apart. Only a later signal means "stop now".
    if (Date.now() - firstSignalAt < SAME_PRESS_WINDOW_MS) return;
    say(`${signal} received again: killing every process`);
    for (const child of children.values()) child.kill('SIGKILL');
    exitCode = 1;
  });
}
// Whatever ends this script, its children must not outlive it.
process.on('exit', () => {
  for (const child of children.values()) child.kill('SIGKILL');
});

void announceWhenReady();
