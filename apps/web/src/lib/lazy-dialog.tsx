import { Spinner } from "@nivelia/ui";
import { type ComponentType, useEffect, useState } from "react";
import { whileVisitorWaits } from "./lazy-hydrated";

const loadingOverlay = <Spinner label="Cargando…" className="fixed inset-0 z-50 bg-black/40" />;

/** A dialog whose code loads on first use, and which can be asked to load before (`preload`). */
export type LazyDialog<P extends DialogProps> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/** A dialog mounted closed (loaded ahead, or kept to animate closed) shows no loading overlay. */
interface DialogProps {
  open?: boolean;
}

/**
 * A dialog loaded on first use, without Suspense: React holds a suspended boundary's content back for 300 ms after
 * showing its fallback, which a tap whose code has already been fetched (the early-events script fetches a part's
 * dialogs on intent) would wait for. Here the loading overlay shows until the code is evaluated, then the dialog
 * renders at once; code already loaded renders in the first pass. A dialog mounted closed to load ahead
 * (`useDialogLauncher().prepare`) shows nothing meanwhile.
 *
 * The `name` is what a trigger's `data-opens` attribute gives: the build lists the dialog's chunks under it, and the
 * early-events script fetches them as soon as a visitor presses, focuses or points at that trigger.
 */
export function lazyDialog<P extends DialogProps>(
  name: string,
  load: () => Promise<ComponentType<P>>,
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
  function OnDemandDialog(props: P) {
    const [state, setState] = useState<{ Dialog?: ComponentType<P>; error?: unknown }>(() => ({
      Dialog: loaded,
    }));
    const { Dialog, error } = state;
    const waiting = props.open !== false;
    useEffect(() => {
      if (Dialog) return;
      let live = true;
      const loading = preload();
      // The visitor is looking at the overlay: sections they have not touched wait to load their code.
      if (waiting) whileVisitorWaits(`dialog:${name}`, loading);
      loading.then(
        (component) => live && setState({ Dialog: component }),
        (failure: unknown) => live && setState({ error: failure }),
      );
      return () => {
        live = false;
      };
    }, [Dialog, waiting]);
    // The route's error boundary shows the failure, as it would a suspended import's.
    if (error !== undefined) throw error;
    if (Dialog) return <Dialog {...props} />;
    return props.open === false ? null : loadingOverlay;
  }
  OnDemandDialog.displayName = name;
  return Object.assign(OnDemandDialog, { preload });
}
