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
import { IconPoint } from "../icon-point";
import { ContactForm, type ContactFormType } from "./contact-form";

/** The benefits beside the contact form, in the primary colour. */
const BENEFIT_POINT = {
  item: "flex gap-4",
  badge: "size-10 bg-primary/10 text-primary",
  icon: "size-5",
  title: "font-semibold",
  description: "text-muted-foreground text-sm",
};

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
      <div className="home-box grid grid-cols-1 gap-12 lg:grid-cols-2">
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
            {CONTACT_BENEFITS.map((benefit) => (
              <IconPoint
                key={benefit.title}
                icon={BENEFIT_ICONS[benefit.icon] ?? CheckCircle2Icon}
                title={benefit.title}
                description={benefit.description}
                titleAs="p"
                classes={BENEFIT_POINT}
              />
            ))}
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
