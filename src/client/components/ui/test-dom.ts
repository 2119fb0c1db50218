/** Radix Switch measures itself inside a form; jsdom has no ResizeObserver. */
export function installResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
