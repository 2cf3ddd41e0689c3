export { ccrActionsRoutes } from './routes';
// The codes module lists CCR codes with their process (Code/Index, Code/GetCodesByActionProcess);
// the ARC action processes (type 13) share the rows with their own ProcessKind.
export {
  CcrProcessKind,
  readActionProcess,
  requireActionProcess,
  selectActionProcesses,
  selectProcessCodes,
  usableLetterTemplates,
  type ProcessKind,
} from './action-process-rows';
// The ARC action processes save and assign their codes the same way.
export { assignProcessCodes } from './assign-action-process-to-codes';
export { saveProcessGraph } from './save-action-process';
