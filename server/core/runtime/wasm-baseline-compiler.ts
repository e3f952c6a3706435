import v8 from 'node:v8';

/**
 * The embedded database is PostgreSQL compiled to WebAssembly. On Node 24, V8 tiers its hot
 * functions up to TurboFan, and those compilations took ~580 MB of zone memory at their peak,
 * which glibc keeps as resident memory: the idle server measured 778 MB (high-water 967 MB)
 * instead of 396 MB, past the drop-day budget of 400 MB under load. With the baseline compiler
 * only (Liftoff), the same queries took the same CPU time in steady state (9,000 queries after
 * 9,000 of warm-up: 7.5–7.9 s with tier-up, 6.9–9.2 s without, side by side), since a query's cost is mostly the
 * JavaScript around the WebAssembly call.
 *
 * Set at run time, `--liftoff-only` alone does nothing: V8 derives the tiering flags it implies
 * only when it starts, so they are named here too. Call before the module is compiled.
 */
export function compileWasmWithBaselineOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
}
