CREATE TABLE "usage_counts_item_monthly" (
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"usage_month" date NOT NULL,
	"metric" text NOT NULL,
	"publisher_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counts_item_monthly_pk" PRIMARY KEY("tenant_id","account_id","usage_month","metric","publisher_id","document_id")
);
--> statement-breakpoint
-- Custom (docs/adr/0070): the roll-up triggers keep the item roll-up beside the database roll-up, in the same statement
-- as the daily counts they follow. Daily counts of no item (searches, document_id 0) stay out of it.
CREATE OR REPLACE FUNCTION usage_counts_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE usage_counts_database_monthly r SET count = r.count - o.n
      FROM (SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month, c.metric, c.publisher_id, sum(c.count) AS n
              FROM old_counts c GROUP BY 1, 2, 3, 4, 5) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.metric = o.metric AND r.publisher_id = o.publisher_id;
    DELETE FROM usage_counts_database_monthly r USING (SELECT DISTINCT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month FROM old_counts c) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.count <= 0;
    UPDATE usage_counts_item_monthly r SET count = r.count - o.n
      FROM (SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month, c.metric, c.publisher_id, c.document_id, sum(c.count) AS n
              FROM old_counts c WHERE c.document_id <> 0 GROUP BY 1, 2, 3, 4, 5, 6) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.metric = o.metric
        AND r.publisher_id = o.publisher_id AND r.document_id = o.document_id;
    DELETE FROM usage_counts_item_monthly r USING (SELECT DISTINCT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month FROM old_counts c) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.count <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO usage_counts_database_monthly AS r (tenant_id, account_id, usage_month, metric, publisher_id, count)
      SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1, c.metric, c.publisher_id, sum(c.count)
        FROM new_counts c GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (tenant_id, account_id, usage_month, metric, publisher_id) DO UPDATE SET count = r.count + excluded.count;
    INSERT INTO usage_counts_item_monthly AS r (tenant_id, account_id, usage_month, metric, publisher_id, document_id, count)
      SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1, c.metric, c.publisher_id, c.document_id, sum(c.count)
        FROM new_counts c WHERE c.document_id <> 0 GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (tenant_id, account_id, usage_month, metric, publisher_id, document_id) DO UPDATE SET count = r.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION usage_counts_rollup_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE usage_counts_database_monthly, usage_counts_item_monthly;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Counts written before this migration.
INSERT INTO usage_counts_item_monthly (tenant_id, account_id, usage_month, metric, publisher_id, document_id, count)
  SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1, c.metric, c.publisher_id, c.document_id, sum(c.count)
    FROM usage_counts c WHERE c.document_id <> 0 GROUP BY 1, 2, 3, 4, 5, 6;
