CREATE TABLE "usage_counts_database_monthly" (
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"usage_month" date NOT NULL,
	"metric" text NOT NULL,
	"publisher_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counts_database_monthly_pk" PRIMARY KEY("tenant_id","account_id","usage_month","metric","publisher_id")
);
--> statement-breakpoint
CREATE TABLE "usage_counts_title_monthly" (
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"usage_month" date NOT NULL,
	"metric" text NOT NULL,
	"title_key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counts_title_monthly_pk" PRIMARY KEY("tenant_id","account_id","usage_month","metric","title_key")
);
--> statement-breakpoint
CREATE TABLE "usage_title_editions_monthly" (
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"usage_month" date NOT NULL,
	"title_key" text NOT NULL,
	"document_id" integer NOT NULL,
	"count_rows" integer NOT NULL,
	CONSTRAINT "usage_title_editions_monthly_pk" PRIMARY KEY("tenant_id","account_id","usage_month","title_key","document_id")
);
