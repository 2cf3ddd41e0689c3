-- Letters (issue 19): the company's letter format (1: #10 double window, the return address
-- printed in the upper window; 2: #10 single window, the envelope carries the return address),
-- and a letter to another of the primary owner's addresses keeps that address's lines.
ALTER TABLE "companies" ADD COLUMN "letter_format_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_batch_recipients" ADD COLUMN "mailing_address" varchar(500);