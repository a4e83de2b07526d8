-- Who read which article on which day, so an article's visit count grows once per reader
-- per day however often the page is opened. `reader` is 'a:<account id>' for a logged-in
-- reader, else 'c:<hash>' of the client's address and browser with the day mixed in (see
-- modules/content/readers.ts): no address is stored, and keys cannot be linked across days.
-- `day` is the calendar day in China. Rows older than a few days are removed by housekeeping.
CREATE TABLE article_visits (
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  reader text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (article_id, day, reader)
);
CREATE INDEX article_visits_day ON article_visits (day);

-- A hospital's help-centre questions; a hospital with none shows the app's fixed list.
CREATE TABLE faqs (
  id serial PRIMARY KEY,
  hosp_id integer NOT NULL REFERENCES hospitals (id),
  question text NOT NULL,
  answer text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX faqs_hosp ON faqs (hosp_id, sort);
