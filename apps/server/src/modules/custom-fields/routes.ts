import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { countValues } from './count-values';
import { deleteField } from './delete-field';
import { deleteGroup } from './delete-group';
import { getGroup, getGroups } from './get-groups';
import { getValues } from './get-values';
import { importValues, previewImport } from './import-values';
import { moveField } from './move-field';
import { saveField } from './save-field';
import { saveGroup } from './save-group';
import { saveValues } from './save-values';

export function customFieldRoutes(app: FastifyInstance, deps: AppDeps): void {
  const cf = contract.customFields;
  bind(app, deps, cf.GetGroups, getGroups);
  bind(app, deps, cf.GetGroup, getGroup);
  bind(app, deps, cf.SaveGroup, saveGroup);
  bind(app, deps, cf.DeleteGroup, deleteGroup);
  bind(app, deps, cf.SaveField, saveField);
  bind(app, deps, cf.DeleteField, deleteField);
  bind(app, deps, cf.MoveField, moveField);
  bind(app, deps, cf.CountValues, countValues);
  bind(app, deps, cf.GetValues, getValues);
  bind(app, deps, cf.SaveValues, saveValues);
  bind(app, deps, cf.PreviewImport, previewImport);
  bind(app, deps, cf.Import, importValues);
}
