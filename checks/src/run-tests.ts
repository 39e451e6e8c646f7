import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * `npm test`: every check of the repository, each one an npm script a person can also run
 * alone. Steps run side by side where they do not wait for each other (TEST_JOBS at a time,
 * 2 by default: most steps wait on servers and browsers as much as on the processor). Each
 * step's output is printed whole when it ends, so the log reads step by step, with its time;
 * a table of the times closes the run. The first failure stops the run.
 */

interface Step {
  name: string;
  script: string;
  args?: string[];
  after?: string[];
}

// Longest first where it helps: the browser tests wait for the build and take the longest.
const STEPS: Step[] = [
  { name: 'build', script: 'build' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'browser', script: 'test:browser:built', after: ['build'] },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  { name: 'integration', script: 'test:integration' },
  { name: 'hardening', script: 'test:hardening', args: ['--bounded'] },
];

const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2));
const only = process.argv.slice(2);
const steps = only.length > 0 ? STEPS.filter((s) => only.includes(s.name)) : STEPS;

const started = performance.now();
const clock = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`${line}\n`);

const done = new Map<string, string>();
const running = new Map<string, ChildProcess>();
let failed: string | undefined;
let stopping = false;

const ready = (step: Step) =>
  (step.after ?? []).every((name) => done.has(name) || !steps.some((s) => s.name === name));

const run = (step: Step) =>
  new Promise<void>((resolve) => {
    const since = performance.now();
    say(`▶ ${step.name} (npm run ${step.script}) at ${clock(started)}`);
    const child = spawn('npm', ['run', '--silent', step.script, '--', ...(step.args ?? [])], {
      detached: true,
      // Plain text: the output is read in a log, not a terminal.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'FORCE_COLOR')),
        NO_COLOR: '1',
      },
    });
    running.set(step.name, child);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(step.name);
      const took = clock(since);
      if (stopping) {
        say(`──── ${step.name}: stopped after ${took}, because ${failed} failed ────`);
        done.set(step.name, `stopped after ${took}`);
        return resolve();
      }
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      say(`\n──── ${step.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${took} ────`);
      if (text) say(text);
      say(`──── end of ${step.name} ────\n`);
      done.set(step.name, took);
      if (code !== 0 && !failed) failed = step.name;
      resolve();
    });
  });

const waiting = [...steps];
const inFlight = new Set<Promise<void>>();
while ((waiting.length > 0 || inFlight.size > 0) && !failed) {
  const next = waiting.find(ready);
  if (next && inFlight.size < jobs) {
    waiting.splice(waiting.indexOf(next), 1);
    const promise = run(next).then(() => void inFlight.delete(promise));
    inFlight.add(promise);
    continue;
  }
  await Promise.race(inFlight);
}
stopping = true;
for (const child of running.values()) if (child.pid) process.kill(-child.pid, 'SIGTERM');
await Promise.all(inFlight);

say('step        | time');
say('------------|---------');
for (const step of steps) say(`${step.name.padEnd(11)} | ${done.get(step.name) ?? 'not run'}`);
say(`all         | ${clock(started)}`);
if (failed) {
  say(`\n${failed} failed; its output is above.`);
  process.exit(1);
}
