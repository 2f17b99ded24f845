CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"search_key" text NOT NULL,
	"logo_path" text,
	"licence_note" text,
	CONSTRAINT "publishers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_code" text NOT NULL,
	"source_id" text NOT NULL,
	"publisher_id" integer NOT NULL,
	"designation" text NOT NULL,
	"display_designation" text NOT NULL,
	"designation_no" text NOT NULL,
	"title" text NOT NULL,
	"abstract" text,
	"document_type" text NOT NULL,
	"status" text NOT NULL,
	"lifecycle_status" text NOT NULL,
	"classification" text,
	"asset_id" text NOT NULL,
	"asset_type" text NOT NULL,
	"content_type" text NOT NULL,
	"language_code" text DEFAULT 'en-US' NOT NULL,
	"video" boolean DEFAULT false NOT NULL,
	"downloadable" boolean DEFAULT false NOT NULL,
	"allow_to_track" boolean DEFAULT true NOT NULL,
	"allow_to_favorite" boolean DEFAULT true NOT NULL,
	"family" text,
	"committee" text,
	"committee_name" text,
	"main_committee" text,
	"main_committee_name" text,
	"category" text,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"authors" text[] DEFAULT '{}' NOT NULL,
	"doi" text,
	"published_date" date,
	"published_online_date" date,
	"last_update_date" date,
	"withdrawn_date" date,
	"page_count" integer,
	"source_url" text,
	"has_full_text" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"citation_article_type_exclude" text[] DEFAULT '{}' NOT NULL,
	"search_vector" "tsvector",
	"source_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_content_code_unique" UNIQUE("content_code"),
	CONSTRAINT "documents_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "document_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"relation_type" text NOT NULL,
	"related_source_id" text NOT NULL,
	"related_document_id" integer
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"page_count" integer,
	"source_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_texts" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"body" text NOT NULL,
	"source_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_ip_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"cidr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"name" text NOT NULL,
	"account_type" text NOT NULL,
	"acronym" text,
	"custom_collection" boolean DEFAULT false NOT NULL,
	"compass_point_flag" boolean DEFAULT false NOT NULL,
	"semantic_search_flag" boolean DEFAULT false NOT NULL,
	"lca_accepted_at" timestamp with time zone,
	"lca_accepted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"external_subject" text,
	"first_name" text,
	"last_name" text,
	"user_type" text NOT NULL,
	"lang_key" text DEFAULT 'en' NOT NULL,
	"drm_view" boolean DEFAULT false NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"company_name" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"mobile" text,
	"selected_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorities" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_authorities" (
	"user_id" integer NOT NULL,
	"authority_name" text NOT NULL,
	CONSTRAINT "user_authorities_user_id_authority_name_pk" PRIMARY KEY("user_id","authority_name")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"publisher_id" integer NOT NULL,
	"collection" text,
	"name" text NOT NULL,
	"abbr_name" text NOT NULL,
	"image_path" text,
	"starts_on" date NOT NULL,
	"ends_on" date
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"principal" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"processed" integer DEFAULT 0 NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"login" text NOT NULL,
	"ip" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_keys_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_related_document_id_documents_id_fk" FOREIGN KEY ("related_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ip_ranges" ADD CONSTRAINT "account_ip_ranges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_selected_account_id_accounts_id_fk" FOREIGN KEY ("selected_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_authorities" ADD CONSTRAINT "user_authorities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_authorities" ADD CONSTRAINT "user_authorities_authority_name_authorities_name_fk" FOREIGN KEY ("authority_name") REFERENCES "public"."authorities"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "documents_publisher_idx" ON "documents" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "documents_family_idx" ON "documents" USING btree ("family");--> statement-breakpoint
CREATE INDEX "documents_designation_lower_idx" ON "documents" USING btree (lower("designation"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_relations_unique" ON "document_relations" USING btree ("document_id","relation_type","related_source_id");--> statement-breakpoint
CREATE INDEX "document_relations_related_idx" ON "document_relations" USING btree ("related_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_doc_kind" ON "document_files" USING btree ("document_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_tenant_number" ON "accounts" USING btree ("tenant_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_login" ON "users" USING btree ("tenant_id","login");--> statement-breakpoint
CREATE INDEX "users_external_subject" ON "users" USING btree ("external_subject");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_type_idx" ON "audit_events" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_payloads_pk" ON "oidc_payloads" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sign_in_failures_key" ON "sign_in_failures" USING btree ("tenant_id","login","ip","failed_at");