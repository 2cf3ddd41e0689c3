export { ccrActionsRoutes } from './routes';
// The codes module lists CCR codes with their process (Code/Index, Code/GetCodesByActionProcess).
export { requireActionProcess, selectCcrCodes } from './action-process-rows';
