-- A campaign source's "verify first" switch (docs/decisions/036-push-targets-verify-first.md):
-- 1 once the buyer has checked, in the source's own API documentation, the push request that
-- src/admin/rules/push-to-source.ts graded C (Adsterra's fields, EXADS' endpoint); a rule pushes
-- to such a source only then. Configuration only. Existing rows keep 0: nothing is pushed there
-- until switched on.
ALTER TABLE campaign_sources ADD COLUMN push_verified INTEGER NOT NULL DEFAULT 0;
