import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionProps } from './accordion';
import { HOVER_DEVICE_QUERY } from './hooks';
import { withFakeClock } from './test/clock';
import { setMatchingMedia } from './test/media';

const ITEMS = [
  { id: 'forceps', title: 'Fenestrated Forceps', content: 'Jaw length 18mm' },
  { id: 'dissector', title: 'Maryland Dissector', content: 'Shaft diameter 8mm' },
  { id: 'scissors', title: 'Potts Scissors', content: 'Shaft length 25, 36, 45 cm' },
];

const renderAccordion = (props: Partial<AccordionProps> = {}) =>
  render(<Accordion items={ITEMS} {...props} />);
// A <summary> (jsdom's role tables give it none; browsers expose it as a disclosure button).
const trigger = (name: string) => {
  const found = [...document.querySelectorAll('summary')].find((el) => el.textContent === name);
  if (!found) throw new Error(`no summary "${name}"`);
  return found;
};
// The browser's click for Enter or Space on a focused summary: detail 0.
const keyboardClick = (el: HTMLElement) => fireEvent.click(el, { detail: 0 });
// The pointer enters and leaves the whole item (a real pointer over its summary is over the item too;
// mouseenter does not bubble, so the test fires it where the browser would).
const item = (name: string) => trigger(name).closest('details') as HTMLDetailsElement;
const isOpen = (name: string) => trigger(name).closest('details')?.open === true;
const openPanels = () => document.querySelectorAll('details[open] > [role="region"]');
const pointerClick = (el: HTMLElement) => fireEvent.click(el, { detail: 1 });

describe('Accordion', () => {
  afterEach(() => {
    // Server-rendered markup put in by hand is not React Testing Library's to clean up.
    document.body.innerHTML = '';
  });

  it('is a <details> per item, its summary the heading and its panel a labelled region', () => {
    renderAccordion({ defaultOpenId: 'forceps' });
    const summary = trigger('Fenestrated Forceps');
    expect(summary.tagName).toBe('SUMMARY');
    const panel = screen.getByRole('region', { name: 'Fenestrated Forceps' });
    expect(panel.textContent).toBe('Jaw length 18mm');
    expect(panel.parentElement).toBe(summary.parentElement);
    expect(screen.getByRole('heading', { level: 3, name: 'Fenestrated Forceps' })).toBeTruthy();
    // One name for the group: the browser keeps one item open even before the app runs.
    const names = [...document.querySelectorAll('details')].map((d) => d.getAttribute('name'));
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toBeTruthy();
  });

  it('opens from the server-rendered HTML without JavaScript: plain details, closed but one', () => {
    document.body.innerHTML = renderToString(<Accordion items={ITEMS} defaultOpenId="dissector" />);
    const details = [...document.querySelectorAll('details')];
    expect(details.map((d) => d.open)).toEqual([false, true, false]);
    expect(details.every((d) => d.querySelector(':scope > summary'))).toBe(true);
  });

  it('keeps an item the visitor opened before the app ran', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Accordion items={ITEMS} />);
    document.body.append(container);
    container.querySelectorAll('details')[2]!.open = true;
    render(<Accordion items={ITEMS} />, { container, hydrate: true });
    expect(isOpen('Potts Scissors')).toBe(true);
    expect(isOpen('Fenestrated Forceps')).toBe(false);
  });

  it('toggles an item on click', async () => {
    const user = userEvent.setup();
    renderAccordion();
    expect(isOpen('Fenestrated Forceps')).toBe(false);
    expect(openPanels()).toHaveLength(0);
    await user.click(trigger('Fenestrated Forceps'));
    expect(isOpen('Fenestrated Forceps')).toBe(true);
    expect(screen.getByRole('region', { name: 'Fenestrated Forceps' }).textContent).toBe('Jaw length 18mm');
    await user.click(trigger('Fenestrated Forceps'));
    expect(isOpen('Fenestrated Forceps')).toBe(false);
    expect(openPanels()).toHaveLength(0);
  });

  it('keeps only one item open at a time', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(trigger('Fenestrated Forceps'));
    await user.click(trigger('Potts Scissors'));
    expect(isOpen('Potts Scissors')).toBe(true);
    expect(isOpen('Fenestrated Forceps')).toBe(false);
    expect(openPanels()).toHaveLength(1);
  });

  it('opens and closes from the keyboard', () => {
    renderAccordion();
    keyboardClick(trigger('Fenestrated Forceps'));
    expect(isOpen('Fenestrated Forceps')).toBe(true);
    keyboardClick(trigger('Maryland Dissector'));
    expect(isOpen('Maryland Dissector')).toBe(true);
    expect(isOpen('Fenestrated Forceps')).toBe(false);
    keyboardClick(trigger('Maryland Dissector'));
    expect(isOpen('Maryland Dissector')).toBe(false);
  });

  describe('on hover-capable devices', () => {
    beforeEach(() => setMatchingMedia([HOVER_DEVICE_QUERY]));
    // The pointer passes over an item: in and out again.
    const passOver = (name: string) => {
      fireEvent.mouseEnter(item(name));
      fireEvent.mouseLeave(item(name));
    };

    describe('with the close delay on a fake clock', () => {
      withFakeClock();
      const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

      it('opens on hover and closes 140 ms after the pointer leaves (not at 139 ms)', () => {
        renderAccordion();
        fireEvent.mouseEnter(item('Maryland Dissector'));
        expect(isOpen('Maryland Dissector')).toBe(true);
        fireEvent.mouseLeave(item('Maryland Dissector'));
        elapse(139);
        expect(isOpen('Maryland Dissector')).toBe(true);
        elapse(1);
        expect(isOpen('Maryland Dissector')).toBe(false);
      });

      it('cancels the pending close when the pointer comes back', () => {
        renderAccordion();
        passOver('Maryland Dissector');
        elapse(100);
        fireEvent.mouseEnter(item('Maryland Dissector'));
        elapse(1000);
        expect(isOpen('Maryland Dissector')).toBe(true);
      });

      it('moves the open item with the pointer, one at a time', () => {
        renderAccordion();
        passOver('Fenestrated Forceps');
        fireEvent.mouseEnter(item('Potts Scissors'));
        expect(isOpen('Potts Scissors')).toBe(true);
        expect(isOpen('Fenestrated Forceps')).toBe(false);
        elapse(140);
        expect(isOpen('Potts Scissors')).toBe(true);
      });
    });

    it('keeps an item hover opened open when the pointer then clicks it; a second click closes it', () => {
      renderAccordion();
      fireEvent.mouseEnter(item('Maryland Dissector'));
      pointerClick(trigger('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(true);
      pointerClick(trigger('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(false);
    });

    it('ignores pointer clicks with disableClickOnHover, but the keyboard still works', () => {
      renderAccordion({ disableClickOnHover: true });
      pointerClick(trigger('Potts Scissors'));
      expect(isOpen('Potts Scissors')).toBe(false);
      keyboardClick(trigger('Potts Scissors'));
      expect(isOpen('Potts Scissors')).toBe(true);
    });

    it("ignores hover in hoverMode 'never'", () => {
      renderAccordion({ hoverMode: 'never' });
      fireEvent.mouseEnter(item('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(false);
    });
  });

  describe('on touch devices', () => {
    it('does not open on hover and lets clicks toggle even with disableClickOnHover', () => {
      renderAccordion({ disableClickOnHover: true });
      fireEvent.mouseEnter(item('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(false);
      pointerClick(trigger('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(true);
      pointerClick(trigger('Maryland Dissector'));
      expect(isOpen('Maryland Dissector')).toBe(false);
    });
  });
});
