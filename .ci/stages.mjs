// Runs the stages of `npm test` in order, each an npm script, stopping at the first that fails,
// and prints the wall time of each and of the whole suite (its budget is 20 minutes, see
// CONTRIBUTING.md). Scripts joined by `+` run at the same time: `check+test:unit` lets the unit
// tests use the processor time the linter leaves (ESLint runs long after `tsc` ends).
// The first of a group prints as it goes; the others' output is held and printed whole when each
// ends, so no two logs interleave.
// Usage: node .ci/stages.mjs check+test:unit test:integration test:e2e
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import console from 'node:console';
import { performance } from 'node:perf_hooks';
import process from 'node:process';

const budgetSeconds = 20 * 60;
const stages = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * @param {string} script
 * @param {boolean} live whether its output streams (else it is held and printed when it ends)
 * @returns {Promise<{ script: string; ms: number; code: number }>}
 */
function run(script, live) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: live ? 'inherit' : 'pipe' });
    /** @type {Buffer[]} */
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const end = (/** @type {number} */ code) => {
      if (!live) process.stdout.write(Buffer.concat(held));
      resolve({ script, ms: performance.now() - started, code });
    };
    child.on('error', () => end(1));
    child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** @param {number} ms */
const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** @type {{ script: string; ms: number; code: number }[]} */
const done = [];
const started = performance.now();
for (const stage of stages) {
  const results = await Promise.all(
    stage.split('+').map((script, index) => run(script, index === 0)),
  );
  done.push(...results);
  if (results.some((result) => result.code !== 0)) break;
}
const total = performance.now() - started;

const scripts = stages.flatMap((stage) => stage.split('+'));
const width = Math.max(...scripts.map((s) => s.length), 'total'.length);
console.log('\nTest suite, wall time per stage (m:ss; scripts of one stage ran at the same time):');
for (const { script, ms, code } of done)
  console.log(`  ${script.padEnd(width)}  ${clock(ms).padStart(6)}${code === 0 ? '' : '  FAILED'}`);
for (const script of scripts.filter((s) => !done.some((d) => d.script === s)))
  console.log(`  ${script.padEnd(width)}  skipped`);
console.log(
  `  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}  (budget ${clock(budgetSeconds * 1000)})`,
);
const failed = done.find((stage) => stage.code !== 0);
process.exitCode = failed ? failed.code : 0;
