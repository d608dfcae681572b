// How long a page blocks a slowed phone's main thread in its first seconds, measured over a bare DevTools connection
// (`pnpm bench:web`). Playwright and Lighthouse turn on DevTools' Runtime domain, and with it on Chromium spends time
// a visitor's browser does not: on / at 4x CPU, the task that starts React DOM took 101-197 ms with Runtime on and
// under 50 ms without it (4 loads each, 2026-11-30). This connection only emulates the phone, loads the page and
// reads what the page's own long-task observer saw.
import { launch } from "chrome-launcher";
import type { NetworkConditions } from "../e2e/slow-phone.ts";

export interface BlockingTime {
  /** Total blocking time: the sum over long tasks (over 50 ms) of their time beyond 50 ms. */
  total: number;
  longest: number;
}

interface Answer {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** One DevTools connection: commands in, answers matched by id; events (the Page domain's) are ignored. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  socket.addEventListener("message", (message) => {
    const answer = JSON.parse(String(message.data)) as Answer;
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer);
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, ({ result, error }) =>
        error ? reject(new Error(`${method}: ${error.message}`)) : resolve(result ?? {}),
      );
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });
  return { send, close: () => socket.close() };
}

/** Runs in the page before its own scripts: keeps every long task's start and duration. */
const OBSERVER = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });`;

/**
 * Loads `url` once in a fresh Chromium as a phone (412 x 915 CSS pixels at 2.625 device pixels each, touch, the CPU
 * slowed `cpuRate` times, the network emulated as `network` or, without it, as fast as loopback) and sums the long
 * tasks that start in its first `windowMs`.
 */
export async function blockingTime(
  url: string,
  {
    chromePath,
    cpuRate,
    windowMs,
    network,
  }: { chromePath: string; cpuRate: number; windowMs: number; network?: NetworkConditions },
): Promise<BlockingTime> {
  const chrome = await launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    const browser = await connect(version.webSocketDebuggerUrl);
    try {
      const { targetId } = await browser.send("Target.createTarget", { url: "about:blank" });
      const { sessionId } = await browser.send("Target.attachToTarget", { targetId, flatten: true });
      const page = (method: string, params: object = {}) => browser.send(method, params, String(sessionId));
      await page("Emulation.setDeviceMetricsOverride", {
        width: 412,
        height: 915,
        deviceScaleFactor: 2.625,
        mobile: true,
      });
      await page("Emulation.setTouchEmulationEnabled", { enabled: true });
      await page("Emulation.setCPUThrottlingRate", { rate: cpuRate });
      // Applied by the browser's network service: it needs no Network domain switched on in the page.
      if (network) await page("Network.emulateNetworkConditions", network);
      // The Page domain runs the observer in the new document (it costs the page nothing measurable; Runtime did).
      await page("Page.enable");
      await page("Page.addScriptToEvaluateOnNewDocument", { source: OBSERVER });
      await page("Page.navigate", { url });
      // Runtime.evaluate answers without the Runtime domain on. The page's own clock ends the window.
      const evaluate = async (expression: string) =>
        ((await page("Runtime.evaluate", { expression, returnByValue: true })).result as { value: unknown })
          .value;
      const giveUp = Date.now() + windowMs + 60_000;
      while (!((await evaluate(`performance.now() >= ${windowMs} && "__longTasks" in window`)) as boolean)) {
        if (Date.now() > giveUp) throw new Error(`${url}: the page's clock did not reach ${windowMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const tasks = (await evaluate("window.__longTasks")) as Array<[number, number]>;
      const durations = tasks.filter(([start]) => start < windowMs).map(([, duration]) => duration);
      return {
        total: Math.round(durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
        longest: Math.round(Math.max(0, ...durations)),
      };
    } finally {
      browser.close();
    }
  } finally {
    chrome.kill();
  }
}
