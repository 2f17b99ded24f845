-- Custom migration (docs/adr/0057): COUNTER forbids Unique_Title_* for Data_Types other than Book and Reference_Work,
-- and every item here is a Standard. Processing no longer counts them and TR reads the daily item counts (docs/adr/0047),
-- so the triggers keep only the database roll-up (PR, DR), the title roll-ups go (next migration), and the
-- Unique_Title_* counts stored before are removed (the trigger takes their sums out of the database roll-up).
CREATE OR REPLACE FUNCTION usage_counts_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE usage_counts_database_monthly r SET count = r.count - o.n
      FROM (SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month, c.metric, c.publisher_id, sum(c.count) AS n
              FROM old_counts c GROUP BY 1, 2, 3, 4, 5) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.metric = o.metric AND r.publisher_id = o.publisher_id;
    DELETE FROM usage_counts_database_monthly r USING (SELECT DISTINCT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1 AS usage_month FROM old_counts c) o
      WHERE r.tenant_id = o.tenant_id AND r.account_id = o.account_id AND r.usage_month = o.usage_month AND r.count <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO usage_counts_database_monthly AS r (tenant_id, account_id, usage_month, metric, publisher_id, count)
      SELECT c.tenant_id, c.account_id, c.usage_date - extract(day FROM c.usage_date)::int + 1, c.metric, c.publisher_id, sum(c.count)
        FROM new_counts c GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (tenant_id, account_id, usage_month, metric, publisher_id) DO UPDATE SET count = r.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION usage_counts_rollup_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE usage_counts_database_monthly;
  RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM usage_counts WHERE metric IN ('Unique_Title_Investigations', 'Unique_Title_Requests');
