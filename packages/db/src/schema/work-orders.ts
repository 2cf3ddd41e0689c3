import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { templates } from './communications';
import { attachments } from './content';
import { codes, items } from './ledger';
import { mailOutbox } from './mail';
import { portalHouseholdMembers } from './owner-portal';
import { users } from './tenancy';

// Service requests and work orders (issue 22; spec 3 'Work order', 'Work order close and post').

/**
 * A service request (item type 63): an owner's report of something broken, the detail of an item
 * of a community (its description is the item's; the item is Open 10 while open or in progress,
 * Complete 5 once resolved, Closed 9 once closed). The property and its owner where given, the
 * amenity or job location it concerns, the source (Phone 1, Email 2, Mail 3, Portal 4, Other 5),
 * the received day, the user it is assigned to, and whether work has started (In Progress: set
 * when it is converted to a work order or marked so).
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    itemId: refColumn('item_id')
      .primaryKey()
      .references(() => items.id),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    propertyAgentId: refColumn('property_agent_id').references(() => agents.id),
    ownerAgentId: refColumn('owner_agent_id').references(() => agents.id),
    amenityAgentId: refColumn('amenity_agent_id').references(() => agents.id),
    jobLocation: varchar('job_location', { length: 200 }),
    sourceId: smallint('source_id').notNull(),
    receivedOn: date('received_on').notNull(),
    assignedUserId: refColumn('assigned_user_id').references(() => users.id),
    isInProgress: boolean('is_in_progress').notNull().default(false),
    resolvedOn: date('resolved_on'),
    /** The household member or renter who sent it from the portal; null when the owner or staff did. */
    sentByHouseholdMemberId: refColumn('sent_by_household_member_id').references(
      () => portalHouseholdMembers.id,
      { onDelete: 'set null' },
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_requests_community_idx').on(t.communityAgentId, t.receivedOn),
    index('service_requests_property_idx').on(t.propertyAgentId),
    check('service_requests_source_check', sql`${t.sourceId} between 1 and 5`),
    check(
      'service_requests_where_check',
      sql`${t.propertyAgentId} is not null or ${t.ownerAgentId} is not null or ${t.amenityAgentId} is not null or ${t.jobLocation} is not null`,
    ),
  ],
);

/**
 * A work order (item type 62) of a community: the detail of its item (the item is Open 10 while
 * open, Complete 5 once resolved, Closed 9 once closed, with or without a charge). Where the work
 * is (property and owner, amenity (TopsAgentId_RelatedTo) or job location: at least one), the
 * work order code (type 8) and the code detail copied from it when chosen (summary work
 * description, detail description, action needed; edited per work order), who it is issued to (a
 * vendor or a user), assigned to and approved by, the target day, the service or general request
 * it came from, the insurance override recorded when it was issued to a vendor whose liability or
 * workers compensation insurance had expired, the first response (for the service-level clock),
 * the day it was alerted overdue, and the owner charge its close-and-post posted (once).
 */
