import { buttonVariants } from "@nivelia/ui";
import { Link, useLocation } from "@tanstack/react-router";
import { BugIcon, HomeIcon, RotateCwIcon, TerminalIcon } from "lucide-react";
import { useEffect, useState } from "react";

/** Lines shown at random under the error, one per visit. */
const NOT_FOUND_JOKES = [
  "// TODO: crear esta página (asignado a: nadie)",
  "git blame dice que fue el becario. El becario dice que fue un merge.",
  "Funciona en mi máquina. En producción, no tanto.",
  "Esta ruta se perdió en un rebase interactivo.",
  "404: la página está en otra rama que nunca se mergeó.",
  "Hemos buscado en node_modules. Tampoco estaba ahí.",
] as const;

const ICON_FLIP_EVERY_MS = 5000;
const ICON_FLIP_FOR_MS = 200;
const USER_AGENT_CHARS = 50;

function NotFoundPage() {
  const location = useLocation({ select: (current) => current.pathname });
  // One 404.html serves every unknown path, so the path, the joke and the debug details are filled in after hydration.
  const [path, setPath] = useState("…");
  const [joke, setJoke] = useState<string>(NOT_FOUND_JOKES[0]);
  const [details, setDetails] = useState({ timestamp: "", userAgent: "" });
  const [flipped, setFlipped] = useState(false);

  useEffect(() => {
    console.info(`404: ${location}`);
    setPath(location);
    setJoke(NOT_FOUND_JOKES[Math.floor(Math.random() * NOT_FOUND_JOKES.length)] ?? NOT_FOUND_JOKES[0]);
    setDetails({
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent.slice(0, USER_AGENT_CHARS),
    });
  }, [location]);

  useEffect(() => {
    let unflip: number | undefined;
    const interval = window.setInterval(() => {
      setFlipped(true);
      unflip = window.setTimeout(() => setFlipped(false), ICON_FLIP_FOR_MS);
    }, ICON_FLIP_EVERY_MS);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(unflip);
    };
  }, []);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-16" aria-labelledby="not-found-title">
      <TerminalIcon
        aria-hidden="true"
        data-flipped={flipped ? "true" : "false"}
        className={`size-12 text-primary transition-transform duration-200 motion-reduce:transition-none ${flipped ? "rotate-180" : ""}`}
      />
      <div className="overflow-hidden rounded-lg border border-slate-700 bg-slate-950 font-mono text-slate-100 text-sm shadow-lg">
        <div className="flex items-center gap-2 border-slate-700 border-b bg-slate-900 px-4 py-2">
          <span aria-hidden="true" className="size-3 rounded-full bg-red-500" />
          <span aria-hidden="true" className="size-3 rounded-full bg-yellow-400" />
          <span aria-hidden="true" className="size-3 rounded-full bg-green-500" />
          <span className="ml-2 text-slate-300">bash</span>
        </div>
        <div className="space-y-2 p-4">
          <p>
            <span className="text-green-400">$</span> curl <span className="break-all">{path}</span>
          </p>
          <p className="text-red-300">Error 404: Not Found</p>
          <p className="text-slate-300">{joke}</p>
        </div>
      </div>
      <h1 id="not-found-title" className="font-bold text-3xl tracking-tight">
        Parece que esta página necesita un code review
      </h1>
      <details className="rounded-lg border border-border p-4 text-sm">
        <summary className="cursor-pointer font-medium">Información de depuración</summary>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono">
          <dt>path</dt>
          <dd className="break-all">{path}</dd>
          <dt>status</dt>
          <dd>404</dd>
          <dt>timestamp</dt>
          <dd>{details.timestamp}</dd>
          <dt>userAgent</dt>
          <dd className="break-all">{details.userAgent}</dd>
        </dl>
      </details>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonVariants()}>
          <HomeIcon aria-hidden="true" />
          Volver al inicio
        </Link>
        <Link to="/contacto" className={buttonVariants({ variant: "outline" })}>
          <BugIcon aria-hidden="true" />
          Reportar bug
        </Link>
        <button
          type="button"
          className={buttonVariants({ variant: "outline" })}
          onClick={() => window.location.reload()}
        >
          <RotateCwIcon aria-hidden="true" />
          Recargar
        </button>
      </div>
    </section>
  );
}

export { NotFoundPage };
