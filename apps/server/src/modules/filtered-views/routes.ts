import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import {
  isSetAsAnyOtherUsersDefault,
  isSetAsAnyUsersDefault,
  type DefaultCheck,
} from './default-view-checks';
import { deleteFilteredView } from './delete-filtered-view';
import { getFilteredViews } from './get-filtered-views';
import { saveFilteredView } from './save-filtered-view';

export function filteredViewsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const views = contract.filteredViews;
  bind(app, deps, views.GetFilteredViews, getFilteredViews);
  bind<DefaultCheck>(
    app,
    deps,
    views.IsFilteredViewSetAsAnyUsersDefaultView,
    isSetAsAnyUsersDefault,
  );
  bind<DefaultCheck>(
    app,
    deps,
    views.CheckIfFilteredViewIsSetAsAnyOtherUsersDefaultView,
    isSetAsAnyOtherUsersDefault,
  );
  bind(app, deps, views.SaveFilteredView, saveFilteredView);
  bind(app, deps, views.DeleteFilteredView, deleteFilteredView);
}
