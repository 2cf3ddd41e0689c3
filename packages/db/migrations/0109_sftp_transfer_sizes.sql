ALTER TABLE "sftp_transfers" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "sftp_transfers" ADD COLUMN "failed" boolean DEFAULT false NOT NULL;