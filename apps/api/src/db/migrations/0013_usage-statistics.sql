CREATE TABLE "usage_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"label" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usage_counts" (
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"usage_date" date NOT NULL,
	"metric" text NOT NULL,
	"publisher_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"title_key" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counts_pk" PRIMARY KEY("tenant_id","usage_date","account_id","metric","publisher_id","document_id","title_key")
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"session_id" text,
	"document_id" integer,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_processing" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_api_keys" ADD CONSTRAINT "usage_api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_api_keys" ADD CONSTRAINT "usage_api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_api_keys" ADD CONSTRAINT "usage_api_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counts" ADD CONSTRAINT "usage_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counts" ADD CONSTRAINT "usage_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_processing" ADD CONSTRAINT "usage_processing_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_api_keys_hash_idx" ON "usage_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "usage_api_keys_account_idx" ON "usage_api_keys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "usage_counts_account_date_idx" ON "usage_counts" USING btree ("account_id","usage_date");--> statement-breakpoint
CREATE INDEX "usage_events_tenant_occurred_idx" ON "usage_events" USING btree ("tenant_id","occurred_at");