import { describe, expect, it } from 'vitest';
import type { HospConfig } from '@/contract';
import { weappOf } from './weapp';

const c = (code: string, value: string): HospConfig => ({ code, value, detail_note: '' });

describe('weappOf', () => {
  it('reads the mini program from its configs, trimmed', () => {
    expect(
      weappOf([
        c('weapp_name', ' Demo '),
        c('weapp_username', 'gh_1'),
        c('weapp_path', 'pages/index/index.html'),
        c('weapp_image', '/a.svg'),
        c('weapp_intro', 'Book'),
        c('weapp_link', 'https://wxaurl.cn/x'),
      ]),
    ).toEqual({
      name: 'Demo',
      username: 'gh_1',
      path: 'pages/index/index.html',
      image: '/a.svg',
      intro: 'Book',
      link: 'https://wxaurl.cn/x',
    });
  });

  it('is null without an original id', () => {
    expect(weappOf([c('weapp_name', 'Demo'), c('weapp_username', ' ')])).toBeNull();
    expect(weappOf([])).toBeNull();
  });

  it('leaves the other fields empty when they are missing', () => {
    expect(weappOf([c('weapp_username', 'gh_1')])).toMatchObject({ name: '', link: '' });
  });
});
