-- The owner reports' order within a community (account, owner, id): the aged owner balance's
-- first pages walk the owners in it and stop once they have their rows, instead of naming and
-- sorting every owner of the community (issue 27).
CREATE INDEX "ownership_search_community_report_order" ON "ownership_search" USING btree ("community_agent_id","account_number","owner_name","agent_id");