-- The owner reports' order within a community (account, owner, id): the aged owner balance's
-- first pages walk the owners in it and stop once they have their rows, instead of naming and
-- sorting every owner of the community (issue 27). Partial on community_agent_id is not null,
-- which a community's query implies and the owner search's do not: with the index whole, the
-- search sorted by account, planned generically, read all of it (150 ms) instead of walking its
-- own sort index (20 ms). Dropped first: a database of an earlier build of this change has it whole.
DROP INDEX IF EXISTS "ownership_search_community_report_order";--> statement-breakpoint
CREATE INDEX "ownership_search_community_report_order" ON "ownership_search" USING btree ("community_agent_id","account_number","owner_name","agent_id") WHERE "ownership_search"."community_agent_id" is not null;