#!/usr/bin/env node
// Starts every Switchboard process on the embedded default (SQLite under DATA_DIR) and keeps them
// together: output is prefixed per service, a signal stops all of them, and if one exits the
// others are stopped too so a half-running system never looks healthy.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = ['model-catalog', 'api', 'agent-runner'];

const children = new Map();
let stopping = false;

function prefixLines(name, stream, sink) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) sink.write(`[${name}] ${line}\n`);
  });
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children.values()) child.kill('SIGTERM');
}

for (const name of SERVICES) {
  const entry = path.join(ROOT, 'services', name, 'dist', 'main.js');
  if (!existsSync(entry)) {
    console.error(`[start] ${entry} is missing: run pnpm build first.`);
    process.exit(1);
  }
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping the others.`);
      stopAll(code || 1);
    }
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
