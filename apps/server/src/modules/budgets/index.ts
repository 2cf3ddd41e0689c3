export { budgetsRoutes } from './routes';
export { readBudgetLines, readBudgetYear, type BudgetScope } from './budget-queries';
