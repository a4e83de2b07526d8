// The spec's numbers, each pinned to the sentence that gives it: a change to one fails here
// even where the behaviour's own tests read the constant back. Document 1 is "Account and
// personal booking", document 2 "Company, reports, surveys, queue, content and SSO".
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@/kit/api/client';
import { BARCODE_DELAY_MS } from '@/kit/Barcode';
import { LOGIN_COOKIE_DAYS } from '@/platform/loginCookie';
import { ARTICLE_PAGE_SIZE } from '@/domains/content/api';
import { RECOMMENDED_TOP_NUMBER } from '@/domains/catalog/api';
import { SSO_START_DELAY_MS } from '@/domains/session/ssoDoors';
import { BOOKING_WINDOW_DAYS } from '@/rules/schedule';
import { GUIDE_BARCODE_DELAY_MS, QUEUE_POLL_MS, QUEUE_RECORD_TTL_MS } from '@/rules/queue';
import { DEFAULT_AGE, SURVEY_CACHE_MS, SURVEY_TEXT_MAX } from '@/rules/surveyRules';
import { RATING_DEFAULT_TOTAL, RATING_STARS, RATING_WINDOW_DAYS } from '@/rules/reports';
import { BANNER_AUTOPLAY_MS } from '@/features/home/BannerCarousel';
import { HOME_ARTICLE_COUNT } from '@/features/home/LatestArticles';
import { PARAM_ERROR_BACK_MS } from '@/features/reports/PdfReportPage';

const SECOND = 1000;
const DAY = 86_400_000;

describe("the spec's numbers", () => {
  it('calls: a 60 s timeout (doc 1 "API", doc 2 "Constants")', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60 * SECOND);
  });

  it('the login record: a cookie of 30 days (doc 1 "Constants")', () => {
    expect(LOGIN_COOKIE_DAYS).toBe(30);
  });

  it('booking: tomorrow to 30 days ahead (doc 1 "Constants")', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(30);
  });

  it('barcodes: 1 s on an order page, 1.5 s on the queue page (doc 2 "Constants")', () => {
    expect(BARCODE_DELAY_MS).toBe(1 * SECOND);
    expect(GUIDE_BARCODE_DELAY_MS).toBe(1.5 * SECOND);
  });

  it('the queue: polled every 10 s, a login kept 24 hours (doc 2 "Queue")', () => {
    expect(QUEUE_POLL_MS).toBe(10 * SECOND);
    expect(QUEUE_RECORD_TTL_MS).toBe(DAY);
  });

  it('the survey draft: kept 7 days; age 40 by default; texts of 100 (doc 2 "Constants")', () => {
    expect(SURVEY_CACHE_MS).toBe(7 * DAY);
    expect(DEFAULT_AGE).toBe(40);
    expect(SURVEY_TEXT_MAX).toBe(100);
  });

  it('content: pages of 10 articles, 5 on home, 10 recommended packages, a 3 s banner', () => {
    expect(ARTICLE_PAGE_SIZE).toBe(10);
    expect(HOME_ARTICLE_COUNT).toBe(5);
    expect(RECOMMENDED_TOP_NUMBER).toBe(10);
    expect(BANNER_AUTOPLAY_MS).toBe(3 * SECOND);
  });

  it('ratings: 1-5 stars, 3 to begin with, forced within 180 days (doc 2 "Constants")', () => {
    expect(RATING_STARS).toBe(5);
    expect(RATING_DEFAULT_TOTAL).toBe(3);
    expect(RATING_WINDOW_DAYS).toBe(180);
  });

  it('SSO starts after 1 s; the PDF viewer goes back 1.5 s after a missing parameter', () => {
    expect(SSO_START_DELAY_MS).toBe(1 * SECOND);
    expect(PARAM_ERROR_BACK_MS).toBe(1.5 * SECOND);
  });
});
