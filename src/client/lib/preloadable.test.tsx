// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

const inSuspense = (node: ReactNode) => (
  <Boundary>
    <Suspense fallback={<p>Loading</p>}>{node}</Suspense>
  </Boundary>
);

describe('preloadable', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Lazy = preloadable(load, (m) => m.Greeting);
    await Lazy.preload();
    render(inSuspense(<Lazy name="Jo" />));
    // No await: the first commit already holds the page.
    expect(screen.getByText('Hello, Jo')).not.toBeNull();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when its code is not here yet, and loads it once', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Lazy = preloadable(load, (m) => m.Greeting);
    render(inSuspense(<Lazy name="Sam" />));
    expect(screen.getByText('Loading')).not.toBeNull();
    expect(await screen.findByText('Hello, Sam')).not.toBeNull();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load instead of keeping the failure', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error('offline');
      return { Greeting };
    });
    const Lazy = preloadable(load, (m) => m.Greeting);
    const { unmount } = render(inSuspense(<Lazy name="Ana" />));
    expect(await screen.findByText('Failed: offline')).not.toBeNull();
    const failedLoads = load.mock.calls.length;
    unmount();
    online = true;
    render(inSuspense(<Lazy name="Ana" />));
    expect(await screen.findByText('Hello, Ana')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });
});
