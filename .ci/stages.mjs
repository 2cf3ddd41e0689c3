// Runs the stages of `npm test` in order, each an npm script, stopping at the first that fails,
// and prints the wall time of each and of the whole suite (its budget is 20 minutes, see
// CONTRIBUTING.md). Usage: node .ci/stages.mjs check test:unit test:integration test:e2e
import { spawn } from 'node:child_process';
import console from 'node:console';
import { performance } from 'node:perf_hooks';
import process from 'node:process';

const budgetSeconds = 20 * 60;
const stages = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string} script @returns {Promise<number>} the exit code */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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
for (const script of stages) {
  const stageStarted = performance.now();
  const code = await run(script);
  done.push({ script, ms: performance.now() - stageStarted, code });
  if (code !== 0) break;
}
const total = performance.now() - started;

const width = Math.max(...stages.map((s) => s.length), 'total'.length);
console.log('\nTest suite, wall time per stage (m:ss):');
for (const { script, ms, code } of done)
  console.log(`  ${script.padEnd(width)}  ${clock(ms).padStart(6)}${code === 0 ? '' : '  FAILED'}`);
for (const script of stages.slice(done.length)) console.log(`  ${script.padEnd(width)}  skipped`);
console.log(
  `  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}  (budget ${clock(budgetSeconds * 1000)})`,
);
const failed = done.find((stage) => stage.code !== 0);
process.exitCode = failed ? failed.code : 0;
