/**
 * How fast this machine is right now: the milliseconds a plain loop of 3·10⁸ additions takes on
 * one core. The same 2-core machine ran it in 615-2,886 ms on different days of December 2026,
 * and the benches moved with it, so a figure is read beside the yardstick of its own run.
 */
export function machineYardstickMs(): number {
  const began = performance.now();
  let sum = 0;
  for (let i = 0; i < 3e8; i++) sum += i;
  const ms = performance.now() - began;
  if (sum < 0) throw new Error('unreachable: keeps the loop');
  return ms;
}

/** The yardstick as a line of the bench's output. */
export function machineYardstickLine(): string {
  return `machine yardstick: a loop of 3·10⁸ additions took ${machineYardstickMs().toFixed(0)} ms on one core`;
}
