// Service requests, work orders and work order codes written straight into the tables, as their
// modules make them, for the tests of the areas that read them (costs, vendors, reports).
import {
  codeAccounts,
  codes,
  itemAgents,
  items,
  serviceRequests,
  workOrders,
  type Database,
  type Tx,
} from '@hoa/db';
import { CodeAccountTypeId, CodeTypeId, StatusId, TxnTypeId } from '@hoa/domain';

export interface WorkOrderCodeSpec {
  communityAgentId: number;
  alias: string;
  name: string;
  detail?: string;
  actionNeeded?: string;
  /** The accounts a close-and-post charges through (both or neither). */
  receivableAccountId?: number;
  incomeAccountId?: number;
}

/** A work order code (type 8) of the community with its detail and, where given, its accounts. */
export function insertWorkOrderCode(
  database: Database,
  companyId: number,
  spec: WorkOrderCodeSpec,
): Promise<number> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const [code] = await tx
      .insert(codes)
      .values({
        companyId,
        communityAgentId: spec.communityAgentId,
        codeTypeId: CodeTypeId.WorkOrderCode,
        codeAlias: spec.alias,
        codeName: spec.name,
        codeDescription: spec.name,
        codeDetailDescription: spec.detail ?? null,
        codeActionNeeded: spec.actionNeeded ?? null,
      })
      .returning({ id: codes.id });
    if (!code) throw new Error('The work order code was not stored');
    const accounts = [
      [CodeAccountTypeId.Receivable, spec.receivableAccountId],
      [CodeAccountTypeId.Income, spec.incomeAccountId],
    ] as const;
    const rows = accounts.flatMap(([codeAccountTypeId, accountId]) =>
      accountId === undefined ? [] : [{ companyId, codeId: code.id, codeAccountTypeId, accountId }],
    );
    if (rows.length > 0) await tx.insert(codeAccounts).values(rows);
    return code.id;
  });
}

export interface WhereSpec {
  communityAgentId: number;
  propertyAgentId?: number | null;
  ownerAgentId?: number | null;
  amenityAgentId?: number | null;
  jobLocation?: string | null;
}

/** The parties of a request's item: the owner, the property and the amenity it names. */
function parties(spec: WhereSpec): number[] {
  return [spec.ownerAgentId, spec.propertyAgentId, spec.amenityAgentId].filter(
    (id): id is number => id !== null && id !== undefined,
  );
}

/** What the item of a request or a work order is given besides its company and community. */
type ItemFields = Pick<
  typeof items.$inferInsert,
  'txnTypeId' | 'statusId' | 'eventDate' | 'description' | 'createdAt'
>;

/**
 * The item of a service request or a work order (`what`, for the error) of the spec's community,
 * with its parties; its id.
 */
async function insertItemWithParties(
  tx: Tx,
  companyId: number,
  spec: WhereSpec,
  fields: ItemFields,
  what: string,
): Promise<number> {
  const [item] = await tx
    .insert(items)
    .values({ companyId, communityAgentId: spec.communityAgentId, ...fields })
    .returning({ id: items.id });
  if (!item) throw new Error(`The ${what} item was not stored`);
  const agents = parties(spec);
  if (agents.length > 0)
    await tx
      .insert(itemAgents)
      .values(agents.map((agentId) => ({ companyId, itemId: item.id, agentId })));
  return item.id;
}

/** The columns a service request's or a work order's own row takes of where it is. */
function whereColumns(companyId: number, itemId: number, spec: WhereSpec) {
  return {
    itemId,
    companyId,
    communityAgentId: spec.communityAgentId,
    propertyAgentId: spec.propertyAgentId ?? null,
    ownerAgentId: spec.ownerAgentId ?? null,
    amenityAgentId: spec.amenityAgentId ?? null,
    jobLocation: spec.jobLocation ?? null,
  };
}

export interface ServiceRequestSpec extends WhereSpec {
  description: string;
  receivedOn: string;
  /** Phone 1, Email 2, Mail 3, Portal 4, Other 5; Phone when absent. */
  sourceId?: number;
  statusId?: number;
  isInProgress?: boolean;
  assignedUserId?: number | null;
}

/** A service request (item type 63, Open unless said) with its service_requests row. */
export function insertServiceRequest(
  database: Database,
  companyId: number,
  spec: ServiceRequestSpec,
): Promise<number> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const itemId = await insertItemWithParties(
      tx,
      companyId,
      spec,
      {
        txnTypeId: TxnTypeId.ServiceRequest,
        statusId: spec.statusId ?? StatusId.Open,
        eventDate: spec.receivedOn,
        description: spec.description,
      },
      'service request',
    );
    await tx.insert(serviceRequests).values({
      ...whereColumns(companyId, itemId, spec),
      sourceId: spec.sourceId ?? 1,
      receivedOn: spec.receivedOn,
      assignedUserId: spec.assignedUserId ?? null,
      isInProgress: spec.isInProgress ?? false,
    });
    return itemId;
  });
}

export interface WorkOrderSpec extends WhereSpec {
  /** The summary work description. */
  codeDescription: string;
  codeId?: number | null;
  codeDetailDescription?: string;
  codeActionNeeded?: string;
  /** The work order's day (the item's event date). */
  eventDate: string;
  targetOn?: string | null;
  statusId?: number;
  issuedToVendorAgentId?: number | null;
  issuedToUserId?: number | null;
  assignedUserId?: number | null;
  serviceRequestItemId?: number | null;
  /** When it was created (for the service-level clock); now when absent. */
  createdAt?: Date;
}

/** A work order (item type 62, Open unless said) with its work_orders row. */
export function insertWorkOrder(
  database: Database,
  companyId: number,
  spec: WorkOrderSpec,
): Promise<number> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const itemId = await insertItemWithParties(
      tx,
      companyId,
      spec,
      {
        txnTypeId: TxnTypeId.WorkOrder,
        statusId: spec.statusId ?? StatusId.Open,
        eventDate: spec.eventDate,
        description: spec.codeDescription,
        ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
      },
      'work order',
    );
    await tx.insert(workOrders).values({
      ...whereColumns(companyId, itemId, spec),
      codeId: spec.codeId ?? null,
      codeDescription: spec.codeDescription,
      codeDetailDescription: spec.codeDetailDescription ?? '',
      codeActionNeeded: spec.codeActionNeeded ?? '',
      issuedToVendorAgentId: spec.issuedToVendorAgentId ?? null,
      issuedToUserId: spec.issuedToUserId ?? null,
      assignedUserId: spec.assignedUserId ?? null,
      targetOn: spec.targetOn ?? null,
      serviceRequestItemId: spec.serviceRequestItemId ?? null,
    });
    return itemId;
  });
}
