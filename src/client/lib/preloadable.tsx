import { lazy, type ComponentType } from 'react';

/** A lazily loaded component whose code can be asked for ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/**
 * Like `React.lazy`, but once the code is here the component renders at once. `React.lazy`
 * suspends on its first render even when the module has arrived (`import()` answers on a later
 * microtask), and React 19 then holds back the suspended content for up to 300 ms after its
 * fallback showed: on a signed-in start that was the shell and then the dashboard, each fetched
 * ahead (docs/decisions/0030-first-paint.md, fourth round). A failed load is forgotten (React.lazy
 * would keep its error), so the next render after it, or the next preload, asks again.
 */
export function preloadable<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const lazyOnce = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = lazyOnce();
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = undefined;
        Lazy = lazyOnce();
        throw error;
      },
    ));
  function PreloadableComponent(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
