import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { createUserAction } from './create-user-action';
import { findUserActions } from './find-user-actions';

export function userActionsRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.userActions.FindUserActions, findUserActions);
  bind(app, deps, contract.userActions.CreateUserAction, createUserAction);
}
