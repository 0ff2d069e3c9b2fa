import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import CareersApplyPage, { applyBannerTitle } from './careers-apply-page';

describe('careers apply banner', () => {
  it('names the job', () => {
    expect(applyBannerTitle({ title: 'Design Engineer' })).toBe('Apply — Design Engineer');
  });
  it('falls back to a general application', () => {
    expect(applyBannerTitle(null)).toBe('Apply — (General application)');
  });
  it('reads the job from navigation state', () => {
    renderWithProviders(<CareersApplyPage />, {
      route: { pathname: '/careersapply', state: { job: { id: 4, title: 'Software Engineer' } } },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Apply — Software Engineer');
  });
  it('shows the general banner without state', () => {
    renderWithProviders(<CareersApplyPage />, { route: '/careersapply' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Apply — (General application)');
  });
});
