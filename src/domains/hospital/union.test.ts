import { describe, it, expect } from 'vitest';
import type { UnionHospital } from '@/contract';
import { BRANCH_BOOKABLE, branchName, isBookable, visibleBranches } from './union';

function branch(over: Partial<UnionHospital> = {}): UnionHospital {
  return {
    hosp_id: 1,
    hosp_name: 'Hospital',
    union_name: null,
    img_sm_url: '',
    address: '',
    remark: '',
    link: null,
    enable: 1,
    ...over,
  };
}

describe('visibleBranches', () => {
  const list = [branch({ hosp_id: 3 }), branch({ hosp_id: 4 }), branch({ hosp_id: 12 })];

  it('hides branches whose hosp_id is in the hide list, keeping order', () => {
    expect(visibleBranches(list, new Set(['4'])).map((b) => b.hosp_id)).toEqual([3, 12]);
    expect(visibleBranches(list, new Set(['3', '12'])).map((b) => b.hosp_id)).toEqual([4]);
  });

  it('keeps all branches when nothing is hidden', () => {
    expect(visibleBranches(list, new Set())).toEqual(list);
  });

  it('matches whole ids only', () => {
    expect(visibleBranches(list, new Set(['1', '2'])).map((b) => b.hosp_id)).toEqual([3, 4, 12]);
  });
});

describe('branchName', () => {
  it('prefers a non-blank union_name, trimmed', () => {
    expect(branchName(branch({ union_name: ' East Branch ', hosp_name: 'H' }))).toBe('East Branch');
  });

  it.each([null, '', '   '])('falls back to hosp_name when union_name is %j', (union_name) => {
    expect(branchName(branch({ union_name, hosp_name: 'Main Hospital' }))).toBe('Main Hospital');
  });
});

describe('isBookable', () => {
  it('is true only when enable is 1', () => {
    expect(BRANCH_BOOKABLE).toBe(1);
    expect(isBookable(branch({ enable: 1 }))).toBe(true);
    expect(isBookable(branch({ enable: 0 }))).toBe(false);
    expect(isBookable(branch({ enable: 2 }))).toBe(false);
    expect(isBookable(branch({ enable: -1 }))).toBe(false);
  });
});
