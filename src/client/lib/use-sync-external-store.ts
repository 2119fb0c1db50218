// wouter imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook itself.
// vite.config.ts points the shim's path here so the shim's code stays out of the first load.
export { useSyncExternalStore } from 'react';
