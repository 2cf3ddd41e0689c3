import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, bankAccounts } from './agents';
import { attachments } from './content';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { roles, users } from './tenancy';

/** Facts of a bank agent (type 6). */
export const bankProfiles = pgTable('bank_profiles', {
  agentId: refColumn('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  companyId: companyIdColumn(),
  routingNumber: varchar('routing_number', { length: 9 }),
  usesDefaultRouting: boolean('uses_default_routing').notNull().default(false),
});

export const bankAccountAttachments = pgTable('bank_account_attachments', {
  id: idColumn(),
  companyId: companyIdColumn(),
  bankAccountId: refColumn('bank_account_id')
    .notNull()
    .references(() => bankAccounts.id),
  attachmentId: refColumn('attachment_id')
    .notNull()
    .references(() => attachments.id),
});

/** A geocoded position of an agent (map, spec 1 §3.2). */
export const agentPositions = pgTable('agent_positions', {
  agentId: refColumn('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  companyId: companyIdColumn(),
  accuracy: varchar('accuracy', { length: 30 }),
  attempts: smallint('attempts').notNull().default(0),
  latitude: numeric('latitude', { precision: 10, scale: 7 }),
  longitude: numeric('longitude', { precision: 10, scale: 7 }),
  address: varchar('address', { length: 500 }),
  resolvedAddress: varchar('resolved_address', { length: 500 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customFieldGroups = pgTable('custom_field_groups', {
  id: idColumn(),
  companyId: companyIdColumn(),
  agentTypeGroupId: smallint('agent_type_group_id').notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  description: varchar('description', { length: 250 }),
  orientation: char('orientation', { length: 1 }).notNull().default('L'),
  sequence: integer('sequence').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const customFieldGroupCommunities = pgTable(
  'custom_field_group_communities',
  {
    companyId: companyIdColumn(),
    groupId: refColumn('group_id')
      .notNull()
      .references(() => customFieldGroups.id, { onDelete: 'cascade' }),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.communityAgentId] })],
);

export const customFieldGroupRoles = pgTable(
  'custom_field_group_roles',
  {
    companyId: companyIdColumn(),
    groupId: refColumn('group_id')
      .notNull()
      .references(() => customFieldGroups.id, { onDelete: 'cascade' }),
    roleId: refColumn('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.roleId] })],
);

export const customFields = pgTable(
  'custom_fields',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    groupId: refColumn('group_id')
      .notNull()
      .references(() => customFieldGroups.id),
    name: varchar('name', { length: 100 }).notNull(),
    fieldType: char('field_type', { length: 1 }).notNull().default('T'),
    sequence: integer('sequence').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    regex: varchar('regex', { length: 500 }),
    validValues: jsonb('valid_values').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('custom_fields_group_name_key').on(t.groupId, sql`lower(${t.name})`)],
);

export const customFieldValues = pgTable(
  'custom_field_values',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    customFieldId: refColumn('custom_field_id')
      .notNull()
      .references(() => customFields.id),
    agentId: refColumn('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [
    uniqueIndex('custom_field_values_field_agent_key').on(t.customFieldId, t.agentId),
    index('custom_field_values_agent_idx').on(t.agentId),
    index('custom_field_values_value_trgm').using('gin', sql`${t.value} gin_trgm_ops`),
  ],
);

export const filteredViews = pgTable(
  'filtered_views',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    ownerUserId: refColumn('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filteredViewTypeId: smallint('filtered_view_type_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    displayLabel: varchar('display_label', { length: 150 }),
    filterSettings: text('filter_settings'),
    filters: text('filters').notNull().default('[]'),
    isPrivate: boolean('is_private').notNull().default(true),
  },
  (t) => [index('filtered_views_type_idx').on(t.filteredViewTypeId)],
);

export const filteredViewDefaults = pgTable(
  'filtered_view_defaults',
  {
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filteredViewTypeId: smallint('filtered_view_type_id').notNull(),
    filteredViewId: refColumn('filtered_view_id')
      .notNull()
      .references(() => filteredViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.filteredViewTypeId] })],
);

export const alerts = pgTable(
  'alerts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message'),
    link: varchar('link', { length: 500 }),
    createdAt: createdAtColumn(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [index('alerts_user_idx').on(t.userId, t.dismissedAt)],
);
