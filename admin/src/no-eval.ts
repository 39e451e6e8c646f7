/**
 * The console's Content-Security-Policy allows no eval. zod compiles a faster parser with
 * `new Function` and probes for that as each object schema is made; the browser reports the
 * probe as a policy violation although zod then parses without it. This is zod's own
 * `z.config({ jitless: true })`, written to the global zod reads its settings from, because
 * the schemas are made (in @club/model) as soon as zod is loaded.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
