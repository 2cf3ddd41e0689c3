DROP INDEX "web_addresses_address_trgm";--> statement-breakpoint
CREATE INDEX "web_addresses_email_trgm" ON "web_addresses" USING gin ("address" gin_trgm_ops) WHERE "web_addresses"."web_address_type_id" = 2;--> statement-breakpoint
CREATE INDEX "web_addresses_other_trgm" ON "web_addresses" USING gin ("address" gin_trgm_ops) WHERE "web_addresses"."web_address_type_id" <> 2;