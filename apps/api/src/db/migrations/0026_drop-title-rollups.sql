ALTER TABLE "usage_counts_title_monthly" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "usage_title_editions_monthly" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "usage_counts_title_monthly" CASCADE;--> statement-breakpoint
DROP TABLE "usage_title_editions_monthly" CASCADE;--> statement-breakpoint
ALTER TABLE "usage_counts" DROP CONSTRAINT "usage_counts_pk";
--> statement-breakpoint
ALTER TABLE "usage_counts" ADD CONSTRAINT "usage_counts_pk" PRIMARY KEY("tenant_id","usage_date","account_id","metric","publisher_id","document_id");