import { Spinner } from "@nivelia/ui";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";

/** A component whose code loads on first use, or ahead with `preload()`. */
export type LazyDialog<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * The one way to show a dialog, or an open dialog's heavy body, whose code is not in the first view. A dialog (`open`
 * prop) renders and loads nothing until it first opens, then stays mounted to animate closed and give focus back; a
 * body loads as its dialog opens. `fallback` shows meanwhile. No Suspense: React holds a boundary's content back for
 * 300 ms after its fallback. Declare it in each module that opens it: a module shared by several chunks becomes a
 * chunk of its own, which put the landing's first view over its budget.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Spinner label="Cargando…" className="fixed inset-0 z-50 bg-black/40" />,
): LazyDialog<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // A failed fetch (a deploy replaced the chunk, the network dropped) may succeed later.
        throw error;
      },
    );
    return loading;
  };
  function OnDemand(props: P) {
    const wanted = "open" in props ? props.open === true : true;
    const [inUse, setInUse] = useState(wanted);
    if (!inUse && wanted) setInUse(true);
    const [state, setState] = useState<{ Loaded?: ComponentType<P>; error?: unknown }>({});
    const Loaded = state.Loaded ?? loaded;
    const waited = useRef(false);
    useEffect(() => {
      if (Loaded && waited.current) focusFirstField();
      if (!inUse || Loaded) return;
      waited.current = true;
      let live = true;
      preload().then(
        (component) => live && setState({ Loaded: component }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [inUse, Loaded]);
    if (state.error !== undefined) throw state.error; // The route's error boundary shows it.
    if (!inUse) return null;
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return Object.assign(OnDemand, { preload: () => void preload().catch(() => undefined) });
}

// A body arriving after its dialog opened takes the focus the dialog gave its close button (its only control then),
// as the dialog would have given its first field; focus the visitor moved elsewhere stays.
function focusFirstField(): void {
  const active = document.activeElement;
  const dialog = active?.closest('[role="dialog"]');
  if (!dialog || !(active === dialog || active?.matches('[data-slot="dialog-close"]'))) return;
  dialog.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select, [role=combobox]")?.focus();
}
