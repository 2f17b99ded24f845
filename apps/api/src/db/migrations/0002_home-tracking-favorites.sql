CREATE TABLE "tracked_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"family" text NOT NULL,
	"tracking_flag" boolean DEFAULT true NOT NULL,
	"tracking_since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"change_key" text NOT NULL,
	"summary" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"import_run_id" integer,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tracked_document_id" integer NOT NULL,
	"change_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shared_by_user_id" integer NOT NULL,
	"shared_with_user_id" integer NOT NULL,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_tutorials" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"hashed_id" text NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"duration" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_documents" ADD CONSTRAINT "tracked_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_documents" ADD CONSTRAINT "tracked_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_documents" ADD CONSTRAINT "tracked_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_favorites" ADD CONSTRAINT "content_favorites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_favorites" ADD CONSTRAINT "content_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_favorites" ADD CONSTRAINT "content_favorites_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_changes" ADD CONSTRAINT "document_changes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_changes" ADD CONSTRAINT "document_changes_import_run_id_catalog_imports_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."catalog_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_notifications" ADD CONSTRAINT "tracking_notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_notifications" ADD CONSTRAINT "tracking_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_notifications" ADD CONSTRAINT "tracking_notifications_tracked_document_id_tracked_documents_id_fk" FOREIGN KEY ("tracked_document_id") REFERENCES "public"."tracked_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_notifications" ADD CONSTRAINT "tracking_notifications_change_id_document_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."document_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_shared_with_user_id_users_id_fk" FOREIGN KEY ("shared_with_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tutorials" ADD CONSTRAINT "video_tutorials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_documents_user_family" ON "tracked_documents" USING btree ("user_id","family");--> statement-breakpoint
CREATE INDEX "tracked_documents_family_idx" ON "tracked_documents" USING btree ("family");--> statement-breakpoint
CREATE UNIQUE INDEX "content_favorites_user_document" ON "content_favorites" USING btree ("user_id","document_id");--> statement-breakpoint
CREATE INDEX "content_favorites_document_idx" ON "content_favorites" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_changes_key" ON "document_changes" USING btree ("document_id","change_key");--> statement-breakpoint
CREATE INDEX "document_changes_detected_idx" ON "document_changes" USING btree ("detected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_notifications_user_change" ON "tracking_notifications" USING btree ("user_id","change_id");--> statement-breakpoint
CREATE INDEX "tracking_notifications_user_idx" ON "tracking_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "content_shares_with_user_idx" ON "content_shares" USING btree ("shared_with_user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_tutorials_tenant_hashed" ON "video_tutorials" USING btree ("tenant_id","hashed_id");