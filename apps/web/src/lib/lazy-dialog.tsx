import { Spinner } from "@nivelia/ui";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";

const loadingOverlay = <Spinner label="Cargando…" className="fixed inset-0 z-50 bg-black/40" />;

/** Every lazy dialog is controlled: rendered with whether it is open. */
interface DialogProps {
  open: boolean;
}

/** A component whose code loads on first use, or ahead when asked (`preload`). */
export type LazyDialog<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A component loaded on first use, without Suspense: React holds a suspended boundary's content back for 300 ms
 * after showing its fallback, which code already fetched (`preload`) would wait for. Nothing renders and nothing loads until `used(props)` first holds; then `fallback` shows
 * until the code is evaluated, and the component renders at once (code already loaded renders in the first pass).
 */
function onDemand<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
  used: (props: P) => boolean,
): LazyDialog<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed fetch (a deploy replaced the chunk, the network dropped) may succeed on the next try.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function OnDemand(props: P) {
    // Once used, kept: a dialog stays mounted after closing, so it can animate closed.
    const [inUse, setInUse] = useState(() => used(props));
    if (!inUse && used(props)) setInUse(true);
    const [state, setState] = useState<{ Loaded?: ComponentType<P>; error?: unknown }>({});
    const Loaded = state.Loaded ?? loaded;
    const { error } = state;
    useEffect(() => {
      if (!inUse || Loaded) return;
      let live = true;
      const code = preload();
      code.then(
        (component) => live && setState({ Loaded: component }),
        (failure: unknown) => live && setState({ error: failure }),
      );
      return () => {
        live = false;
      };
    }, [inUse, Loaded]);
    // The route's error boundary shows the failure, as it would a suspended import's.
    if (error !== undefined) throw error;
    if (!inUse) return null;
    return Loaded ? <Loaded {...props} /> : fallback(props);
  }
  OnDemand.displayName = key;
  // A failed load ahead is tried again when the component needs it.
  return Object.assign(OnDemand, { preload: () => void preload().catch(() => undefined) });
}

/**
 * The one way to open a dialog whose code is not in the first view: declare it with `lazyDialog` and render it like
 * any controlled dialog (`<PlanDialog open={open} onOpenChange={setOpen} />`). Until it first opens it renders and
 * loads nothing; while it opens and its code is on its way, the loading overlay shows; afterwards it stays mounted,
 * so it animates closed and gives focus back to its opener. `Dialog.preload()` fetches its code ahead, so that a
 * later opening renders at once (the side navigation's pill opens the beta dialog 0.8 s after a click).
 *
 * Declare the dialog in each module that opens it (the beta-access dialog is declared by the landing, /precios and
 * the access pages), not once in a shared module: the bundler makes a module shared by several chunks a chunk of its
 * own, which on the landing added a request and 0.7 KB gzip to the first view and put it over its budget.
 */
export function lazyDialog<P extends DialogProps>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> {
  return onDemand(
    `dialog:${name}`,
    load,
    () => loadingOverlay,
    (props) => props.open,
  );
}

/**
 * The heavy body of an open dialog (a form with its validation and its client), loaded on first use: the dialog
 * itself opens at once with its title, and `fallback` stands in for the body until its code is there.
 */
export function lazyDialogBody<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): LazyDialog<P> {
  return onDemand(
    `dialog-body:${name}`,
    () => load().then(focusOnArrival),
    () => fallback,
    () => true,
  );
}

/**
 * A body that arrives after its dialog opened takes the focus the dialog gave its close button (the only control it
 * had), as the dialog would have given its first field; focus the visitor moved elsewhere stays there.
 */
function focusOnArrival<P extends object>(Body: ComponentType<P>): ComponentType<P> {
  return function ArrivedBody(props: P) {
    const marker = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      const dialog = marker.current?.closest('[role="dialog"]');
      const active = document.activeElement;
      if (!dialog || !(active === dialog || active?.matches('[data-slot="dialog-close"]'))) return;
      dialog
        .querySelector<HTMLElement>("input:not([type=hidden]), textarea, select, [role=combobox]")
        ?.focus();
    }, []);
    return (
      <>
        <span ref={marker} hidden />
        <Body {...props} />
      </>
    );
  };
}
