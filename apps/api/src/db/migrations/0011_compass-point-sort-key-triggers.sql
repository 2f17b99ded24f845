-- Custom migration (docs/adr/0026): the compass point lists' sort and filter keys and their counts, kept by the
-- database on every write of a compass point, a document or a user, whoever writes it.
CREATE OR REPLACE FUNCTION compass_points_fill_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d.designation, d.content_code, d.status INTO NEW.designation, NEW.content_code, NEW.content_status
    FROM documents d WHERE d.id = NEW.document_id;
  SELECT u.email, concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, '')) INTO NEW.creator_email, NEW.creator_name
    FROM users u WHERE u.id = NEW.created_by;
  IF NEW.deactivated_by IS NULL THEN
    NEW.deactivator_email := NULL;
  ELSE
    SELECT u.email INTO NEW.deactivator_email FROM users u WHERE u.id = NEW.deactivated_by;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_copy_compass_point_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE compass_points SET designation = NEW.designation, content_code = NEW.content_code, content_status = NEW.status
    WHERE document_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_copy_compass_point_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE compass_points SET creator_email = NEW.email, creator_name = concat_ws(' ', nullif(NEW.first_name, ''), nullif(NEW.last_name, ''))
    WHERE created_by = NEW.id;
  UPDATE compass_points SET deactivator_email = NEW.email WHERE deactivated_by = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION compass_points_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    UPDATE compass_point_counts SET total = total - 1
      WHERE account_id = OLD.account_id AND created_by = OLD.created_by AND status = OLD.status;
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    INSERT INTO compass_point_counts AS c (account_id, created_by, status, total) VALUES (NEW.account_id, NEW.created_by, NEW.status, 1)
      ON CONFLICT (account_id, created_by, status) DO UPDATE SET total = c.total + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION compass_points_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM compass_point_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE compass_points cp SET designation = d.designation, content_code = d.content_code, content_status = d.status
  FROM documents d WHERE d.id = cp.document_id;--> statement-breakpoint
UPDATE compass_points cp SET creator_email = u.email, creator_name = concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, ''))
  FROM users u WHERE u.id = cp.created_by;--> statement-breakpoint
UPDATE compass_points cp SET deactivator_email = u.email FROM users u WHERE u.id = cp.deactivated_by;--> statement-breakpoint
INSERT INTO compass_point_counts (account_id, created_by, status, total)
  SELECT account_id, created_by, status, count(*) FROM compass_points GROUP BY account_id, created_by, status;--> statement-breakpoint
CREATE TRIGGER compass_points_keys BEFORE INSERT OR UPDATE OF document_id, created_by, deactivated_by ON compass_points
  FOR EACH ROW EXECUTE FUNCTION compass_points_fill_keys();--> statement-breakpoint
CREATE TRIGGER documents_compass_point_keys AFTER UPDATE OF designation, content_code, status ON documents FOR EACH ROW
  WHEN (OLD.designation IS DISTINCT FROM NEW.designation OR OLD.content_code IS DISTINCT FROM NEW.content_code OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION documents_copy_compass_point_keys();--> statement-breakpoint
CREATE TRIGGER users_compass_point_keys AFTER UPDATE OF email, first_name, last_name ON users FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_copy_compass_point_keys();--> statement-breakpoint
CREATE TRIGGER compass_points_counts AFTER INSERT OR DELETE ON compass_points FOR EACH ROW EXECUTE FUNCTION compass_points_count();--> statement-breakpoint
CREATE TRIGGER compass_points_counts_moved AFTER UPDATE OF account_id, created_by, status ON compass_points FOR EACH ROW
  WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.created_by IS DISTINCT FROM NEW.created_by OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION compass_points_count();--> statement-breakpoint
CREATE TRIGGER compass_points_counts_truncated AFTER TRUNCATE ON compass_points FOR EACH STATEMENT EXECUTE FUNCTION compass_points_count_truncated();
