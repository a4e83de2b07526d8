// The server's rating gate (spec 2, section 5 "Rating": rating_before_report, an unrated
// exam under 180 days old): a refusal with an envelope code of its own, so the app tells it
// from every other refusal and offers the rating instead of an error.

/** Envelope code (and HTTP status, 428 Precondition Required) of "rate this exam first". */
export const CODE_RATING_FIRST = 428;
