import { setFlagsFromString } from "node:v8";

// Turns off V8's garbage collection of WebAssembly code for the life of the process. The server's entry, the command
// entries and the API's test setup import it before anything compiles WebAssembly (PGlite is PostgreSQL compiled to
// WebAssembly; Node's fetch parses HTTP with WebAssembly too).
//
// The V8 of Node 24 (13.6; Node 24.21.0 is pinned here) can free a wasm-to-JS import wrapper twice when a code
// collection races the wrapper's tier-up (reported as nodejs/node#66366). The process then aborts on a native check,
// which nothing can catch:
//
//   # Fatal error in , line 0
//   # Check failed: jit_page_->allocations_.erase(addr) == 1.
//   v8::internal::ThreadIsolation::UnregisterWasmAllocation
//
// It killed the API's test process once in a fresh-clone run of `bash .ci/run` (26 November, while the on-disk
// database's tests opened and closed PGlite threads). The server runs the same WebAssembly and gets the same
// protection. Without code collection, the code of a closed PGlite stays in memory: a server compiles PGlite once,
// so that costs it nothing, and a test process keeps a few hundred kilobytes per instance it closes (V8's trace
// counted 434 432 bytes of dead code after a few). V8 reads the flag each time code may have died, so setting it at
// run time takes effect; `wasm-code-gc.test.ts` checks that on the Node that runs the tests. Remove the module once
// the pinned Node has V8's fix.
setFlagsFromString("--no-wasm-code-gc");
