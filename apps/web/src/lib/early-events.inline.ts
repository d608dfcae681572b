// The inline script of every prerendered page (built and inlined by the prerender): early events, then load timings.
import { bootEarlyEvents } from "./early-events";
import { bootLoadTimings } from "./load-timings";

bootEarlyEvents();
bootLoadTimings();
