-- An item's parties are read by item, and one party of an item by item and owner (item_parties and
-- item_lines, migration 0132): the item index carries the owner too, for the same entries.
DROP INDEX "item_agents_item_idx";--> statement-breakpoint
CREATE INDEX "item_agents_item_agent_idx" ON "item_agents" USING btree ("item_id","agent_id");
