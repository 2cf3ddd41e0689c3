/** A noun as a count takes it: 'check' and 'checks'. */
export interface CountedNoun {
  one: string;
  many: string;
}

/** "1 user", "3 users", "1,200 owners". */
export function countOf(count: number, noun: CountedNoun): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.many}`;
}
