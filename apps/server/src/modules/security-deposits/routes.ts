import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { addSecurityDeposit, postSecurityDeposit } from './add-security-deposit';
import { getBalance, getCode, getSecurityDeposits, getSummary } from './get-deposits';
import { createVendorAndInvoice } from './create-vendor-and-invoice';

export function securityDepositsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const s = contract.securityDeposits;
  bind(app, deps, s.GetCode, getCode);
  bind(app, deps, s.GetBalance, getBalance);
  bind(app, deps, s.GetSecurityDeposits, getSecurityDeposits);
  bind(app, deps, s.GetSummary, getSummary);
  bind(app, deps, s.AddSecurityDeposit, addSecurityDeposit);
  bind(app, deps, s.PostSecurityDeposit, postSecurityDeposit);
  bind(app, deps, s.CreateVendorAndInvoice, createVendorAndInvoice);
}
