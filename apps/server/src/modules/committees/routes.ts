import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { deleteCommittee } from './delete-committee';
import { getCommitteeUsersByCommunity } from './get-committee-users-by-community';
import {
  getCommitteeMembers,
  getCommitteeMemberSettings,
  getPrimaryOrFirstMemberSettings,
} from './get-committee-members';
import { getAllCommittee, getCommittee, getCommittees } from './get-committees';
import { hasPrimaryCommittee, isPrimaryCommittee } from './primary-committee';
import { removeCommitteeMember } from './remove-committee-member';
import { saveCommittee } from './save-committee';
import { saveCommitteeMember } from './save-committee-member';

export function committeesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.committees;
  bind(app, deps, c.GetCommittee, getCommittee);
  bind(app, deps, c.GetCommittees, getCommittees);
  bind(app, deps, c.GetAllCommittee, getAllCommittee);
  bind(app, deps, c.GetCommitteeMembers, getCommitteeMembers);
  bind(app, deps, c.GetCommitteeMemberSettings, getCommitteeMemberSettings);
  bind(app, deps, c.GetPrimaryOrFirstMemberSettings, getPrimaryOrFirstMemberSettings);
  bind(app, deps, c.HasPrimaryCommittee, hasPrimaryCommittee);
  bind(app, deps, c.IsPrimaryCommittee, isPrimaryCommittee);
  bind(app, deps, c.GetCommitteeUsersByCommunity, getCommitteeUsersByCommunity);
  bind(app, deps, c.SaveCommittee, saveCommittee);
  bind(app, deps, c.SaveCommitteeMember, saveCommitteeMember);
  bind(app, deps, c.DeleteCommittee, deleteCommittee);
  bind(app, deps, c.RemoveCommitteeMember, removeCommitteeMember);
}
