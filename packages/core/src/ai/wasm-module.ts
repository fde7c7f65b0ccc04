/**
 * Compiling and instantiating the AI's WebAssembly modules (the Othello search's, the Gomoku
 * board's), shipped as base64 text. Where WebAssembly is missing or refused (a
 * Content-Security-Policy without 'wasm-unsafe-eval', or an older Chrome's 4 KB limit on
 * compiling in a page's main thread; workers have none), each gives null, and the JavaScript
 * code serves.
 */
import { fromBase64 } from './base64.ts';

// The little of the WebAssembly API used here: the engines' lib declares none of it.
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

/** The module whose bytes `base64` holds, or null where it does not compile. */
export function compileModule(base64: string): object | null {
  if (api === undefined) return null;
  try {
    return new api.Module(fromBase64(base64));
  } catch {
    return null;
  }
}

/** The exports of a new instance of `module` with `imports`, or null where it cannot be made. */
export function instantiate(module: object, imports: object): unknown {
  try {
    return new api!.Instance(module, imports).exports;
  } catch {
    return null; // out of memory for one more instance, say
  }
}
