import { beforeEach, describe, expect, it } from 'vitest';
import { SURVEY_CACHE_MS } from '@/rules/surveyRules';
import { clearDraft, readDraft, writeDraft } from './draft';

const draft = (savedAt: number) => ({
  index: 3,
  history: [0, 1, 2],
  answers: { 1: { values: ['3'], text: '', extras: {} } },
  savedAt,
});

describe('the unfinished survey kept on the phone', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per questionnaire and person', () => {
    writeDraft(1, 7, draft(1000));
    expect(readDraft(1, 7, 2000)).toEqual(draft(1000));
    expect(readDraft(1, 8, 2000)).toBeNull();
    expect(readDraft(2, 7, 2000)).toBeNull();
  });

  it('expires after 7 days and is then forgotten', () => {
    writeDraft(1, 7, draft(0));
    expect(readDraft(1, 7, SURVEY_CACHE_MS)).not.toBeNull();
    expect(readDraft(1, 7, SURVEY_CACHE_MS + 1)).toBeNull();
    expect(readDraft(1, 7, 0)).toBeNull();
  });

  it('a garbled or cleared draft is none', () => {
    localStorage.setItem('surveyDraft:1:7', '{"index":"x"}');
    expect(readDraft(1, 7, 0)).toBeNull();
    writeDraft(1, 7, draft(0));
    clearDraft(1, 7);
    expect(readDraft(1, 7, 0)).toBeNull();
  });
});
