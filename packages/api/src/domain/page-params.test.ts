import { describe, expect, it } from 'vitest';
import { applyJobHref, isParamPage, pageHref, readApplyJobId, readPageParams } from './page-params';

describe('page parameters of the tabs and toggles', () => {
  it('reads only the values a page knows, the first of a repeated one', () => {
    expect(readPageParams('/news', '?tab=news&utm_source=x')).toEqual({ tab: 'news' });
    expect(readPageParams('/news', 'tab=events')).toEqual({});
    expect(readPageParams('/careers', 'category=internship&category=fulltime')).toEqual({
      category: 'internship',
    });
    expect(readPageParams('/videos', 'top=surgery&sub=12')).toEqual({ top: 'surgery', sub: 12 });
    expect(readPageParams('/about', new URLSearchParams('team=advisors'))).toEqual({ team: 'advisors' });
  });

  it('takes an id only as a positive 32-bit decimal integer', () => {
    for (const sub of ['0', '-1', '1e3', '0x10', '01', '2147483648', ' 5', 'abc', ''])
      expect(readPageParams('/videos', `sub=${encodeURIComponent(sub)}`), sub).toEqual({});
    expect(readPageParams('/videos', 'sub=2147483647')).toEqual({ sub: 2147483647 });
  });

  it('writes one spelling per state: the table order, defaults left out', () => {
    expect(pageHref('/news', { tab: 'social' })).toBe('/news');
    expect(pageHref('/news', { tab: 'news' })).toBe('/news?tab=news');
    expect(pageHref('/careers', { category: 'internship' })).toBe('/careers?category=internship');
    expect(pageHref('/videos', { sub: 4, top: 'training' })).toBe('/videos?top=training&sub=4');
    expect(pageHref('/videos', { top: 'product', sub: 4 })).toBe('/videos?sub=4');
    expect(pageHref('/about', { team: 'advisors' }, '#ourteam')).toBe('/about?team=advisors#ourteam');
  });

  it('knows which pages have parameters', () => {
    expect(['/news', '/careers', '/videos', '/about'].every(isParamPage)).toBe(true);
    expect(['/', '/search', '/news/5-x', '/constructor', '/toString'].some(isParamPage)).toBe(false);
  });

  it('takes a team member as a slug: lower-case words and hyphens, at most 64 characters', () => {
    expect(readPageParams('/about', 'team=advisors&member=meera-iyer')).toEqual({
      team: 'advisors',
      member: 'meera-iyer',
    });
    for (const member of ['Meera', 'meera--iyer', '-meera', 'meera_iyer', 'a'.repeat(65), ''])
      expect(readPageParams('/about', `member=${encodeURIComponent(member)}`), member).toEqual({});
    expect(pageHref('/about', { team: 'board', member: 'arjun-menon' }, '#ourteam')).toBe(
      '/about?member=arjun-menon#ourteam',
    );
    expect(pageHref('/about', { member: 'meera-iyer', team: 'advisors' })).toBe(
      '/about?team=advisors&member=meera-iyer',
    );
  });

  it('reads the job an apply address names, and writes it', () => {
    expect(readApplyJobId('job=12&sent=1')).toBe(12);
    for (const job of ['0', '-3', 'x', '1e2', '2147483648'])
      expect(readApplyJobId(`job=${job}`), job).toBeUndefined();
    expect(readApplyJobId(new URLSearchParams())).toBeUndefined();
    expect(applyJobHref(12)).toBe('/careersapply?job=12');
  });
});
