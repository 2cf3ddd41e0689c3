import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bindPublic } from '../../http/bind';
import { bindOwner, bindOwnerReply } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import { changeOwnerPassword } from './change-password';
import { completeRegistration } from './complete-registration';
import { getSession } from './get-session';
import { ownerSignIn } from './sign-in';
import { signOut } from './sign-out';
import { requestPasswordReset, resetPassword } from './password-reset';
import { startRegistration } from './start-registration';

export function ownerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const portal = contract.portal;
  bindPublic(app, deps, portal.StartRegistration, startRegistration);
  bindPublic(app, deps, portal.CompleteRegistration, completeRegistration);
  bindPublic(app, deps, portal.SignIn, ownerSignIn);
  bindPublic(app, deps, portal.RequestPasswordReset, requestPasswordReset);
  bindPublic(app, deps, portal.ResetPassword, resetPassword);
  bindOwner(app, deps, portal.ChangePassword, changeOwnerPassword);
  bindOwner(app, deps, portal.GetSession, getSession);
  // Signing out also clears the browser's cookies, so it is given the reply.
  bindOwnerReply(app, deps, portal.SignOut, (request, reply) => signOut(deps, request, reply));
}
