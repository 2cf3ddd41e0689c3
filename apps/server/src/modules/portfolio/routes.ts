import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getAgentList } from './get-portfolio-agents';
import { getCommunityPortfolio } from './get-community-portfolio';
import { getOwnerPortfolio } from './get-portfolio-owners';
import { getPortfolioDashboard } from './get-portfolio-dashboard';
import { getPortfolioUsers } from './get-portfolio-users';
import { getPropertyPortfolio } from './get-property-portfolio';
import { getVendorCommunityList } from './get-vendor-community-list';
import { getVendors } from './get-vendors';
import { saveVendors } from './save-vendors';

export function portfolioRoutes(app: FastifyInstance, deps: AppDeps): void {
  const p = contract.portfolio;
  bind(app, deps, p.GetPortfolioDashboard, getPortfolioDashboard);
  bind(app, deps, p.GetCommunityPortfolio, getCommunityPortfolio);
  bind(app, deps, p.GetPropertyPortfolio, getPropertyPortfolio);
  bind(app, deps, p.GetOwnerPortfolio, getOwnerPortfolio);
  bind(app, deps, p.GetAgentList, getAgentList);
  bind(app, deps, p.GetVendors, getVendors);
  bind(app, deps, p.GetVendorCommunityList, getVendorCommunityList);
  bind(app, deps, p.SaveVendors, saveVendors);
  bind(app, deps, p.GetPortfolioUsers, getPortfolioUsers);
}
