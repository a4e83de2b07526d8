import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH, feedbackError, feedbackLength } from './feedback';

const good = { type: 'suggestion', content: '候诊区的座位可以再多一些', phone: '' };

describe('feedbackError', () => {
  it('accepts a typed text without a phone, and with a valid one', () => {
    expect(feedbackError(good)).toBeNull();
    expect(feedbackError({ ...good, phone: '13800000001' })).toBeNull();
  });

  it('needs a known type', () => {
    expect(feedbackError({ ...good, type: '' })).toBe('feedbackTypeRequired');
    expect(feedbackError({ ...good, type: 'spam' })).toBe('feedbackTypeRequired');
  });

  it('needs text of 5 to 500 characters once trimmed', () => {
    expect(feedbackError({ ...good, content: '   ' })).toBe('feedbackContentRequired');
    expect(feedbackError({ ...good, content: ' 很好 ' })).toBe('feedbackContentTooShort');
    expect(feedbackError({ ...good, content: 'a'.repeat(FEEDBACK_MAX_LENGTH) })).toBeNull();
    expect(feedbackError({ ...good, content: 'a'.repeat(FEEDBACK_MAX_LENGTH + 1) })).toBe(
      'feedbackContentTooLong',
    );
  });

  it('counts an emoji as one character', () => {
    expect(feedbackLength('👍👍👍👍👍')).toBe(5);
    expect(feedbackError({ ...good, content: '👍'.repeat(FEEDBACK_MAX_LENGTH) })).toBeNull();
  });

  it('refuses a phone that is not a mainland mobile', () => {
    expect(feedbackError({ ...good, phone: '12345' })).toBe('feedbackPhoneInvalid');
  });
});
