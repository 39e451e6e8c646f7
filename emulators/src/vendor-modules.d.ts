// The emulators ship no type definitions; these cover only what the local stack calls.
declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Its object store, and the same on each request's context: replaceable before run(). */
    store: object;
    context: { store: object };
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
