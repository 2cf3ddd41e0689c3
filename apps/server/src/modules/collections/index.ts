export { collectionsRoutes } from './routes';
// The collection run (53), registered with the charge-run framework.
export { collectionCalculator } from './collection-calculator';
