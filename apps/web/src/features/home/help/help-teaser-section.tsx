import { FREQUENT_QUESTIONS, HELP_CATEGORIES } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Button } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, MessageCircleQuestionIcon } from "lucide-react";
import { NavItemLink } from "../../shell/nav-item-link";
import { revealListProps, useRevealOnView } from "../../shell/use-reveal-on-view";
import { HomeSection, SectionHeading } from "../home-section";
import { HelpCategoryCard } from "./help-category-card";
import { SecurityBanner } from "./security-banner";

const categoryTitle = (id: string) => HELP_CATEGORIES.find((category) => category.id === id)?.title;

/** Teaser of the help centre (anchor faq): categories, frequent questions, security banner and closing actions. */
function HelpTeaserSection() {
  const reveal = useRevealOnView<HTMLUListElement>();
  return (
    <HomeSection anchor={HOME_ANCHORS.faq} headingId="faq-heading">
      <SectionHeading id="faq-heading" kicker="Centro de ayuda" title="Resolvemos tus dudas">
        Tecnología, seguridad, proceso y retorno de la inversión: lo que más nos preguntan antes de empezar.
      </SectionHeading>

      <ul
        {...revealListProps(reveal, "mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4")}
        aria-label="Categorías del centro de ayuda"
      >
        {HELP_CATEGORIES.map((category, index) => (
          <HelpCategoryCard key={category.id} category={category} index={index} />
        ))}
      </ul>

      <div className="mt-12 rounded-xl border border-border p-6">
        <h3 className="font-semibold text-xl">Preguntas frecuentes</h3>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {FREQUENT_QUESTIONS.map((question) => (
            <li
              key={question.id}
              className="flex h-full flex-col gap-2 rounded-lg border border-border p-4 transition-colors hover:border-primary hover:bg-accent"
            >
              <Link
                to="/faq"
                hash={question.id}
                className="flex items-start gap-3 underline-offset-4 hover:underline"
              >
                <MessageCircleQuestionIcon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-primary"
                />
                <span className="flex flex-col gap-1">
                  <span className="font-medium">{question.question}</span>
                  <span className="text-muted-foreground text-xs">{categoryTitle(question.category)}</span>
                </span>
              </Link>
              {/* The answer is shown so the landing's FAQPage data describes what visitors read. */}
              <p className="pl-8 text-muted-foreground text-sm">{question.answer}</p>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-center">
          <Button asChild variant="outline">
            <Link to="/faq">
              Ver todas las preguntas
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>

      <div className="mt-12">
        <SecurityBanner />
      </div>

      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <h3 className="font-bold text-2xl tracking-tight">¿Quieres verlo con tus propios candidatos?</h3>
        <p className="max-w-xl text-muted-foreground">
          Empieza gratis o cuéntanos tu proceso y te enseñamos una demo adaptada a tu stack.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <NavItemLink item={{ kind: "link", label: "Pruébalo", to: "/", hash: HOME_ANCHORS.pricing }} />
          </Button>
          <Button asChild size="lg" variant="outline">
            <NavItemLink
              item={{ kind: "link", label: "Solicitar demo", to: "/", hash: HOME_ANCHORS.contact }}
            />
          </Button>
        </div>
      </div>
    </HomeSection>
  );
}

export { HelpTeaserSection };
