// The phone issue 48's promises are measured on: the quick-visitor tests (`fixtures.ts`) and the landing's blocking
// time (`bench/blocking-time.ts`) both emulate it, through DevTools, with these figures.

/** A phone's CPU: this many times slower than the machine running the tests. */
export const SLOW_PHONE_CPU_RATE = 4;

/** What DevTools' `Network.emulateNetworkConditions` takes: latency in ms, throughputs in bytes per second. */
export interface NetworkConditions {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Slow 4G: 150 ms latency, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G: NetworkConditions = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
