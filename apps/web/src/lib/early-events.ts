// The script every prerendered page runs before first paint (built from this module and inlined by the prerender,
// allowed by its CSP hash; `early-events.inline.ts` starts it). Modelled on Angular's event replay: one listener per
// event type at the document, in the capture phase, holds what a visitor does on markup whose code has not
// hydrated yet, marks that part wanted (`data-wanted`, which `deferred.tsx` reads to load its code at once), and
// replays the events once the part has hydrated (`data-ready`) or the page has (`data-hydrated`).

/** A held click, submit or typed value, with the time the visitor made it. */
interface Held {
  target: Element;
  type: string;
  time: number;
  /** The pressed control, marked busy until the replay (taps and submits only). */
  mark?: Element;
  submitter?: HTMLElement | null;
  /** A field's latest value, which the replay puts back over the state hydration rendered. */
  value?: string;
}

const CAPTURE = { capture: true } as const;
const HELD_TYPES = ["click", "submit", "input", "change"] as const;
const INTENT_TYPES = ["pointerdown", "touchstart", "focusin", "mouseover"] as const;

/** Replays one held event on its element, now that React listens there. */
function replayOne({ target, type, submitter, value, time }: Held): void {
  if (type === "click") {
    // Radix tabs and menus act on pointer or mouse down, buttons on click: the whole press is replayed, each event
    // with the time the visitor pressed (a handler that times from the tap reads `event.timeStamp`).
    for (const name of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"]) {
      const Press = name[0] === "p" ? PointerEvent : MouseEvent;
      const press = new Press(name, {
        bubbles: true,
        cancelable: true,
        composed: true,
        button: 0,
        view: window,
      });
      Object.defineProperty(press, "timeStamp", { value: time });
      target.dispatchEvent(press);
    }
  } else if (type === "submit") {
    (target as HTMLFormElement).requestSubmit(submitter);
  } else {
    // React notes a field's last known value through the element's own setter: move that note off the typed value,
    // set the value underneath it, and the event is a change React hands to the component.
    const field = target as HTMLInputElement;
    field.value = value ? "" : " ";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  }
}

export function bootEarlyEvents(): void {
  const doc = document;
  const root = doc.documentElement;
  const held: Held[] = [];
  // zod probes `new Function` to pick its fast parser; the CSP (no 'unsafe-eval') refuses it and reports a
  // violation. zod reads this global config, so the probe never runs.
  (window as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

  // The part whose code a target waits for (the root for the page itself), or null when React already owns it.
  const pendingPart = (target: EventTarget | null): Element | null => {
    if (!(target instanceof Element)) return null;
    const part = target.closest("[data-deferred]");
    if (part && !part.hasAttribute("data-ready")) return part;
    return root.hasAttribute("data-hydrated") || !target.closest("#root") ? null : root;
  };
  // Asks for a part's code: `deferred.tsx` loads a part marked wanted at once.
  const want = (part: Element | null) => {
    if (part && part !== root && !part.hasAttribute("data-wanted")) part.setAttribute("data-wanted", "");
  };

  // Intent: the part's code is asked for before the tap or keystroke completes.
  const hover = matchMedia("(hover: hover)").matches;
  const onIntent = (event: Event) => {
    if (event.type !== "mouseover" || hover) want(pendingPart(event.target));
  };

  // Clicks (the keyboard's Enter and Space on a button arrive as clicks too) and submits wait for the code, unless
  // the element does its job without it: links navigate and text fields take focus natively. Typing stays in the
  // field and its value is noted for the replay.
  const onAction = (event: Event) => {
    const target = event.target as Element;
    const part = pendingPart(target);
    if (part === null) return;
    const { type } = event;
    if (type === "input" || type === "change") {
      const value = (target as HTMLInputElement).value;
      const field = held.find((entry) => entry.target === target && !entry.mark);
      if (field) field.value = value;
      else held.push({ target, type, time: event.timeStamp, value });
    } else {
      if (
        type === "click" &&
        target.closest("a[href],textarea,select,input:not([type=checkbox]):not([type=radio])")
      ) {
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      const mark = type === "click" ? (target.closest("button,[role],label,input") ?? target) : target;
      // Heard: a pressed/busy look until the answer (styled by `[data-early]`).
      mark.setAttribute("data-early", "");
      mark.setAttribute("aria-busy", "true");
      held.push({ target, type, time: event.timeStamp, mark, submitter: (event as SubmitEvent).submitter });
    }
    want(part);
  };

  for (const type of INTENT_TYPES) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  for (const type of HELD_TYPES) doc.addEventListener(type, onAction, CAPTURE);

  // Replays what was held on the parts that have hydrated, in the order the visitor acted. It runs in the microtask
  // after the commit that marked them, before the browser paints: a re-render of the part's own state (the
  // calculator reads its defaults back after hydrating) never reaches the screen over a typed value.
  const replay = () => {
    for (const entry of held.slice()) {
      const connected = entry.target.isConnected;
      if (connected && pendingPart(entry.target) !== null) continue;
      held.splice(held.indexOf(entry), 1);
      entry.mark?.removeAttribute("data-early");
      entry.mark?.removeAttribute("aria-busy");
      if (connected) replayOne(entry);
    }
    // Once the page and every part on it have hydrated, React hears everything itself: the script steps aside.
    if (
      held.length === 0 &&
      root.hasAttribute("data-hydrated") &&
      !doc.querySelector("[data-deferred]:not([data-ready])")
    ) {
      observer.disconnect();
      for (const type of HELD_TYPES) doc.removeEventListener(type, onAction, CAPTURE);
      for (const type of INTENT_TYPES) doc.removeEventListener(type, onIntent, CAPTURE);
    }
  };
  const observer = new MutationObserver(replay);
  observer.observe(root, { subtree: true, attributeFilter: ["data-ready", "data-hydrated"] });
}
