CREATE TABLE "business_referrers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"role" text NOT NULL,
	"client_id" uuid,
	"client_role" text,
	"business_referrer_id" uuid,
	"business_referrer_role" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "furniture" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"category_id" uuid,
	"sku" text
);
--> statement-breakpoint
CREATE TABLE "furniture_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "furniture_modules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"parent_module_id" uuid
);
--> statement-breakpoint
CREATE TABLE "furniture_ranges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"client_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"parent_project_id" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"project_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"furniture_id" uuid
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"project_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interventions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"project_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"project_id" uuid NOT NULL,
	"intervention_id" uuid NOT NULL,
	"line_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"business_referrer_id" uuid NOT NULL,
	"agent_id" uuid
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"project_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"last_mutation_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_mutation_results" (
	"client_id" text NOT NULL,
	"mutation_id" bigint NOT NULL,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"detail" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sync_mutation_results_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "installer_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"card_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_link_id" uuid,
	"device_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"client_id" text
);
--> statement-breakpoint
CREATE TABLE "trial_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_referrer_id_business_referrers_id_fk" FOREIGN KEY ("business_referrer_id") REFERENCES "public"."business_referrers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_mutation_results" ADD CONSTRAINT "sync_mutation_results_client_id_sync_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sync_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_links" ADD CONSTRAINT "installer_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_links" ADD CONSTRAINT "installer_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_projects" ADD CONSTRAINT "trial_projects_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_referrers_version_idx" ON "business_referrers" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "clients_version_idx" ON "clients" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("email","ip","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "users_business_referrer_idx" ON "users" USING btree ("business_referrer_id");--> statement-breakpoint
CREATE INDEX "users_version_idx" ON "users" USING btree ("version");--> statement-breakpoint
CREATE INDEX "furniture_version_idx" ON "furniture" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "furniture_category_id_idx" ON "furniture" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "furniture_sku_idx" ON "furniture" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "furniture_categories_version_idx" ON "furniture_categories" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "furniture_modules_version_idx" ON "furniture_modules" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "furniture_modules_parent_module_id_idx" ON "furniture_modules" USING btree ("parent_module_id");--> statement-breakpoint
CREATE INDEX "furniture_ranges_version_idx" ON "furniture_ranges" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "projects_version_idx" ON "projects" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "projects_client_id_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "projects_creator_id_idx" ON "projects" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "projects_parent_project_id_idx" ON "projects" USING btree ("parent_project_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_version_idx" ON "purchase_order_lines" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_project_id_idx" ON "purchase_order_lines" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_room_id_idx" ON "purchase_order_lines" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_furniture_id_idx" ON "purchase_order_lines" USING btree ("furniture_id");--> statement-breakpoint
CREATE INDEX "rooms_version_idx" ON "rooms" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "rooms_project_id_idx" ON "rooms" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "interventions_version_idx" ON "interventions" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "interventions_project_id_idx" ON "interventions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "verification_cards_version_idx" ON "verification_cards" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "verification_cards_project_id_idx" ON "verification_cards" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "verification_cards_intervention_id_idx" ON "verification_cards" USING btree ("intervention_id");--> statement-breakpoint
CREATE INDEX "verification_cards_line_id_idx" ON "verification_cards" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "leads_version_idx" ON "leads" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "leads_business_referrer_id_idx" ON "leads" USING btree ("business_referrer_id");--> statement-breakpoint
CREATE INDEX "leads_agent_id_idx" ON "leads" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "attachments_version_idx" ON "attachments" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "attachments_project_id_idx" ON "attachments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "attachments_owner_id_idx" ON "attachments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sync_clients_owner_idx" ON "sync_clients" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installer_links_token_hash_idx" ON "installer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "installer_links_project_idx" ON "installer_links" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "card_history_project_idx" ON "card_history" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "card_history_card_idx" ON "card_history" USING btree ("card_id");