/** Funds transfers between bank accounts of one community (spec 2 §5 'Funds transfer'). */
export { fundsTransferRoutes } from './routes';
export { runDueTransfers } from './run-due-transfers';
