CREATE TABLE "service_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "service_rates_version_idx" ON "service_rates" USING btree ("version","id");