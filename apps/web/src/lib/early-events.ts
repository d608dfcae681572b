// Runs before first paint in every prerendered page (`early-events.inline.ts`). As Angular's event replay does, one
// capture listener per event type at the document holds what a visitor does on markup not hydrated yet, marks that
// part wanted (`data-wanted`: `deferred.tsx` loads its code at once), and replays it once the part has hydrated
// (`data-ready`) or the page has (`data-hydrated`).

/** A held click, submit or typed value, with the time the visitor made it. */
interface Held {
  target: Element;
  type: string;
  time: number;
  mark?: Element; // The pressed control, busy until the replay (taps and submits).
  submitter?: HTMLElement | null;
  value?: string; // A field's latest value, put back over the state hydration rendered.
}

const CAPTURE = { capture: true } as const;
const PRESS = { bubbles: true, cancelable: true, composed: true, button: 0 } as const;
const HELD_TYPES = ["click", "submit", "input", "change"] as const;
const INTENT_TYPES = ["pointerdown", "touchstart", "focusin", "mouseover"] as const;
const WORKS_WITHOUT_CODE = "a[href],textarea,select,input:not([type=checkbox]):not([type=radio])";

/** Replays one held event on its element, now that React listens there. */
function replayOne({ target, type, submitter, value, time }: Held): void {
  if (type === "click") {
    // Radix tabs and menus act on pointer or mouse down, buttons on click: the whole press is replayed, with the
    // time the visitor pressed (a handler timing from the tap reads `event.timeStamp`).
    for (const name of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"]) {
      const Press = name[0] === "p" ? PointerEvent : MouseEvent;
      const press = new Press(name, { ...PRESS, view: window });
      Object.defineProperty(press, "timeStamp", { value: time });
      target.dispatchEvent(press);
    }
  } else if (type === "submit") {
    (target as HTMLFormElement).requestSubmit(submitter);
  } else {
    // React notes a field's last value through the element's own setter: move that note off the typed value, set the
    // value underneath it, and the event is a change React hands to the component.
    const field = target as HTMLInputElement;
    field.value = value ? "" : " ";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    const kind = field instanceof HTMLSelectElement ? "change" : "input";
    field.dispatchEvent(new Event(kind, { bubbles: true }));
  }
}

export function bootEarlyEvents(): void {
  const doc = document;
  const root = doc.documentElement;
  const held: Held[] = [];
  // zod probes `new Function` for its fast parser; the CSP (no 'unsafe-eval') refuses and reports it. This skips it.
  (window as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

  // The part whose code a target waits for (the root for the page itself), or null when React already owns it.
  const pendingPart = (target: EventTarget | null): Element | null => {
    if (!(target instanceof Element)) return null;
    const part = target.closest("[data-deferred]");
    if (part && !part.hasAttribute("data-ready")) return part;
    return root.hasAttribute("data-hydrated") || !target.closest("#root") ? null : root;
  };
  const want = (part: Element | null) => {
    if (part && part !== root && !part.hasAttribute("data-wanted")) part.setAttribute("data-wanted", "");
  };

  // Intent asks for the part's code before the tap or keystroke completes.
  const hover = matchMedia("(hover: hover)").matches;
  const onIntent = (event: Event) => {
    if (event.type !== "mouseover" || hover) want(pendingPart(event.target));
  };

  // Clicks (Enter and Space on a button too) and submits wait for the code, unless the element works without it:
  // links navigate, text fields take focus. Typing stays in the field, its value noted for the replay.
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
      if (type === "click" && target.closest(WORKS_WITHOUT_CODE)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const mark = type === "click" ? (target.closest("button,[role],label,input") ?? target) : target;
      // Heard: pressed and busy until the answer (styled by `[data-early]`).
      mark.setAttribute("data-early", "");
      mark.setAttribute("aria-busy", "true");
      held.push({ target, type, time: event.timeStamp, mark, submitter: (event as SubmitEvent).submitter });
    }
    want(part);
  };

  for (const type of INTENT_TYPES) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  for (const type of HELD_TYPES) doc.addEventListener(type, onAction, CAPTURE);

  // Replays, in the visitor's order, what was held on parts that have hydrated. It runs in the microtask after the
  // commit that marked them, before the browser paints: a part re-rendering its own state (the calculator reads its
  // defaults back) never reaches the screen over a typed value.
  const observer = new MutationObserver(() => {
    for (const entry of held.slice()) {
      const connected = entry.target.isConnected;
      if (connected && pendingPart(entry.target) !== null) continue;
      held.splice(held.indexOf(entry), 1);
      entry.mark?.removeAttribute("data-early");
      entry.mark?.removeAttribute("aria-busy");
      if (connected) replayOne(entry);
    }
    // Once the page and all its parts have hydrated, React hears everything itself: the script steps aside.
    const waiting = doc.querySelector("[data-deferred]:not([data-ready])");
    if (held.length || waiting || !root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    for (const type of HELD_TYPES) doc.removeEventListener(type, onAction, CAPTURE);
    for (const type of INTENT_TYPES) doc.removeEventListener(type, onIntent, CAPTURE);
  });
  observer.observe(root, { subtree: true, attributeFilter: ["data-ready", "data-hydrated"] });
}
