import { createHook } from "node:async_hooks";

// Keeps `process.nextTick` on V8's fast path for the life of the process. The server's entry imports it first, and
// tsup builds it as its own file so that it runs before the app's chunks are evaluated.
//
// Node 24 builds every tick as an object literal whose first three keys are computed symbols
// (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, [async_context_frame]: …, callback, args }`). V8 caches each
// computed key's store with the object's hidden class ("map") at that point, and that cache has no polymorphic
// state: the first time it sees another map, it turns megamorphic for good, and every later key of every tick is
// defined through the runtime (`Runtime_DefineKeyedOwnPropertyInLiteral`).
//
// The maps of a tick are only held by ticks in flight. A full garbage collection that runs while no tick is queued
// drops them (the API's start-up, with PGlite, the migrations and the prerendered pages, caused one in every start
// measured); the next tick builds new ones, the cache sees a second map, and from then on `process.nextTick` costs
// about 380 ns a call instead of 60-90. A request makes several ticks: `GET /v1/health` went from 57 034 to
// 67 680 req/s with this module, at the default log level (README, "Performance (API)").
//
// Holding one tick object keeps its maps, and the cache stays monomorphic. The object is caught with an async hook
// that is enabled for one `nextTick` call and disabled at once; no hook stays installed. `tick-object-shape.test.ts`
// checks both halves on the running Node: without it a full collection turns the cache megamorphic, with it not.

/** The tick object held for the life of the process. */
let kept: object | undefined;

/** Holds one tick object for the life of the process (once; later calls do nothing). */
function keepTickObjectShape(): void {
  if (kept !== undefined) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") kept ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
}

keepTickObjectShape();
