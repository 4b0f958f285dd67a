ALTER TABLE "whatsapp_contacts" ADD COLUMN "opt_in_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD COLUMN "opt_in_request_source" text;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD COLUMN "opt_in_prompted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "consent_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "whatsapp_contacts_awaiting_idx" ON "whatsapp_contacts" USING btree ("opt_in_requested_at") WHERE NOT "whatsapp_contacts"."opted_in" AND "whatsapp_contacts"."opt_out_at" IS NULL AND "whatsapp_contacts"."opt_in_requested_at" IS NOT NULL;