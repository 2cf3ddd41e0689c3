DROP INDEX "sign_in_attempts_user_name_idx";--> statement-breakpoint
DROP INDEX "sign_in_attempts_address_idx";--> statement-breakpoint
DROP INDEX "sign_in_attempts_user_idx";--> statement-breakpoint
CREATE INDEX "sign_in_attempts_user_name_idx" ON "sign_in_attempts" USING btree ("user_name","succeeded","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_address_idx" ON "sign_in_attempts" USING btree ("address","succeeded","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_user_idx" ON "sign_in_attempts" USING btree ("user_id","succeeded","attempted_at");