// ARC action processes (issue 21 part 2; spec 3 §3 'Action process and levels', §5 'Action
// process', §6, §7 'ArcActionProcess'): the levels an architectural request (item type 97) climbs,
// type 13. They share the CCR processes' level rules (../violations/action-processes.ts); a level's
// letter is an ARC_Letter template, and the process's codes are architectural codes (type 20).
import { TemplateTypeId } from '../static-data/other-enums';
import { CodeTypeId } from '../static-data/codes';
import { ActionProcessTypeId } from '../static-data/request-enums';

export const ArcActionProcess = {
  processTypeId: ActionProcessTypeId.Arc,
  templateTypeId: TemplateTypeId.ArcLetter,
  codeTypeId: CodeTypeId.ArchitecturalCode,
} as const;

export const ArcActionProcessMessages = {
  /** Spec 3 §5 'Action process', verbatim. */
  inUse: 'Arc action process is used, cannot remove.',
  notArcProcess: 'The action process is not an ARC action process of this community.',
  notArcCode: 'Only architectural codes of the action process’s community can be assigned to it.',
  templateNotUsable: (levelSequence: number) =>
    `Level ${levelSequence}: the letter template must be an ARC_Letter template the community uses.`,
} as const;

/** What a removal asks: whether codes or pending architectural requests follow the process. */
export interface ArcProcessUsage {
  CodeCount: number;
  RequestCount: number;
}

/** Spec 3 §5: a process used by a code or a request cannot be removed. */
export function isArcProcessInUse(usage: ArcProcessUsage): boolean {
  return usage.CodeCount > 0 || usage.RequestCount > 0;
}
