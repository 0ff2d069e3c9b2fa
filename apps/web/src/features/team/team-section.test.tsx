import { TEAM_GROUP_IDS } from '@manovo/api/domain';
import { TEAM_GROUPS } from '@manovo/content/about';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from '../../lib/router';
import { TeamSection } from './team-section';

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <TeamSection />
      <Address />
    </MemoryRouter>,
  );

describe('About team tabs', () => {
  it('understands the same ?team= values the server does', () => {
    expect(TEAM_GROUPS.map((g) => g.id)).toEqual([...TEAM_GROUP_IDS]);
  });

  it('opens the tab the address names, each tab a link to its address', () => {
    renderAt('/about?team=advisors');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Scientific Advisors');
    expect(screen.getByRole('link', { name: /Prof\. Meera Iyer/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Arjun Menon/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Board of Directors' }).getAttribute('href')).toBe(
      '/about#ourteam',
    );
    expect(screen.getByRole('tab', { name: 'Scientific Advisors' }).getAttribute('href')).toBe(
      '/about?team=advisors#ourteam',
    );
  });

  it('switches in place once the app runs, keeping the address in step', () => {
    renderAt('/about');
    const notPrevented = fireEvent.click(screen.getByRole('tab', { name: 'Scientific Advisors' }));
    expect(notPrevented).toBe(false);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Scientific Advisors');
    expect(screen.getByRole('status').textContent).toBe('/about?team=advisors#ourteam');
  });

  it("makes each card a link to the member's address, which opens that profile", () => {
    renderAt('/about?team=advisors&member=meera-iyer');
    expect(screen.getByRole('heading', { level: 3, name: 'Prof. Meera Iyer' })).toBeTruthy();
    const card = screen.getAllByRole('link').find((a) => a.classList.contains('team-card'));
    expect(card?.getAttribute('href')).toMatch(/^\/about\?team=advisors&member=[a-z-]+#ourteam$/);
  });

  it('opens the profile in place on a plain click, and leaves a modified click to the browser', () => {
    renderAt('/about');
    const card = screen.getByRole('link', { name: /Kavya Rao/ });
    expect(card.getAttribute('href')).toBe('/about?member=kavya-rao#ourteam');
    expect(fireEvent.click(card, { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('heading', { level: 3, name: /Kavya Rao/ })).toBeNull();
    expect(fireEvent.click(card)).toBe(false);
    expect(screen.getByRole('heading', { level: 3, name: /Kavya Rao/ })).toBeTruthy();
  });
});
