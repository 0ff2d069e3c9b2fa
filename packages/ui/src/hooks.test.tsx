import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMediaQuery, usePrefersReducedMotion, useWindowWidth } from './hooks';
import { setMatchingMedia, setViewportWidth } from './test/media';

describe('hooks', () => {
  it('useMediaQuery follows changes of the query', () => {
    const { result } = renderHook(() => useMediaQuery('(max-width: 768px)'));
    expect(result.current).toBe(false);
    act(() => setMatchingMedia(['(max-width: 768px)']));
    expect(result.current).toBe(true);
    act(() => setMatchingMedia([]));
    expect(result.current).toBe(false);
  });

  it('usePrefersReducedMotion reads prefers-reduced-motion', () => {
    setMatchingMedia(['(prefers-reduced-motion: reduce)']);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
  });

  it('useWindowWidth updates on resize', () => {
    setViewportWidth(900);
    const { result } = renderHook(() => useWindowWidth());
    expect(result.current).toBe(900);
    act(() => setViewportWidth(600));
    expect(result.current).toBe(600);
  });
});
