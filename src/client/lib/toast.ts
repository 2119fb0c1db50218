import { useSyncExternalStore } from 'react';

/** Spec: at most one toast at a time, closed after 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A link shown as a button in the toast (for example the daily reminder's "Open journal"). */
  /** `altText` tells screen-reader users another way to do it (Radix announces it). */
  action?: { label: string; href: string; altText: string };
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Closes a toast (it animates out), then removes it. Without an id, closes all. */
export function dismissToast(id?: number): void {
  emit(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

export function removeToast(id: number): void {
  emit(toasts.filter((item) => item.id !== id));
}

/** Shows a toast; a new one replaces the one on screen. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toasts on screen (or closing), newest first. */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function useToast(): {
  toasts: readonly ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const current = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
