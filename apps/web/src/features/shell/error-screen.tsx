import { BRAND } from "@nivelia/domain/brand";
import { buttonVariants } from "@nivelia/ui";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { AlertTriangleIcon } from "lucide-react";
import { useEffect } from "react";

/** Shown when a page fails to render; details go to the console only (section 2.6). */
function ErrorScreen({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error("Error de renderizado", {
      message: error instanceof Error ? error.message : String(error),
      time: new Date().toISOString(),
      url: window.location.href,
    });
  }, [error]);

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center"
    >
      <AlertTriangleIcon aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="font-bold text-3xl">Algo salió mal</h1>
      <p className="text-muted-foreground">
        Lo sentimos, ha ocurrido un error inesperado. Por favor, intenta recargar la página o volver al
        inicio.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Recargar página
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: "outline" })}
          onClick={() => {
            reset();
            window.location.assign("/");
          }}
        >
          Ir al inicio
        </button>
      </div>
      <p className="text-muted-foreground text-sm">
        Si el problema persiste, por favor contacta con{" "}
        <a className="text-primary underline" href={`mailto:${BRAND.supportEmail}`}>
          {BRAND.supportEmail}
        </a>
      </p>
    </section>
  );
}

export { ErrorScreen };
