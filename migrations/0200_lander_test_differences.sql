-- What a lander test's arms differ in is declared once, in code (src/lander-tests/
-- test-differences.ts, decision 043): D1 no longer lists the differences in a CHECK, so adding one
-- is an entry in that record, not a rebuild of this table. A row whose difference the record does
-- not know is skipped as it is read (test-store.ts). SQLite cannot drop a CHECK in place: the table
-- is rebuilt, every row kept with its id.
CREATE TABLE lander_tests_v2 (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- all | campaign:<tag> | prefix:<start of a tag>
  scope TEXT NOT NULL,
  page_type TEXT NOT NULL CHECK (page_type IN ('home', 'state', 'city', 'ad')),
  -- A key of TEST_DIFFERENCES (copy, order, offer today).
  difference TEXT NOT NULL,
  -- JSON: [{letter, weight, headline?, cta?, order?, partnerUrl?, partnerSignupUrl?}], A first.
  arms TEXT NOT NULL,
  baseline_rate REAL NOT NULL,
  minimum_lift REAL NOT NULL,
  -- running | kept (the winner is the page for the scope) | stopped
  status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'kept', 'stopped')),
  -- The arm kept, '' for none.
  kept TEXT NOT NULL DEFAULT '',
  -- JSON of the figures per arm when the test ended ('' while running).
  final TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  ended TEXT NOT NULL DEFAULT ''
);

INSERT INTO lander_tests_v2 (id, name, scope, page_type, difference, arms, baseline_rate,
  minimum_lift, status, kept, final, created, ended)
SELECT id, name, scope, page_type, difference, arms, baseline_rate, minimum_lift, status, kept,
  final, created, ended FROM lander_tests;

DROP TABLE lander_tests;
ALTER TABLE lander_tests_v2 RENAME TO lander_tests;
