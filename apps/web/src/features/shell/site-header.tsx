import { BRAND } from "@nivelia/domain/brand";
import { Link } from "@tanstack/react-router";

function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-border border-b bg-background/90 backdrop-blur">
      <nav aria-label="Principal" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to="/" className="font-bold text-lg">
          {BRAND.productName}
        </Link>
        <Link
          to="/"
          hash="precios"
          className="rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-sm"
        >
          -100% Early Access
        </Link>
      </nav>
    </header>
  );
}

export { SiteHeader };
