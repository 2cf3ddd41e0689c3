export { collectionsRoutes } from './routes';
// The collection run (53), registered with the charge-run framework.
export { collectionCalculator } from './collection-calculator';
// Its accrue and post requests, run by the background job worker (jobs/collection-requests.ts).
export {
  CollectionRequestQueue,
  runCollectionRequest,
  type CollectionRequest,
} from './collection-requests';
// What the Collection Status report and the collection profile read as a property's status.
export { collectionStatusRows } from './collection-status-sql';
