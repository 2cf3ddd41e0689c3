import { CodeTypeId, type PermissionClaim } from '@hoa/domain';
import type { QueryClient } from '@tanstack/react-query';
import { refreshViolationSettings } from './ccr-action-queries';

/**
 * A kind of workflow code edited with the codes panel and modal: its code type, the words the
 * screens name it with, the claim its save takes (Code/SaveCodeGraph: ccrviolations for a CCR
 * code, glaccounts for the others) and the queries refreshed after a save.
 */
export interface WorkflowCodeKind {
  codeTypeId: number;
  /** The panel's title and the grid's name, e.g. 'CCR codes'. */
  title: string;
  /** One code in a sentence, e.g. 'CCR code', 'architectural code'. */
  noun: string;
  /** The grid's row test ids: `${testIdPrefix}-${alias}`. */
  testIdPrefix: string;
  claim: PermissionClaim;
  /** The header of the column naming the process a code follows. */
  processHeader: string;
  refresh: (client: QueryClient) => Promise<void>;
}

export const ccrCodeKind: WorkflowCodeKind = {
  codeTypeId: CodeTypeId.CcrCode,
  title: 'CCR codes',
  noun: 'CCR code',
  testIdPrefix: 'ccr-code',
  claim: 'ccrviolations',
  processHeader: 'Action process',
  refresh: refreshViolationSettings,
};

/** The noun at the head of a sentence. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
