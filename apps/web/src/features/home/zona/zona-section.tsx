import { BRAND } from "@nivelia/domain/brand";
import { USE_CASES } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Badge, Button } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, CheckIcon } from "lucide-react";
import { HomeSection } from "../home-section";
import { ZonaTestPicker } from "./zona-test-picker";

// The developers' use case describes the Zona; its first benefits are the promo's bullet points.
const ZONA_BENEFITS =
  USE_CASES.find((useCase) => useCase.ctaLink === "/candidatos")?.benefits.slice(0, 3) ?? [];

/** Promo of the free candidate area: what it offers and a mock-up of its test selection. */
function ZonaSection() {
  return (
    <HomeSection anchor={HOME_ANCHORS.zona} headingId="zona-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <Badge variant="secondary">Para developers · Gratis</Badge>
          <h2 id="zona-heading" className="font-bold text-3xl tracking-tight md:text-4xl">
            Zona {BRAND.productName}: entrena para tu próxima entrevista técnica
          </h2>
          <p className="text-lg text-muted-foreground">
            Practica con las mismas pruebas que usan las empresas, recibe feedback detallado y descubre en qué
            nivel estás de verdad.
          </p>
          <ul className="flex flex-col gap-2">
            {ZONA_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <p className="rounded-lg border border-border bg-muted p-4 text-sm">
            Para hacer las pruebas de verdad necesitas registrarte en la Zona.{" "}
            <strong>El registro es gratis.</strong>
          </p>
          <div>
            <Button asChild size="lg">
              <Link to="/candidatos">
                Entrar gratis en la Zona
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <ZonaTestPicker />
      </div>
    </HomeSection>
  );
}

export { ZonaSection };
