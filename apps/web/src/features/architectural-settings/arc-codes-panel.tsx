import type { ArcCode } from '@hoa/contract';
import { CodeTypeId } from '@hoa/domain';
import { WorkflowCodesPanel, type WorkflowCodeKind } from '../ccr-actions';
import { refreshArchitectural } from './architectural-queries';

/** Architectural codes (type 20) are saved with the books' claim (Code/SaveCodeGraph). */
const arcCodeKind: WorkflowCodeKind = {
  codeTypeId: CodeTypeId.ArchitecturalCode,
  title: 'Architectural codes',
  noun: 'architectural code',
  testIdPrefix: 'arc-code',
  claim: 'glaccounts',
  processHeader: 'ARC process',
  refresh: refreshArchitectural,
};

/**
 * The community's architectural codes (issue 21 part 2), added and edited with the violations'
 * code modal, each with the ARC process it follows (assigned from the processes panel).
 */
export function ArcCodesPanel({
  communityAgentId,
  codes,
}: {
  communityAgentId: number;
  codes: readonly ArcCode[];
}) {
  return (
    <WorkflowCodesPanel kind={arcCodeKind} communityAgentId={communityAgentId} codes={codes} />
  );
}
