CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"project_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "purchase_orders_version_idx" ON "purchase_orders" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_id_idx" ON "purchase_orders" USING btree ("project_id");