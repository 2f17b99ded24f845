-- Custom migration (docs/adr/0034): the monthly roll-ups of usage_counts follow every insert, delete, update and
-- truncate of the daily counts, in the same statement (statement-level triggers over transition tables), so
-- reports can read months and the roll-ups always equal the daily detail.
CREATE OR REPLACE FUNCTION usage_counts_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE usage_counts_database_monthly r SET count = r.count - o.n
      FROM (SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month, c.metric, c.publisher_id, sum(c.count) AS n
              FROM old_counts c GROUP BY 1, 2, 3, 4, 5) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.metric = o.metric AND r.publisher_id = o.publisher_id;
    UPDATE usage_counts_title_monthly r SET count = r.count - o.n
      FROM (SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month, c.metric,
                   CASE WHEN c.title_key <> '' THEN c.title_key ELSE coalesce(d.family, 'doc:' || d.id) END AS title_key, sum(c.count) AS n
              FROM old_counts c JOIN documents d ON d.id = c.document_id GROUP BY 1, 2, 3, 4, 5) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.metric = o.metric AND r.title_key = o.title_key;
    UPDATE usage_title_editions_monthly r SET count_rows = r.count_rows - o.n
      FROM (SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month,
                   CASE WHEN c.title_key <> '' THEN c.title_key ELSE coalesce(d.family, 'doc:' || d.id) END AS title_key, c.document_id, count(*) AS n
              FROM old_counts c JOIN documents d ON d.id = c.document_id GROUP BY 1, 2, 3, 4, 5) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.title_key = o.title_key AND r.document_id = o.document_id;
    DELETE FROM usage_counts_database_monthly r USING (SELECT DISTINCT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month FROM old_counts c) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.count <= 0;
    DELETE FROM usage_counts_title_monthly r USING (SELECT DISTINCT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month FROM old_counts c) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.count <= 0;
    DELETE FROM usage_title_editions_monthly r USING (SELECT DISTINCT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month FROM old_counts c) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.count_rows <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO usage_counts_database_monthly AS r (tenant_id, account_id, usage_month, metric, publisher_id, count)
      SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1, c.metric, c.publisher_id, sum(c.count)
        FROM new_counts c GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (tenant_id, account_id, usage_month, metric, publisher_id) DO UPDATE SET count = r.count + excluded.count;
    INSERT INTO usage_counts_title_monthly AS r (tenant_id, account_id, usage_month, metric, title_key, count)
      SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1, c.metric,
             CASE WHEN c.title_key <> '' THEN c.title_key ELSE coalesce(d.family, 'doc:' || d.id) END, sum(c.count)
        FROM new_counts c JOIN documents d ON d.id = c.document_id GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (tenant_id, account_id, usage_month, metric, title_key) DO UPDATE SET count = r.count + excluded.count;
    INSERT INTO usage_title_editions_monthly AS r (tenant_id, account_id, usage_month, title_key, document_id, count_rows)
      SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1,
             CASE WHEN c.title_key <> '' THEN c.title_key ELSE coalesce(d.family, 'doc:' || d.id) END, c.document_id, count(*)
        FROM new_counts c JOIN documents d ON d.id = c.document_id GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (tenant_id, account_id, usage_month, title_key, document_id) DO UPDATE SET count_rows = r.count_rows + excluded.count_rows;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION usage_counts_rollup_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE usage_counts_database_monthly, usage_counts_title_monthly, usage_title_editions_monthly;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER usage_counts_rollup_insert AFTER INSERT ON usage_counts REFERENCING NEW TABLE AS new_counts
  FOR EACH STATEMENT EXECUTE FUNCTION usage_counts_rollup();--> statement-breakpoint
CREATE TRIGGER usage_counts_rollup_delete AFTER DELETE ON usage_counts REFERENCING OLD TABLE AS old_counts
  FOR EACH STATEMENT EXECUTE FUNCTION usage_counts_rollup();--> statement-breakpoint
CREATE TRIGGER usage_counts_rollup_update AFTER UPDATE ON usage_counts REFERENCING OLD TABLE AS old_counts NEW TABLE AS new_counts
  FOR EACH STATEMENT EXECUTE FUNCTION usage_counts_rollup();--> statement-breakpoint
CREATE TRIGGER usage_counts_rollup_truncate AFTER TRUNCATE ON usage_counts
  FOR EACH STATEMENT EXECUTE FUNCTION usage_counts_rollup_clear();--> statement-breakpoint
-- Counts written before this migration.
INSERT INTO usage_counts_database_monthly (tenant_id, account_id, usage_month, metric, publisher_id, count)
  SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1, c.metric, c.publisher_id, sum(c.count)
    FROM usage_counts c GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO usage_counts_title_monthly (tenant_id, account_id, usage_month, metric, title_key, count)
  SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1, c.metric,
         CASE WHEN c.title_key <> '' THEN c.title_key ELSE coalesce(d.family, 'doc:' || d.id) END, sum(c.count)
    FROM usage_counts c JOIN documents d ON d.id = c.document_id GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO usage_title_editions_monthly (tenant_id, account_id, usage_month, title_key, document_id, count_rows)
  SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1,
         CASE WHEN c.title_key <> '' THEN c.title_key ELSE coalesce(d.family, 'doc:' || d.id) END, c.document_id, count(*)
    FROM usage_counts c JOIN documents d ON d.id = c.document_id GROUP BY 1, 2, 3, 4, 5;
