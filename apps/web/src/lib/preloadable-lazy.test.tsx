import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
}

describe('preloadableLazy', () => {
  it('draws a preloaded component in its first render, without suspending', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = preloadableLazy(load);
    await LazyGreeting.preload();
    renderInSuspense(<LazyGreeting name="Maya" />);
    expect(screen.getByText('Hello Maya')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends when not preloaded, then draws it, loading the module once', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = preloadableLazy(load);
    renderInSuspense(<LazyGreeting name="Ana" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    void LazyGreeting.preload();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells whether it has loaded, and tries a failed load again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const LazyGreeting = preloadableLazy(load);
    expect(LazyGreeting.isLoaded()).toBe(false);
    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
    expect(LazyGreeting.isLoaded()).toBe(false);
    await LazyGreeting.preload();
    expect(LazyGreeting.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
