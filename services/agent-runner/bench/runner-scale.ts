/**
 * `pnpm bench:runner-scale` (part of `pnpm bench:scale`): agent runs through one runner process
 * and through two on the same store, against one fake model (its own process). Both runners start
 * and work through a warm-up batch together; then rounds alternate one runner and two, the order
 * flipping each round, and each is judged by its median round. A round queues BENCH_RUNS
 * executions of BENCH_STEPS model calls with an instant model (the runners' own cost, not the
 * model's, bounds them), starts the round's runners and times until every run has ended, then
 * does the same with half as many 1-step runs. Prints runs/s and steps/s, their ratio, each
 * process's CPU per step, and the store operations a run and a step cost (counted in the runner
 * processes; the step's from the difference between runs of BENCH_STEPS and of 1 step).
 *
 * The store is SQLite in a temp dir, or MONGODB_URI's database when set. On a machine with fewer
 * cores than processes, the second runner mostly measures the cores: the table prints the count.
 *
 * Env: BENCH_RUNS per round (default 400), BENCH_STEPS (default 3), BENCH_ROUNDS (default 3),
 * RUNNER_CONCURRENCY per process (default 20).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  TERMINAL_EXECUTION_STATUSES,
  type ExecutionRecord,
} from '@switchboard/contracts/execution';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { teamScope } from '@switchboard/store/port';
import { startBenchStack } from './bench-stack.js';
import { pause, round } from './stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STEPS = Number(process.env.BENCH_STEPS ?? 3);
const WARMUP_RUNS = 200;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

interface Child {
  process: ChildProcess;
  lines: Interface;
}

interface Stopped {
  operations: Record<string, number>;
  cpuMs: number;
}

const { modelUrl, dataDir, store, bench, close } = await startBenchStack(
  'runner-scale',
  'bench-queuer',
);

async function startRunner(): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', here('./runner-scale-process.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, MODEL_URL: modelUrl },
  });
  const lines = createInterface({ input: child.stdout! });
  await once(lines, 'line');
  return { process: child, lines };
}

async function stop(child: Child): Promise<Stopped> {
  const answer = once(child.lines, 'line');
  child.process.stdin!.write('stop\n');
  const [line] = (await answer) as [string];
  return JSON.parse(line) as Stopped;
}

/** Resolves when `count` runs of the bench team have ended, all told. */
async function ended(count: number): Promise<void> {
  const filter = { status: { $in: [...TERMINAL_EXECUTION_STATUSES] } };
  const executions = store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
  while ((await executions.count(teamScope('team_bench'), filter)) < count) await pause(20);
}

let endedSoFar = 0;

/** Queues `runs` runs of `steps`, lets `runners` work through them; wall time and their reports. */
async function batch(runners: Child[], runs: number, steps: number) {
  await bench.queueExecutions(runs, steps, 0);
  const started = performance.now();
  for (const runner of runners) runner.process.stdin!.write('go\n');
  endedSoFar += runs;
  await ended(endedSoFar);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, reports: await Promise.all(runners.map(stop)) };
}

interface Phase {
  processes: number;
  runsPerSecond: number;
  stepsPerSecond: number;
  cpuMsPerStep: number[];
  /** Store operations per run of STEPS steps and of 1 step, all processes together. */
  perRun: Map<string, number>;
  perOneStepRun: Map<string, number>;
}

function opsPer(reports: Stopped[], runs: number): Map<string, number> {
  const per = new Map<string, number>();
  for (const { operations } of reports) {
    for (const [key, n] of Object.entries(operations)) per.set(key, (per.get(key) ?? 0) + n / runs);
  }
  return per;
}

async function phase(runners: Child[]): Promise<Phase> {
  const { seconds, reports } = await batch(runners, RUNS, STEPS);
  const one = await batch(runners, RUNS / 2, 1);
  const steps = RUNS * STEPS;
  return {
    processes: runners.length,
    runsPerSecond: round(RUNS / seconds, 1),
    stepsPerSecond: Math.round(steps / seconds),
    // Each process's CPU over an even share of the steps.
    cpuMsPerStep: reports.map((r) => round(r.cpuMs / (steps / runners.length))),
    perRun: opsPer(reports, RUNS),
    perOneStepRun: opsPer(one.reports, RUNS / 2),
  };
}

/** The phase of median throughput. */
function median(phases: Phase[]): Phase {
  const sorted = [...phases].sort((a, b) => a.stepsPerSecond - b.stepsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const children: Child[] = [];
const rounds: [Phase[], Phase[]] = [[], []];
try {
  children.push(await startRunner(), await startRunner());
  await batch(children, WARMUP_RUNS, STEPS);
  // Rounds alternate one runner and two (the order flipping each round), so a change in the
  // machine's load touches both alike; each is judged by its median round.
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const processes of r % 2 === 0 ? [1, 2] : [2, 1]) {
      rounds[processes - 1]!.push(await phase(children.slice(0, processes)));
    }
  }
  print(median(rounds[0]), median(rounds[1]));
} finally {
  for (const child of children) child.process.kill('SIGTERM');
  await close();
}

function print(one: Phase, two: Phase): void {
  const row = (p: Phase) =>
    `| ${p.processes} | ${p.runsPerSecond} | ${p.stepsPerSecond} | ${rounds[p.processes - 1]!.map((r) => r.stepsPerSecond).join(', ')} | ${p.cpuMsPerStep.join(' / ')} |`;
  const keys = [...new Set([...one.perRun.keys(), ...one.perOneStepRun.keys()])].sort();
  const perStep = (key: string) =>
    ((one.perRun.get(key) ?? 0) - (one.perOneStepRun.get(key) ?? 0)) / (STEPS - 1);
  const perRunFixed = (key: string) => (one.perOneStepRun.get(key) ?? 0) - perStep(key);
  const sum = (f: (key: string) => number) => round(keys.reduce((s, k) => s + f(k), 0));
  process.stdout.write(
    `\nAgent runs on one store: 1 and 2 runner processes in ${ROUNDS} alternating rounds, ${RUNS} runs of ${STEPS} steps per round (instant model), ${availableParallelism()} cores; the median round\n\n` +
      `| runner processes | runs/s | steps/s | steps/s of each round | CPU ms/step per process |\n|---|---|---|---|---|\n` +
      `${row(one)}\n${row(two)}\n\n` +
      `Throughput ratio, 2 processes / 1: ${round(two.stepsPerSecond / one.stepsPerSecond)}x\n\n` +
      `Store operations per run (one runner process): fixed per run, and per step (model call + tool call)\n\n` +
      `| collection | operation | per run (fixed) | per step |\n|---|---|---|---|\n` +
      keys
        .map(
          (k) =>
            `| ${k.split(' ').join(' | ')} | ${round(perRunFixed(k))} | ${round(perStep(k))} |`,
        )
        .join('\n') +
      `\n| all | all | ${sum(perRunFixed)} | ${sum(perStep)} |\n\n` +
      `${JSON.stringify({
        benchmark: 'runner-scale',
        cores: availableParallelism(),
        runs: RUNS,
        steps: STEPS,
        rounds: ROUNDS,
        phases: [one, two].map((p) => ({
          ...p,
          perRun: Object.fromEntries(p.perRun),
          perOneStepRun: Object.fromEntries(p.perOneStepRun),
        })),
        ratio: round(two.stepsPerSecond / one.stepsPerSecond),
      })}\n`,
  );
}
