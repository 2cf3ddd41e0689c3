import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { runSummaries } from '../charges/index';
import {
  getPropertyCollectionDocument,
  printConcatenatedCollectionLetters,
} from './collection-letter-files';
import {
  enqueueAccrueRequest,
  enqueuePostCollectionRequest,
  getRequestStatus,
} from './collection-requests';
import { getCollectionActions } from './get-collection-actions';
import { getCollectionCodeCategories } from './get-collection-code-categories';
import { getCollectionStatus } from './get-collection-status';
import { removePropertiesFromCollection } from './remove-properties-from-collection';
import { removePropertyFromCollection } from './remove-property-from-collection';
import { saveCollectionSettings } from './save-collection-settings';
import { updateCollectionActionProperty } from './update-collection-action-property';

export function collectionsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.collections;
  bind(app, deps, c.GetCollectionCodeCategories, getCollectionCodeCategories);
  bind(app, deps, c.GetCollectionActions, getCollectionActions);
  bind(app, deps, c.SaveCollectionSettings, saveCollectionSettings);
  bind(app, deps, c.GetCollectionStatus, getCollectionStatus);
  bind(app, deps, c.UpdateCollectionActionProperty, updateCollectionActionProperty);
  bind(app, deps, c.RemovePropertyFromCollection, removePropertyFromCollection);
  bind(app, deps, c.RemovePropertiesFromCollection, removePropertiesFromCollection);
  bindCaller(app, deps, c.GetPropertyCollectionDocumentUri, (call) =>
    getPropertyCollectionDocument(call, deps.files),
  );
  bindCaller(app, deps, c.PrintConcatenatedCollectionLetters, (call) =>
    printConcatenatedCollectionLetters(call, deps.files),
  );
  const runs = runSummaries(TxnTypeId.Collection);
  bind(app, deps, c.GetBatchSummary, runs.getBatchSummary);
  bind(app, deps, c.GetItemAgentSummary, runs.getItemAgentSummary);
  bindCaller(app, deps, c.EnqueueAccrueRequest, (call) => enqueueAccrueRequest(deps, call));
  bindCaller(app, deps, c.EnqueuePostCollectionRequest, (call) =>
    enqueuePostCollectionRequest(deps, call),
  );
  bindCaller(app, deps, c.GetRequestStatus, (call) => getRequestStatus(deps.database, call));
}
