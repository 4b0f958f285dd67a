CREATE TABLE "whatsapp_opt_outs" (
	"number_hash" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
-- The contacts that opted out before the list existed go on it, with the time and source of their opt-out;
-- the hash is the one modules/whatsapp/opt-out-list.ts computes: SHA-256 (hex) of '+' and the number.
INSERT INTO "whatsapp_opt_outs" ("number_hash", "opted_out_at", "source")
SELECT encode(sha256(convert_to('+' || "number", 'UTF8')), 'hex'), "opt_out_at", coalesce("opt_out_source", 'Staff')
FROM "whatsapp_contacts" WHERE "opt_out_at" IS NOT NULL
ON CONFLICT DO NOTHING;
