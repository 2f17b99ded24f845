CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"designation" text NOT NULL,
	"hashed_id" text NOT NULL,
	"section" text,
	"name" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_learning_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"family" text NOT NULL,
	"asset_type" text NOT NULL,
	"title" text NOT NULL,
	"product_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"account_id" integer,
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"page_number" integer,
	"video_hashed_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_learning_assets" ADD CONSTRAINT "e_learning_assets_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_page_views" ADD CONSTRAINT "document_page_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_page_views" ADD CONSTRAINT "document_page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_page_views" ADD CONSTRAINT "document_page_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_page_views" ADD CONSTRAINT "document_page_views_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "videos_hashed_id_unique" ON "videos" USING btree ("hashed_id");--> statement-breakpoint
CREATE INDEX "videos_designation_idx" ON "videos" USING btree ("designation");--> statement-breakpoint
CREATE UNIQUE INDEX "e_learning_assets_product_unique" ON "e_learning_assets" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "e_learning_assets_family_idx" ON "e_learning_assets" USING btree ("family","asset_type");--> statement-breakpoint
CREATE INDEX "document_page_views_document_idx" ON "document_page_views" USING btree ("document_id","created_at");