// A text field's format (Regex, spec 1 §3.9) is written by an administrator and checked on the
// server against every value, so a pattern that backtracks exponentially is refused when saved.
import { CustomFieldMessages } from './messages';

export const MaxPatternLength = 500;

interface GroupScan {
  hasQuantifier: boolean;
  hasAlternation: boolean;
}

/** Whether the text at i starts an unbounded repeat: *, + or {n,} / {n,m} with m > 1. */
function isRepeat(pattern: string, i: number): boolean {
  const c = pattern[i];
  if (c === '*' || c === '+') return true;
  if (c !== '{') return false;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!m) return false;
  if (m[2] === undefined) return Number(m[1]) > 1;
  return m[3] === '' || Number(m[3]) > 1;
}

/** The length of a group's (?:, (?=, (?!, (?<=, (?<! or (?<name> prefix after its '('. */
function groupPrefixLength(rest: string): number {
  const m = /^\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>)?/.exec(rest);
  return m ? m[0].length : 0;
}

function isQuantifier(pattern: string, i: number): boolean {
  return pattern[i] === '?' || isRepeat(pattern, i);
}

/** True when a repeated group holds a repeat or alternatives: the shapes that blow up. */
function hasNestedRepeat(pattern: string): boolean {
  const stack: GroupScan[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
    } else if (c === '[') {
      // A class is one atom; skip to its closing bracket.
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (c === '(') {
      stack.push({ hasQuantifier: false, hasAlternation: false });
      i += groupPrefixLength(pattern.slice(i + 1));
    } else if (c === ')') {
      const group = stack.pop();
      if (!group) continue;
      const risky = group.hasQuantifier || group.hasAlternation;
      if (risky && isRepeat(pattern, i + 1)) return true;
      const parent = stack.at(-1);
      if (parent && (risky || isQuantifier(pattern, i + 1))) parent.hasQuantifier = true;
    } else if (c === '|') {
      const top = stack.at(-1);
      if (top) top.hasAlternation = true;
    } else if (isQuantifier(pattern, i)) {
      const top = stack.at(-1);
      if (top) top.hasQuantifier = true;
    }
  }
  return false;
}

/** The message for a pattern that cannot be used, or null when it is fine. */
export function checkFieldPattern(pattern: string): string | null {
  try {
    new RegExp(pattern);
  } catch {
    return CustomFieldMessages.patternInvalid;
  }
  return hasNestedRepeat(pattern) ? CustomFieldMessages.patternUnsafe : null;
}

/** The whole value must match the pattern, as a user reading it would expect. */
export function matchesFieldPattern(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`).test(value);
}
