CREATE TABLE "compass_point_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"compass_point_id" integer NOT NULL,
	"db_transaction_type" text NOT NULL,
	"previous" jsonb,
	"current" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compass_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"overlay_details" text DEFAULT '' NOT NULL,
	"selection_data" text DEFAULT '' NOT NULL,
	"selection_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"anchor" jsonb,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_by" integer,
	"deactivated_at" timestamp with time zone,
	"shared_at" timestamp with time zone,
	"source_compass_point_id" integer
);
--> statement-breakpoint
CREATE TABLE "user_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"annotation_id" text NOT NULL,
	"note_data" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compass_point_audits" ADD CONSTRAINT "compass_point_audits_compass_point_id_compass_points_id_fk" FOREIGN KEY ("compass_point_id") REFERENCES "public"."compass_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_point_audits" ADD CONSTRAINT "compass_point_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compass_point_audits_point_idx" ON "compass_point_audits" USING btree ("compass_point_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "compass_points_uuid" ON "compass_points" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "compass_points_account_status_created_idx" ON "compass_points" USING btree ("account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "compass_points_account_status_deactivated_idx" ON "compass_points" USING btree ("account_id","status","deactivated_at");--> statement-breakpoint
CREATE INDEX "compass_points_creator_status_created_idx" ON "compass_points" USING btree ("created_by","status","created_at");--> statement-breakpoint
CREATE INDEX "compass_points_document_account_idx" ON "compass_points" USING btree ("document_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_notes_author_document_annotation" ON "user_notes" USING btree ("author_id","document_id","annotation_id");