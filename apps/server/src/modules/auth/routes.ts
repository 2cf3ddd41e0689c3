import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller, bindPublic } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { changePassword } from './change-password';
import { getSignInHints } from './get-sign-in-hints';
import { toSessionResponse } from './load-session';
import { login } from './login';
import { logout } from './logout';
import { resetUserPassword } from './reset-user-password';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  bindPublic(app, deps, contract.auth.GetSignInHints, getSignInHints);
  bindPublic(app, deps, contract.auth.Login, login);
  bindCaller(app, deps, contract.auth.Logout, logout);
  bind(app, deps, contract.auth.GetSession, (ctx) => Promise.resolve(toSessionResponse(ctx.user)));
  bind(app, deps, contract.auth.ChangePassword, changePassword);
  bind(app, deps, contract.user.ResetUserPassword, resetUserPassword);
  bind(app, deps, contract.user.GetUserEmail, (ctx) =>
    Promise.resolve({ EmailAddress: ctx.user.email }),
  );
}
