-- What traffic sources answered to the postbacks sent to them (issue 33, item 7): the first 256
-- bytes of each answer with its status, the last few per template, shown on /admin/postbacks so
-- the operator sees a refusal (ExoClick answers 200 with "ERROR: ..."). No click id: the answer's
-- copies of it are masked (its first characters and "…") before it is written, and `click` holds
-- only that mask.
CREATE TABLE postback_answers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The template's campaign (a tag, or a prefix ending in '*'), as postback_templates names it.
  template TEXT NOT NULL,
  -- The converting campaign's tag.
  campaign TEXT NOT NULL,
  -- When the answer came, ISO 8601 (UTC).
  at TEXT NOT NULL,
  -- 'signup', 'approved', 'reversed', or 'test' (the page's "Send test postback").
  event TEXT NOT NULL,
  -- 'sent' or 'failed' (a 2xx whose body refuses it is failed).
  outcome TEXT NOT NULL,
  -- The last try's HTTP status, 0 for a timeout or network failure.
  status INTEGER NOT NULL,
  tries INTEGER NOT NULL,
  -- The click id masked: its first characters and '…'.
  click TEXT NOT NULL,
  -- The answer's first 256 bytes, the click id masked in it.
  body TEXT NOT NULL
);

CREATE INDEX postback_answers_by_template ON postback_answers (template, id);
CREATE INDEX postback_answers_by_at ON postback_answers (at);
