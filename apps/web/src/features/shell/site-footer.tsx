import { BRAND } from "@nivelia/domain/brand";

function SiteFooter() {
  return (
    <footer className="border-border border-t bg-muted py-10 text-muted-foreground text-sm">
      <p className="mx-auto max-w-7xl px-4">
        © {BRAND.copyrightYear} {BRAND.productName}. Todos los derechos reservados.
      </p>
    </footer>
  );
}

export { SiteFooter };
