// Test setup only: shims for browser APIs jsdom lacks (embla needs the observers and matchMedia).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { matchMedia, resetMedia, setScrollY } from './media';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? NoopObserver,
  IntersectionObserver: globalThis.IntersectionObserver ?? NoopObserver,
});
window.matchMedia = matchMedia;
window.scrollTo = (() => {}) as typeof window.scrollTo;

const dialogProto = HTMLDialogElement.prototype;
if (typeof dialogProto.showModal !== 'function') {
  dialogProto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogProto.show = dialogProto.showModal;
  dialogProto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  resetMedia();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  setScrollY(0);
});
