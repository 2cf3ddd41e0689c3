ALTER TABLE "owner_one_time_payments" DROP CONSTRAINT "owner_one_time_payments_status";--> statement-breakpoint
ALTER TABLE "owner_one_time_payments" ADD COLUMN "payment_key" varchar(100);--> statement-breakpoint
-- Payments made before: a key of their own (none is charged again).
UPDATE "owner_one_time_payments" SET "payment_key" = 'otp-' || "id";--> statement-breakpoint
ALTER TABLE "owner_one_time_payments" ALTER COLUMN "payment_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "owner_one_time_payments_charging_idx" ON "owner_one_time_payments" USING btree ("created_at") WHERE "owner_one_time_payments"."status" = 'charging';--> statement-breakpoint
CREATE UNIQUE INDEX "owner_one_time_payments_payment_key" ON "owner_one_time_payments" USING btree ("payment_key");--> statement-breakpoint
ALTER TABLE "owner_one_time_payments" ADD CONSTRAINT "owner_one_time_payments_status" CHECK ("owner_one_time_payments"."status" in ('pending', 'sent', 'charging', 'paid', 'declined'));