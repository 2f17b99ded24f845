CREATE TABLE "page_view_counts" (
	"tenant_id" integer NOT NULL,
	"view_day" date NOT NULL,
	"page_type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_counts_pk" PRIMARY KEY("tenant_id","view_day","page_type")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "show_banner" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "page_view_counts" ADD CONSTRAINT "page_view_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;