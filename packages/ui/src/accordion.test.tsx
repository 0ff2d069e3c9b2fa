import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionProps } from './accordion';
import { HOVER_DEVICE_QUERY } from './hooks';
import { setMatchingMedia } from './test/media';

const ITEMS = [
  { id: 'forceps', title: 'Fenestrated Forceps', content: 'Jaw length 18mm' },
  { id: 'dissector', title: 'Maryland Dissector', content: 'Shaft diameter 8mm' },
  { id: 'scissors', title: 'Potts Scissors', content: 'Shaft length 25, 36, 45 cm' },
];

const renderAccordion = (props: Partial<AccordionProps> = {}) =>
  render(<Accordion items={ITEMS} {...props} />);
const trigger = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => trigger(name).getAttribute('aria-expanded') === 'true';
const pointerClick = (el: HTMLElement) => fireEvent.click(el, { detail: 1 });

describe('Accordion', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wires each button to a labelled region panel', () => {
    renderAccordion({ defaultOpenId: 'forceps' });
    const button = trigger('Fenestrated Forceps');
    const panel = screen.getByRole('region', { name: 'Fenestrated Forceps' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Jaw length 18mm');
    expect(screen.getByRole('heading', { level: 3, name: 'Fenestrated Forceps' })).toBeTruthy();
  });

  it('toggles an item on click', async () => {
    const user = userEvent.setup();
    renderAccordion();
    expect(isOpen('Fenestrated Forceps')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(trigger('Fenestrated Forceps'));
    expect(isOpen('Fenestrated Forceps')).toBe(true);
    expect(screen.getByRole('region', { name: 'Fenestrated Forceps' }).textContent).toBe('Jaw length 18mm');
    await user.click(trigger('Fenestrated Forceps'));
    expect(isOpen('Fenestrated Forceps')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps only one item open at a time', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(trigger('Fenestrated Forceps'));
    await user.click(trigger('Potts Scissors'));
    expect(isOpen('Potts Scissors')).toBe(true);
    expect(isOpen('Fenestrated Forceps')).toBe(false);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(isOpen('Fenestrated Forceps')).toBe(true);
    await user.tab();
    await user.keyboard(' ');
    expect(isOpen('Maryland Dissector')).toBe(true);
    expect(isOpen('Fenestrated Forceps')).toBe(false);
  });

  describe('on hover-capable devices', () => {
    it('opens on hover and closes 140 ms after the pointer leaves (not at 139 ms)', () => {
      vi.useFakeTimers();
      setMatchingMedia([HOVER_DEVICE_QUERY]);
      renderAccordion();
      fireEvent.mouseEnter(trigger('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(true);
      fireEvent.mouseLeave(trigger('Maryland Dissector'));
      act(() => vi.advanceTimersByTime(139));
      expect(isOpen('Maryland Dissector')).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(isOpen('Maryland Dissector')).toBe(false);
    });

    it('cancels the pending close when the pointer comes back', () => {
      vi.useFakeTimers();
      setMatchingMedia([HOVER_DEVICE_QUERY]);
      renderAccordion();
      fireEvent.mouseEnter(trigger('Maryland Dissector'));
      fireEvent.mouseLeave(trigger('Maryland Dissector'));
      act(() => vi.advanceTimersByTime(100));
      fireEvent.mouseEnter(trigger('Maryland Dissector'));
      act(() => vi.advanceTimersByTime(1000));
      expect(isOpen('Maryland Dissector')).toBe(true);
    });

    it('moves the open item with the pointer, one at a time', () => {
      vi.useFakeTimers();
      setMatchingMedia([HOVER_DEVICE_QUERY]);
      renderAccordion();
      fireEvent.mouseEnter(trigger('Fenestrated Forceps'));
      fireEvent.mouseLeave(trigger('Fenestrated Forceps'));
      fireEvent.mouseEnter(trigger('Potts Scissors'));
      expect(isOpen('Potts Scissors')).toBe(true);
      expect(isOpen('Fenestrated Forceps')).toBe(false);
      act(() => vi.advanceTimersByTime(140));
      expect(isOpen('Potts Scissors')).toBe(true);
    });

    it('ignores pointer clicks with disableClickOnHover, but the keyboard still works', async () => {
      setMatchingMedia([HOVER_DEVICE_QUERY]);
      renderAccordion({ disableClickOnHover: true });
      pointerClick(trigger('Potts Scissors'));
      expect(isOpen('Potts Scissors')).toBe(false);
      const user = userEvent.setup();
      trigger('Potts Scissors').focus();
      await user.keyboard('{Enter}');
      expect(isOpen('Potts Scissors')).toBe(true);
    });

    it("ignores hover in hoverMode 'never'", () => {
      setMatchingMedia([HOVER_DEVICE_QUERY]);
      renderAccordion({ hoverMode: 'never' });
      fireEvent.mouseEnter(trigger('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(false);
    });
  });

  describe('on touch devices', () => {
    it('does not open on hover and lets clicks toggle even with disableClickOnHover', () => {
      renderAccordion({ disableClickOnHover: true });
      fireEvent.mouseEnter(trigger('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(false);
      pointerClick(trigger('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(true);
      pointerClick(trigger('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(false);
    });
  });
});
