/** '1 owner', '3 owners': a count with its noun, plural unless it is one. */
export function countText(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}
