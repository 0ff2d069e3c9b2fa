import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { id: 'board', label: 'Board of Directors' },
  { id: 'advisors', label: 'Scientific Advisors' },
  { id: 'alumni', label: 'Alumni' },
];

function Harness({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('board');
  return (
    <Tabs
      tabs={TABS}
      value={value}
      label="Team"
      onChange={(id) => {
        onChange?.(id);
        setValue(id);
      }}
      renderPanel={(id) => <p>Panel for {id}</p>}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs structure with a roving tabindex', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Team' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('Board of Directors').getAttribute('tabindex')).toBe('0');
    expect(tab('Scientific Advisors').getAttribute('tabindex')).toBe('-1');
    const panel = screen.getByRole('tabpanel', { name: 'Board of Directors' });
    expect(panel.textContent).toBe('Panel for board');
    expect(tab('Board of Directors').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Scientific Advisors'));
    expect(selectedTab()).toBe(tab('Scientific Advisors'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel for advisors');
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Board of Directors'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Scientific Advisors'));
    expect(selectedTab()).toBe(tab('Scientific Advisors'));

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toBe(tab('Board of Directors'));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Alumni'));
    expect(selectedTab()).toBe(tab('Alumni'));
    expect(onChange).toHaveBeenLastCalledWith('alumni');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Alumni'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Board of Directors'));
    expect(selectedTab()).toBe(tab('Board of Directors'));
  });

  it('leaves the tab list with Tab and lands on the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('renders children as the panel content when no renderPanel is given', () => {
    render(
      <Tabs tabs={TABS} value="advisors" onChange={() => {}}>
        <p>Advisor cards</p>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Scientific Advisors' }).textContent).toBe('Advisor cards');
  });

  describe('as links (hrefOf)', () => {
    const hrefOf = (id: string) => `/about?team=${id}#ourteam`;

    it('is a plain list of links on the server: every tab reachable, the selected one current', () => {
      const html = renderToString(<Tabs tabs={TABS} value="advisors" onChange={() => {}} hrefOf={hrefOf} />);
      document.body.innerHTML = html;
      expect(screen.queryByRole('tablist')).toBeNull();
      const links = screen.getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        '/about?team=board#ourteam',
        '/about?team=advisors#ourteam',
        '/about?team=alumni#ourteam',
      ]);
      expect(links.map((a) => a.getAttribute('tabindex'))).toEqual([null, null, null]);
      expect(screen.getByRole('link', { current: true }).textContent).toBe('Scientific Advisors');
    });

    it('becomes a tab list once the app runs, switching in place and keeping the addresses', () => {
      const onChange = vi.fn();
      render(<Tabs tabs={TABS} value="board" onChange={onChange} hrefOf={hrefOf} label="Team" />);
      expect(screen.getByRole('tablist', { name: 'Team' })).toBeTruthy();
      expect(tab('Alumni').getAttribute('href')).toBe('/about?team=alumni#ourteam');
      expect(tab('Alumni').getAttribute('tabindex')).toBe('-1');
      const click = fireEvent.click(tab('Alumni'));
      expect(click).toBe(false); // default prevented: no page load
      expect(onChange).toHaveBeenCalledWith('alumni');
    });

    it('leaves a modified click (new tab) to the browser', () => {
      const onChange = vi.fn();
      render(<Tabs tabs={TABS} value="board" onChange={onChange} hrefOf={hrefOf} />);
      expect(fireEvent.click(tab('Alumni'), { ctrlKey: true })).toBe(true);
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
