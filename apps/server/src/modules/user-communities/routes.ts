import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { addUsersToCommunity } from './add-users-to-community';
import { getCommunityUsers } from './get-community-users';
import { getUserCommunities } from './get-user-communities';
import { saveCommunityUserProfession } from './save-community-user-profession';
import { saveUserCommunities } from './save-user-communities';

export function userCommunitiesRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.user.GetUserCommunities, getUserCommunities);
  bind(app, deps, contract.user.SaveUserCommunities, saveUserCommunities);
  bind(app, deps, contract.user.GetCommunityUsers, getCommunityUsers);
  bind(app, deps, contract.user.AddUsersToCommunity, addUsersToCommunity);
  bind(app, deps, contract.user.SaveCommunityUserProfession, saveCommunityUserProfession);
}
