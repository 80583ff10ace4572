-- Declared campaigns keep their name whatever the daily cap (issue 25, D10). A tag listed the day
-- before, or with a postback template, is declared: when a person brings it again it is listed
-- for the day as carried (1), in a room of its own, and takes none of the day's places for new
-- tags (0). Nothing here identifies a visitor.
ALTER TABLE campaign_tags ADD COLUMN carried INTEGER NOT NULL DEFAULT 0;
