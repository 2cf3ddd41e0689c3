export { collectionsRoutes } from './routes';
// Its accrue and post requests, run by the background job worker (jobs/collection-requests.ts).
export {
  CollectionRequestQueue,
  runCollectionRequest,
  type CollectionRequest,
} from './collection-requests';
// The letters of a run as a message batch, and the community's ladder (the automation's job 11).
export { queueCollectionLetters } from './collection-letter-files';
export { getCollectionActions } from './get-collection-actions';