export const workOrders = pgTable(
  'work_orders',
  {
    itemId: refColumn('item_id')
      .primaryKey()
      .references(() => items.id),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    propertyAgentId: refColumn('property_agent_id').references(() => agents.id),
    ownerAgentId: refColumn('owner_agent_id').references(() => agents.id),
    amenityAgentId: refColumn('amenity_agent_id').references(() => agents.id),
    jobLocation: varchar('job_location', { length: 200 }),
    codeId: refColumn('code_id').references(() => codes.id),
    codeDescription: varchar('code_description', { length: 200 }).notNull(),
    codeDetailDescription: text('code_detail_description').notNull().default(''),
    codeActionNeeded: text('code_action_needed').notNull().default(''),
    issuedToVendorAgentId: refColumn('issued_to_vendor_agent_id').references(() => agents.id),
    issuedToUserId: refColumn('issued_to_user_id').references(() => users.id),
    assignedUserId: refColumn('assigned_user_id').references(() => users.id),
    approvedByUserId: refColumn('approved_by_user_id').references(() => users.id),
    targetOn: date('target_on'),
    serviceRequestItemId: refColumn('service_request_item_id').references(() => items.id),
    generalRequestItemId: refColumn('general_request_item_id').references(() => items.id),
    insuranceOverrideReason: text('insurance_override_reason'),
    insuranceOverrideByUserId: refColumn('insurance_override_by_user_id').references(
      () => users.id,
    ),
    insuranceOverrideAt: timestamp('insurance_override_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    overdueAlertedOn: date('overdue_alerted_on'),
    closedOn: date('closed_on'),
    chargeItemId: refColumn('charge_item_id').references(() => items.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_orders_community_idx').on(t.communityAgentId, t.targetOn),
    index('work_orders_property_idx').on(t.propertyAgentId),
    index('work_orders_vendor_idx').on(t.issuedToVendorAgentId),
    index('work_orders_assigned_idx').on(t.assignedUserId),
    index('work_orders_service_request_idx').on(t.serviceRequestItemId),
    uniqueIndex('work_orders_charge_once').on(t.chargeItemId),
    check(
      'work_orders_issued_to_check',
      sql`${t.issuedToVendorAgentId} is null or ${t.issuedToUserId} is null`,
    ),
    check(
      'work_orders_where_check',
      sql`${t.propertyAgentId} is not null or ${t.ownerAgentId} is not null or ${t.amenityAgentId} is not null or ${t.jobLocation} is not null`,
    ),
  ],
);

/**
 * The work order settings of a community (route 'work order settings'): one row per community,
 * absent until first saved (the domain's defaults answer then). The code and assignee a new work
 * order starts with, the days from the work order's day to its target day, the Vendor template
 * its email to a vendor uses, and whether the insurance guard and the daily overdue alert apply.
 */
export const workOrderSettings = pgTable(
  'work_order_settings',
  {
    communityAgentId: refColumn('community_agent_id')
      .primaryKey()
      .references(() => agents.id),
    companyId: companyIdColumn(),
    defaultCodeId: refColumn('default_code_id').references(() => codes.id),
    defaultAssignedUserId: refColumn('default_assigned_user_id').references(() => users.id),
    defaultTargetDays: smallint('default_target_days'),
    vendorTemplateId: refColumn('vendor_template_id').references(() => templates.id),
    isInsuranceGuardOn: boolean('is_insurance_guard_on').notNull().default(true),
    isOverdueAlertOn: boolean('is_overdue_alert_on').notNull().default(true),
    updatedByUserId: refColumn('updated_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'work_order_settings_days_check',
      sql`${t.defaultTargetDays} is null or ${t.defaultTargetDays} between 0 and 365`,
    ),
  ],
);

/**
 * The service-level clock of a work order code: the hours from a work order's creation to its
 * first response and to its completion (either absent: no clock of that kind).
 */
export const workOrderCodeClocks = pgTable(
  'work_order_code_clocks',
  {
    codeId: refColumn('code_id')
      .primaryKey()
      .references(() => codes.id),
    companyId: companyIdColumn(),
    responseHours: integer('response_hours'),
    completionHours: integer('completion_hours'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'work_order_code_clocks_hours_check',
      sql`(${t.responseHours} is null or ${t.responseHours} between 1 and 8760) and (${t.completionHours} is null or ${t.completionHours} between 1 and 8760)`,
    ),
  ],
);

/**
 * A part of a community's parts list (GetCommunityPartsList, AddCommunityPart,
 * RemoveCommunityPart): its name and description, removed by its DateDeleted (kept for the cost
 * items that name it).
 */
export const communityParts = pgTable(
  'community_parts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    partName: varchar('part_name', { length: 100 }).notNull(),
    partDescription: varchar('part_description', { length: 400 }).notNull().default(''),
    dateDeleted: timestamp('date_deleted', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('community_parts_community_idx').on(t.communityAgentId)],
);

/**
 * A cost item of a work order: Labor 1, Material 2 or Other 3 (a part of the community's list where
 * named), its quantity (up to three decimals), rate and amount in cents (the amount is the
 * quantity times the rate, rounded half away from zero to the cent), and whether it is billable
 * to the owner (the billable items are the charge close-and-post posts).
 */
export const workOrderCostItems = pgTable(
  'work_order_cost_items',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    workOrderItemId: refColumn('work_order_item_id')
      .notNull()
      .references(() => workOrders.itemId),
    /** Labor 1, Material 2, Other 3 (static data CostItemTypes). */
    costItemTypeId: smallint('cost_item_type_id').notNull(),
    partId: refColumn('part_id').references(() => communityParts.id),
    description: varchar('description', { length: 200 }).notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    rateCents: bigint('rate_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    isBillable: boolean('is_billable').notNull(),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_order_cost_items_work_order_idx').on(t.workOrderItemId),
    check('work_order_cost_items_type_check', sql`${t.costItemTypeId} between 1 and 3`),
    check(
      'work_order_cost_items_amounts_check',
      sql`${t.quantity} > 0 and ${t.rateCents} >= 0 and ${t.amountCents} >= 0`,
    ),
  ],
);

/**
 * A work order emailed to a vendor (SendEmailToVendor, SendEmailToVendorContact,
 * CreateEmailHistoryAsync): who it went to and was copied to, the vendor's company name, the PDF
 * of the work order it carried, the outbox mail, and who sent it when.
 */
export const workOrderEmailHistories = pgTable(
  'work_order_email_histories',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    workOrderItemId: refColumn('work_order_item_id')
      .notNull()
      .references(() => workOrders.itemId),
    companyName: varchar('company_name', { length: 200 }).notNull().default(''),
    recipients: text('recipients').notNull(),
    cc: text('cc').notNull().default(''),
    attachmentId: refColumn('attachment_id').references(() => attachments.id),
    mailOutboxId: refColumn('mail_outbox_id').references(() => mailOutbox.id),
    sentByUserId: refColumn('sent_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('work_order_email_histories_item_idx').on(t.workOrderItemId, t.createdAt)],
);
