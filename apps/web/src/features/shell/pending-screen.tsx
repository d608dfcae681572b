import { Spinner } from "@nivelia/ui";

/** Shown by the router while a route's code loads. */
function PendingScreen() {
  return <Spinner label="Cargando…" className="min-h-[50vh] p-8" />;
}

export { PendingScreen };
