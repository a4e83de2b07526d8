-- What a saved sheet's rules filter out (document 2's saved survey: filter_package, filter_combo,
-- filter_item), beside what they recommend. Decided by the server from the answers, like the
-- recommendations; sheets saved before filtered nothing.
ALTER TABLE user_surveys ADD COLUMN filter_package integer[] NOT NULL DEFAULT '{}';
ALTER TABLE user_surveys ADD COLUMN filter_combo integer[] NOT NULL DEFAULT '{}';
ALTER TABLE user_surveys ADD COLUMN filter_item integer[] NOT NULL DEFAULT '{}';
