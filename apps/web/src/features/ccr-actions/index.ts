// What other features use of this one; they import it only from here (eslint.config.js).
// The architectural settings edit ARC action processes, assign their codes and edit the
// architectural codes with these.
export { ActionProcessModal, type SaveBody } from './action-process-modal';
export { AssignCodesModal } from './assign-codes-modal';
export type { ProcessesPanelProps } from './action-processes-panel';
export { type WorkflowCodeKind } from './workflow-code-kind';
export { WorkflowCodesPanel } from './workflow-codes-panel';
