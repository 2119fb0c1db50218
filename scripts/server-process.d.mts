import type { ChildProcess, SpawnOptions } from 'node:child_process';
export declare const SERVER_NODE_FLAGS: string[];
export declare function spawnServer(options?: SpawnOptions): ChildProcess;
export declare function waitUntilAnswering(url: string, timeoutMs?: number): Promise<void>;
