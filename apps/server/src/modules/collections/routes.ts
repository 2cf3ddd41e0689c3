import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import {
  getPropertyCollectionDocument,
  printConcatenatedCollectionLetters,
} from './collection-letter-files';
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
  bindCaller(app, deps, c.GetPropertyCollectionDocumentUri, getPropertyCollectionDocument);
  bindCaller(app, deps, c.PrintConcatenatedCollectionLetters, printConcatenatedCollectionLetters);
}
