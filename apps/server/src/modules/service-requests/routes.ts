import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { createServiceRequest } from './create-service-request';
import { deleteServiceRequest } from './delete-service-request';
import { getServiceRequest } from './get-service-request';
import { setInProgress } from './set-in-progress';
import { ticketsPage } from './tickets-page';
import { updateServiceRequest } from './update-service-request';

/** Service requests (issue 22; item type 63, claim servicerequests). */
export function serviceRequestsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.serviceRequests;
  bind(app, deps, c.GetServiceRequest, getServiceRequest);
  bind(app, deps, c.TicketsPage, ticketsPage);
  bind(app, deps, c.Create, createServiceRequest);
  bind(app, deps, c.Update, updateServiceRequest);
  bind(app, deps, c.SetInProgress, setInProgress);
  bind(app, deps, c.Delete, deleteServiceRequest);
}
