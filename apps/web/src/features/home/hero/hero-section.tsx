import { BRAND } from "@nivelia/domain/brand";
import { HOME_ANCHORS } from "@nivelia/domain/site";

// Placeholder until the hero is built; it is part of the first view, so it is not lazy.
function HeroSection() {
  return (
    <section id={HOME_ANCHORS.hero} className="mx-auto max-w-7xl px-4 py-24">
      <h1 className="font-bold text-4xl tracking-tight">Entrevistas técnicas automatizadas con IA</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        {BRAND.productName} evalúa a tus candidatos con pruebas personalizadas a tu stack.
      </p>
    </section>
  );
}

export { HeroSection };
