// /timeline and the news tell some events twice (issue #24): where a milestone names the news post of
// its event, the post (the demo seed's, which a fresh site shows) must carry the milestone's day.
import { DEMO_BROADCASTS } from '@manovo/db/seed/demo-content';
import { describe, expect, it } from 'vitest';
import { TIMELINE } from './static-pages';

const day = (d: Date) => d.toISOString().slice(0, 10);

describe('timeline and news', () => {
  const told = TIMELINE.filter((m) => m.news);

  it('names at least the investment, which a news post announces', () => {
    expect(told.map((m) => m.title)).toContain('Investment');
  });

  it.each(told)('$title: the news post has the milestone’s day, in its year', (milestone) => {
    const { title, date } = milestone.news!;
    expect(date.startsWith(`${milestone.year}-`), `${date} is not in ${milestone.year}`).toBe(true);
    const post = DEMO_BROADCASTS.find((b) => b.kind === 'news' && b.title === title);
    expect(post, `no news post titled “${title}”`).toBeDefined();
    expect(post!.postedAt, 'the post is dated').toBeInstanceOf(Date);
    expect(day(post!.postedAt!)).toBe(date);
  });

  it('lists the milestones in order, one per year', () => {
    const years = TIMELINE.map((m) => Number(m.year));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(years).size).toBe(years.length);
  });
});
