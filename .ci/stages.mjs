// Runs the stages of `npm test`, each an npm script, and prints the wall time of each and of the
// whole suite (its budget is 20 minutes, see CONTRIBUTING.md). Each argument is a lane; the lanes
// run at the same time. A lane's stages, joined by `,`, run in order, and the lane stops at the
// first that fails. Scripts joined by `+` run at the same time: `check+test:unit` lets the unit
// tests use the processor time the linter leaves (ESLint runs long after `tsc` ends).
// The first script of each stage of the first lane prints as it goes; the others' output is held
// and printed whole when each ends, so no two logs interleave.
// A script that fails has the last lines of its output printed again after the table, so that the
// end of the log names what failed even where another lane's output followed it.
// Where /usr/bin/time is, each script's processor time (user + system, its processes and theirs;
// not the PostgreSQL server's) is printed too: on two cores the suite cannot end before half the
// sum of them.
// Usage: node .ci/stages.mjs check+test:unit,test:integration test:e2e
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import console from 'node:console';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';

const budgetSeconds = 20 * 60;
const lanes = process.argv.slice(2).map((lane) => lane.split(','));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timer = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const timings = mkdtempSync(path.join(os.tmpdir(), 'stages-'));

/** @typedef {{ script: string; ms: number; code: number; cpuSeconds: number | null; output: Buffer }} Result */

const tailLines = 40;

/**
 * The blocks a failed flow prints (e2e/tests/server-fixture.ts, `failureTrail`): a line
 * `--- <title>: the page at <url>`, the page's text, `--- calls and events` and a line per call
 * or event, each starting with its time. They sit in the middle of a long log, above the summary.
 * @param {string[]} lines
 */
function failureTrails(lines) {
  /** @type {string[]} */
  const kept = [];
  /** @type {'out' | 'text' | 'in'} 'text': the line after the heading, the page's text */
  let at = 'out';
  for (const line of lines) {
    if (/^--- .*: the page at /.test(line)) at = 'text';
    else if (at === 'text') at = 'in';
    else if (at === 'in' && !/^(--- calls and events|\d\d:\d\d:\d\d\.\d{3} )/.test(line))
      at = 'out';
    if (at !== 'out') kept.push(line.slice(0, 300));
  }
  return kept;
}

/** @param {string} file the output of `/usr/bin/time -f '%U %S'` (its last line) */
function cpuSecondsIn(file) {
  if (!existsSync(file)) return null;
  const [user, system] = readFileSync(file, 'utf8').trim().split('\n').at(-1)?.split(' ') ?? [];
  const sum = Number(user) + Number(system);
  return Number.isFinite(sum) ? sum : null;
}

/**
 * @param {string} script
 * @param {boolean} live whether its output streams (else it is held and printed when it ends)
 * @returns {Promise<Result>}
 */
function run(script, live) {
  const started = performance.now();
  const cpuFile = path.join(timings, script.replace(/\W/g, '_'));
  const [command, args] = timer
    ? [timer, ['-o', cpuFile, '-f', '%U %S', npm, 'run', script]]
    : [npm, ['run', script]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const held = [];
    const hold = (/** @type {NodeJS.WriteStream} */ stream) => (/** @type {Buffer} */ chunk) => {
      held.push(chunk);
      if (live) stream.write(chunk);
    };
    child.stdout.on('data', hold(process.stdout));
    child.stderr.on('data', hold(process.stderr));
    const end = (/** @type {number} */ code) => {
      const output = Buffer.concat(held);
      if (!live) process.stdout.write(output);
      resolve({
        script,
        ms: performance.now() - started,
        code,
        cpuSeconds: cpuSecondsIn(cpuFile),
        output,
      });
    };
    child.on('error', () => end(1));
    // 'close', not 'exit': the pipes may still hold the last of its output when it exits.
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** @param {number} ms */
const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** @type {Result[]} */
const done = [];
const started = performance.now();
/** @param {string[]} stages @param {boolean} live whether its first script streams */
async function runLane(stages, live) {
  for (const stage of stages) {
    const results = await Promise.all(
      stage.split('+').map((script, index) => run(script, live && index === 0)),
    );
    done.push(...results);
    if (results.some((result) => result.code !== 0)) return;
  }
}
await Promise.all(lanes.map((stages, index) => runLane(stages, index === 0)));
const total = performance.now() - started;

const scripts = lanes.flat().flatMap((stage) => stage.split('+'));
const width = Math.max(...scripts.map((s) => s.length), 'total'.length);
console.log(
  '\nTest suite, wall time per script (m:ss; lanes and the scripts of one stage ran at the same time)' +
    (timer ? ' and processor time:' : ':'),
);
const cpu = (/** @type {number | null} */ seconds) =>
  seconds === null ? '' : `  cpu ${clock(seconds * 1000).padStart(6)}`;
for (const { script, ms, code, cpuSeconds } of done)
  console.log(
    `  ${script.padEnd(width)}  ${clock(ms).padStart(6)}${cpu(cpuSeconds)}${code === 0 ? '' : '  FAILED'}`,
  );
for (const script of scripts.filter((s) => !done.some((d) => d.script === s)))
  console.log(`  ${script.padEnd(width)}  skipped`);
const cpuTotal = done.every((d) => d.cpuSeconds !== null)
  ? done.reduce((sum, d) => sum + (d.cpuSeconds ?? 0), 0)
  : null;
console.log(
  `  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}${cpu(cpuTotal)}  (budget ${clock(budgetSeconds * 1000)})`,
);
for (const { script, code, output } of done.filter((d) => d.code !== 0)) {
  const lines = output.toString('utf8').trimEnd().split('\n');
  const trails = failureTrails(lines);
  if (trails.length > 0) {
    console.log(`\nWhat the failed flows of ${script} left (their pages, calls and events):`);
    console.log(trails.join('\n'));
  }
  console.log(`\nThe last ${Math.min(tailLines, lines.length)} lines of ${script} (exit ${code}):`);
  console.log(lines.slice(-tailLines).join('\n'));
}
const failed = done.find((stage) => stage.code !== 0);
process.exitCode = failed ? failed.code : 0;
