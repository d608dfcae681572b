import { Link } from "@tanstack/react-router";

function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <p className="font-mono text-destructive">Error 404: Not Found</p>
      <h1 className="mt-2 font-bold text-3xl">Parece que esta página necesita un code review</h1>
      <Link to="/" className="mt-6 inline-block text-primary underline">
        Volver al inicio
      </Link>
    </section>
  );
}

export { NotFoundPage };
