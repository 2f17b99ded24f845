CREATE TABLE "custom_collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"added_by_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_collection_items" ADD CONSTRAINT "custom_collection_items_collection_id_custom_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."custom_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_collection_items" ADD CONSTRAINT "custom_collection_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_collection_items" ADD CONSTRAINT "custom_collection_items_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_collections" ADD CONSTRAINT "custom_collections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_collections" ADD CONSTRAINT "custom_collections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_collections" ADD CONSTRAINT "custom_collections_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_collection_items_collection_document" ON "custom_collection_items" USING btree ("collection_id","document_id");--> statement-breakpoint
CREATE INDEX "custom_collection_items_document_idx" ON "custom_collection_items" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_collections_account_name" ON "custom_collections" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "custom_collections_tenant_idx" ON "custom_collections" USING btree ("tenant_id");