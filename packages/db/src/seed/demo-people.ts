// Names, numbers and a seeded random source for the demo company: the same data on every run.

/** mulberry32: a tiny 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class DemoRandom {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    const value = values[Math.floor(this.next() * values.length)];
    if (value === undefined) throw new RangeError('Cannot pick from an empty list');
    return value;
  }

  /** A string of the given number of random digits. */
  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i += 1) text += String(this.int(0, 9));
    return text;
  }
}

// prettier-ignore
export const FirstNames: readonly string[] = [
  'James', 'Mary', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'William', 'Linda', 'David',
  'Elizabeth', 'Richard', 'Barbara', 'Joseph', 'Susan', 'Thomas', 'Jessica', 'Charles', 'Sarah',
  'Christopher', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark',
  'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Kevin', 'Michelle',
  'Brian', 'Carol', 'George', 'Amanda', 'Timothy', 'Melissa', 'Ronald', 'Deborah', 'Jason',
  'Stephanie', 'Ryan', 'Rebecca', 'Jacob', 'Laura', 'Nicholas', 'Sharon', 'Eric', 'Cynthia',
  'Jonathan', 'Angela', 'Samuel', 'Priya', 'Wei', 'Mei', 'Carlos', 'Lucia', 'Ahmed', 'Fatima',
  'Hiroshi', 'Yuki', 'Diego', 'Sofia', 'Olumide', 'Grace', 'Rajesh', 'Ana', 'Mateo', 'Elena',
];

// prettier-ignore
export const LastNames: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark',
  'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Patel', 'Chen', 'Kim', 'Okafor', 'Kowalski', 'Sullivan',
  'OBrien', 'Fitzgerald', 'Nakamura', 'Haddad', 'Schneider', 'Rossi', 'Lindqvist', 'Murphy',
  'Bennett', 'Hughes', 'Price', 'Foster', 'Gupta', 'Singh', 'Yamamoto', 'Dubois', 'Novak',
];

/** Spouses and partners often share the family name; the co-owner's first name is drawn apart. */
export interface DemoPerson {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
}

const emailDomains: readonly string[] = ['example.com', 'example.net', 'example.org'];

/** Hands out people with e-mail addresses unique across the demo (reserved example domains only). */
export class PeopleSource {
  private readonly usedEmails = new Set<string>();

  constructor(private readonly random: DemoRandom) {}

  person(lastName?: string): DemoPerson {
    const firstName = this.random.pick(FirstNames);
    const last = lastName ?? this.random.pick(LastNames);
    return {
      firstName,
      lastName: last,
      displayName: `${firstName} ${last}`,
      email: this.email(firstName, last),
    };
  }

  private email(firstName: string, lastName: string): string {
    const domain = this.random.pick(emailDomains);
    const base = `${firstName}.${lastName}`.toLowerCase();
    let candidate = `${base}@${domain}`;
    for (let n = 2; this.usedEmails.has(candidate); n += 1) candidate = `${base}${n}@${domain}`;
    this.usedEmails.add(candidate);
    return candidate;
  }

  /** A 7-digit local number whose exchange does not start with 0 or 1. */
  phoneNumber(): string {
    return `${this.random.int(201, 989)}${this.random.digits(4)}`;
  }
}
