export { collectionsRoutes } from './routes';
// Its accrue and post requests, run by the background job worker (jobs/collection-requests.ts).
export {
  CollectionRequestQueue,
  runCollectionRequest,
  type CollectionRequest,
} from './collection-requests';
