import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

/** A server-rendered root with one button of each kind; `pressed` lists the clicks that reached them. */
function page() {
  document.body.innerHTML = `<div id="root">
    <button type="button" id="tab"><span>Internship</span></button>
    <button type="button" id="menu" popovertarget="m">Menu</button>
    <form><button type="submit" id="send">Send</button></form>
  </div>`;
  const pressed: string[] = [];
  const root = document.getElementById('root')!;
  const click = (id: string) => document.getElementById(id)!.click();
  const listen = () => root.addEventListener('click', (e) => pressed.push((e.target as Element).id));
  return { root, pressed, click, listen };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('clicks before the app runs', () => {
  it('clicks a plain button again, in order, once the page is hydrated', async () => {
    const { root, pressed, click, listen } = page();
    const release = holdEarlyClicks(root);
    document.querySelector('#tab span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    click('tab');
    release();
    listen(); // the app's handlers: attached by hydration
    await settle();
    expect(pressed).toEqual([]);
    document.documentElement.dataset.hydrated = '';
    await settle();
    expect(pressed).toEqual(['tab', 'tab']);
  });

  it('leaves alone what works natively (a submit, a popover button); keeps clicks until the page hydrated', async () => {
    const { root, pressed, click, listen } = page();
    document.querySelector('form')!.addEventListener('submit', (e) => e.preventDefault());
    const release = holdEarlyClicks(root);
    click('menu');
    click('send');
    release();
    // The app's script has run but the page has not hydrated yet (a lazy page's chunk on its way).
    click('tab');
    listen();
    document.documentElement.dataset.hydrated = '';
    await settle();
    expect(pressed).toEqual(['tab']);
    // Once hydrated, clicks are the app's alone: none is kept any more.
    click('tab');
    await settle();
    expect(pressed).toEqual(['tab', 'tab']);
  });

  it('skips a button React replaced while hydrating', async () => {
    const { root, pressed, click } = page();
    const release = holdEarlyClicks(root);
    click('tab');
    release();
    document
      .getElementById('tab')!
      .replaceWith(Object.assign(document.createElement('button'), { id: 'tab' }));
    root.addEventListener('click', (e) => pressed.push((e.target as Element).id));
    document.documentElement.dataset.hydrated = '';
    await settle();
    expect(pressed).toEqual([]);
  });
});
