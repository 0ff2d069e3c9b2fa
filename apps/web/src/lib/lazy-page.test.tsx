import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, PageLoadError } from './lazy-page';
import { PageLoadBoundary } from './page-load-boundary';

const Article = () => <h1>Instructions for use</h1>;

function show(Page: ReturnType<typeof lazyPage>, reload: () => void) {
  return render(
    <PageLoadBoundary reload={reload}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </PageLoadBoundary>,
  );
}

describe('a lazily loaded page', () => {
  it('renders once its code has loaded, on a client-side navigation', async () => {
    const Page = lazyPage(async () => ({ default: Article }));
    show(Page, vi.fn());
    expect(await screen.findByRole('heading', { name: 'Instructions for use' })).toBeTruthy();
  });

  it('whose code fails to load has the address loaded again from the server, and tries the code again next time', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Article }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Article });
    const Page = lazyPage(load);
    const reload = vi.fn();
    const first = show(Page, reload);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Loading')).toBeNull();
    first.unmount();

    // The failure is not kept: the next render (another navigation to it) loads the page.
    show(Page, reload);
    expect(await screen.findByRole('heading', { name: 'Instructions for use' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('preloads to a rejection a caller can see (main.tsx then leaves the server-rendered page as it is)', async () => {
    const Page = lazyPage(() => Promise.reject(new TypeError('offline')));
    await expect(Page.preload()).rejects.toBeInstanceOf(PageLoadError);
  });

  it('leaves errors other than a failed load to the boundaries above it', async () => {
    const Broken = () => {
      throw new Error('a bug in the page');
    };
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <PageLoadBoundary reload={reload}>
          <Broken />
        </PageLoadBoundary>,
      ),
    ).toThrow('a bug in the page');
    expect(reload).not.toHaveBeenCalled();
  });
});
