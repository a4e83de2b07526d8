import { describe, expect, it } from 'vitest';
import { surveyLook, surveyProgress } from './surveyLook';

describe('survey progress: index over count in percent', () => {
  it('starts at 0 on the first question and counts the questions before the current one', () => {
    expect(surveyProgress(0, 4)).toBe(0);
    expect(surveyProgress(1, 4)).toBe(25);
    expect(surveyProgress(3, 4)).toBe(75);
    expect(surveyProgress(4, 4)).toBe(100);
  });

  it('rounds to a whole percent', () => {
    expect(surveyProgress(1, 3)).toBe(33);
    expect(surveyProgress(2, 3)).toBe(67);
    expect(surveyProgress(13, 14)).toBe(93);
  });

  it('stays within 0 and 100, and is 0 without questions', () => {
    expect(surveyProgress(-1, 4)).toBe(0);
    expect(surveyProgress(9, 4)).toBe(100);
    expect(surveyProgress(0, 0)).toBe(0);
  });
});

describe('survey look by survey_type', () => {
  it('0 is the assessment, any other the questionnaire', () => {
    expect(surveyLook(0)).toBe('assessment');
    expect(surveyLook(1)).toBe('questionnaire');
    expect(surveyLook(2)).toBe('questionnaire');
    expect(surveyLook(null)).toBe('questionnaire');
  });
});
