-- Custom migration (docs/adr/0042): ADMIN, CP_ADMIN and REPORT_VIEW were held per user and so took effect in every
-- account the user acted for. Each becomes an authority of the memberships (entitlements) the user holds now, so
-- nobody gains anything: a user keeps exactly the accounts and roles they could use before. OPERATOR stays a
-- tenant-wide authority of the user.
INSERT INTO membership_authorities (user_id, account_id, authority_name)
SELECT ua.user_id, e.account_id, ua.authority_name
  FROM user_authorities ua
  JOIN entitlements e ON e.user_id = ua.user_id
 WHERE ua.authority_name <> 'OPERATOR'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM user_authorities WHERE authority_name <> 'OPERATOR';
