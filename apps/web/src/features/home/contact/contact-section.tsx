import { BRAND } from "@nivelia/domain/brand";
import { CONTACT_BENEFITS, CONTACT_NO_COMMITMENT_NOTE, DEMO_DURATION_MINUTES } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import {
  CalculatorIcon,
  CheckCircle2Icon,
  type LucideIcon,
  PresentationIcon,
  RocketIcon,
  RouteIcon,
  ShieldCheckIcon,
} from "lucide-react";
import { HomeSection } from "../home-section";
import { ContactForm, type ContactFormType } from "./contact-form";

/** Icons the benefits name in the domain; an unknown name falls back to a check mark. */
const BENEFIT_ICONS: Readonly<Record<string, LucideIcon>> = {
  Presentation: PresentationIcon,
  Calculator: CalculatorIcon,
  Route: RouteIcon,
  Rocket: RocketIcon,
};

/**
 * 'Agenda una demo' (anchor contacto): the 15-minute demo promise, what the visitor gets, and the contact form, which
 * sends 'contactHome' on the landing and 'contact' on the contact page.
 */
function ContactSection({ formType = "contactHome" }: { formType?: ContactFormType }) {
  return (
    <HomeSection
      anchor={HOME_ANCHORS.contact}
      headingId="contact-heading"
      className="scroll-mt-20 bg-muted/40 py-16 md:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <h2 id="contact-heading" className="font-bold text-3xl tracking-tight md:text-4xl">
            Agenda una demo
          </h2>
          <p className="text-lg text-muted-foreground">
            En solo {DEMO_DURATION_MINUTES} minutos te mostramos cómo {BRAND.productName} evalúa a tus
            candidatos con pruebas adaptadas a tu stack.
          </p>
          <h3 className="font-semibold text-lg">Qué obtienes</h3>
          <ul className="flex flex-col gap-5">
            {CONTACT_BENEFITS.map((benefit) => {
              const Icon = BENEFIT_ICONS[benefit.icon] ?? CheckCircle2Icon;
              return (
                <li key={benefit.title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold">{benefit.title}</p>
                    <p className="text-muted-foreground text-sm">{benefit.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="flex items-center gap-2 font-medium text-sm">
            <ShieldCheckIcon aria-hidden="true" className="size-5 text-primary" />
            {CONTACT_NO_COMMITMENT_NOTE}
          </p>
        </div>
        <ContactForm formType={formType} />
      </div>
    </HomeSection>
  );
}

export { ContactSection };
