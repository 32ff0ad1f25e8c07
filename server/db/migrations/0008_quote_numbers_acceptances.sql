CREATE TABLE "quote_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_acceptances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"project_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quote_acceptances_version_idx" ON "quote_acceptances" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "quote_acceptances_project_id_idx" ON "quote_acceptances" USING btree ("project_id");