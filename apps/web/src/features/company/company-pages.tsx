import { BRAND } from "@nivelia/domain/brand";
import { RESPONSE_PROMISE } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { type SitePagePath, sitePage } from "@nivelia/domain/site/pages";
import { buttonVariants } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import {
  ABOUT_MISSION,
  ABOUT_PRINCIPLES,
  ABOUT_TEAM,
  ABOUT_WHAT_WE_DO,
  CULTURE_RITUALS,
  CULTURE_VALUES,
  EDU_AUDIENCES,
  EDU_CONTACT,
  EDU_IN_A_COURSE,
  EDU_OFFER,
  EDU_STUDENT_DATA,
  INVESTOR_COMMITMENTS,
  INVESTOR_CONTACT,
  INVESTOR_GROWTH,
  INVESTOR_MARKETS,
  INVESTOR_STAGE,
  INVESTOR_THESIS,
  LOGO_FILES,
  LOGO_RULES,
  NGO_OFFER,
  NGO_REQUIREMENTS,
  NGO_STEPS,
  NGO_USES,
  PRESS_BOILERPLATE,
  PRESS_CONTACT_EMAIL,
  PRESS_FACTS,
} from "../../content/company/company";
import { updatesNewestFirst } from "../../content/company/updates";
import { splitWebinars, type Webinar } from "../../content/company/webinars";
import { JOB_BENEFITS, JOBS } from "../../content/jobs/jobs";
import { useContentDay } from "../../lib/content-day";
import { deferred } from "../../lib/deferred";
import { BulletList } from "../pages/layout/bullet-list";
import { CtaBand } from "../pages/layout/cta-band";
import { FeatureGrid } from "../pages/layout/feature-grid";
import { GridSection } from "../pages/layout/grid-section";
import { MailCta } from "../pages/layout/mail-cta";
import { formatContentDate, PageHeader } from "../pages/layout/page-header";
import { PageSection } from "../pages/layout/page-section";

// The forms' code (validation, React Query) loads as the visitor nears them; their HTML is prerendered.
const DeferredWebinarSignupForm = deferred("webinar-signup", () =>
  import("./webinar-signup-form").then((module) => module.WebinarSignupForm),
);
const DeferredNgoRequestForm = deferred("ngo-request", () =>
  import("./ngo-request-form").then((module) => module.NgoRequestForm),
);

const LINK_CLASS = "font-medium text-primary underline underline-offset-4";

/** The top of a company page: its title and introduction come from the domain's page list. */
function CompanyHeader({
  path,
  eyebrow,
  actions,
}: {
  path: SitePagePath;
  eyebrow: string;
  actions?: ReactNode;
}) {
  const page = sitePage(path);
  return <PageHeader eyebrow={eyebrow} title={page.title} lead={page.description} actions={actions} />;
}

function ContactCta({ title, text }: { title: string; text: string }) {
  return (
    <CtaBand
      title={title}
      text={text}
      actions={
        <Link to="/contacto" className={buttonVariants({ variant: "secondary" })}>
          Hablar con el equipo
        </Link>
      }
    />
  );
}

/** /sobre-nosotros */
function AboutPage() {
  return (
    <>
      <CompanyHeader path="/sobre-nosotros" eyebrow="Empresa" />
      <PageSection title="Por qué existimos" width="narrow">
        <p className="text-lg">{ABOUT_MISSION}</p>
      </PageSection>
      <PageSection title="Qué hacemos" tone="muted">
        <FeatureGrid items={ABOUT_WHAT_WE_DO} />
      </PageSection>
      <PageSection title="Cómo lo hacemos">
        <FeatureGrid items={ABOUT_PRINCIPLES} columns={2} />
      </PageSection>
      <PageSection
        title="El equipo"
        intro={`Un equipo distribuido por España, con oficina en Madrid, organizado en cuatro áreas. Estamos contratando: ${JOBS.length} posiciones abiertas.`}
        tone="muted"
      >
        <FeatureGrid
          items={ABOUT_TEAM}
          columns={2}
          footer={
            <p>
              <Link to="/empleo" className={LINK_CLASS}>
                Ver las ofertas de empleo
              </Link>{" "}
              ·{" "}
              <Link to="/cultura" className={LINK_CLASS}>
                Cómo trabajamos
              </Link>
            </p>
          }
        />
      </PageSection>
      <ContactCta
        title="¿Hablamos?"
        text="Te enseñamos en 15 minutos cómo evaluar a tus candidatos con pruebas adaptadas a tu stack."
      />
    </>
  );
}

/** /cultura */
function CulturePage() {
  return (
    <>
      <CompanyHeader path="/cultura" eyebrow="Empresa" />
      <PageSection title="Lo que valoramos">
        <FeatureGrid items={CULTURE_VALUES} />
      </PageSection>
      <PageSection title="Nuestra semana" tone="muted">
        <FeatureGrid items={CULTURE_RITUALS} />
      </PageSection>
      <PageSection title="Lo que ofrecemos" width="narrow">
        <BulletList items={JOB_BENEFITS} />
        <p>
          <Link to="/empleo" className={LINK_CLASS}>
            Ver las {JOBS.length} posiciones abiertas
          </Link>
        </p>
      </PageSection>
    </>
  );
}

/** /media: the press kit. */
function MediaPage() {
  return (
    <>
      <CompanyHeader path="/media" eyebrow="Prensa" />
      <PageSection title="Logotipos">
        <ul className="grid gap-4 md:grid-cols-3">
          {LOGO_FILES.map((logo) => (
            <li key={logo.href} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
              <img src={logo.href} alt="" className="h-20 w-full object-contain" width={240} height={80} />
              <p className="font-semibold">{logo.label}</p>
              <p className="text-muted-foreground text-sm">{logo.description}</p>
              <a href={logo.href} download className={buttonVariants({ variant: "outline", size: "sm" })}>
                Descargar {logo.label}
              </a>
            </li>
          ))}
        </ul>
        <BulletList items={LOGO_RULES} />
      </PageSection>
      <PageSection title={`Sobre ${BRAND.productName}`} tone="muted" width="narrow">
        <h3 className="font-semibold text-xl">En una frase</h3>
        <p>{PRESS_BOILERPLATE.short}</p>
        <h3 className="font-semibold text-xl">En un párrafo</h3>
        <p>{PRESS_BOILERPLATE.long}</p>
      </PageSection>
      <PageSection title="Datos clave">
        <FeatureGrid items={PRESS_FACTS} columns={2} />
      </PageSection>
      <PageSection title="Contacto de prensa" tone="muted" width="narrow">
        <p>
          Para entrevistas, datos o imágenes, escribe a{" "}
          <a href={`mailto:${PRESS_CONTACT_EMAIL}`} className={LINK_CLASS}>
            {PRESS_CONTACT_EMAIL}
          </a>
          . Te respondemos en {RESPONSE_PROMISE}.
        </p>
      </PageSection>
    </>
  );
}

/** /inversores: the thesis, where the product stands, how it grows, its commitments and the investors' address. */
function InvestorsPage() {
  return (
    <>
      <CompanyHeader path="/inversores" eyebrow="Empresa" />
      <PageSection title="La tesis">
        <FeatureGrid items={INVESTOR_THESIS} columns={2} />
      </PageSection>
      <GridSection section={INVESTOR_STAGE} columns={2} tone="muted" />
      <PageSection title="A quién servimos">
        <FeatureGrid items={INVESTOR_MARKETS} />
      </PageSection>
      <GridSection section={INVESTOR_GROWTH} tone="muted" />
      <PageSection title="Lo que no negociamos" width="narrow">
        <BulletList items={INVESTOR_COMMITMENTS} />
        <p>
          Para entender el producto,{" "}
          <Link to="/" hash={HOME_ANCHORS.calculator} className={LINK_CLASS}>
            prueba la calculadora de costes
          </Link>{" "}
          o lee el{" "}
          <Link to="/observatorio" className={LINK_CLASS}>
            Observatorio
          </Link>
          .
        </p>
      </PageSection>
      <MailCta contact={INVESTOR_CONTACT} />
    </>
  );
}

function WebinarItem({ webinar, headingLevel }: { webinar: Webinar; headingLevel: "h3" }) {
  const Heading = headingLevel;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5 text-card-foreground">
      <p className="text-muted-foreground text-sm">
        <time dateTime={webinar.date}>{formatContentDate(webinar.date)}</time> · {webinar.time} h (Madrid) ·{" "}
        {webinar.durationMinutes} min
      </p>
      <Heading className="font-semibold text-lg">{webinar.title}</Heading>
      <p className="text-muted-foreground text-sm">{webinar.description}</p>
      <p className="text-sm">Con: {webinar.speakers}</p>
    </li>
  );
}

/** /webinars: upcoming and past sessions, and the sign-up form. */
function WebinarsPage() {
  const { upcoming, past } = splitWebinars(useContentDay());
  return (
    <>
      <CompanyHeader path="/webinars" eyebrow="Formación" />
      <PageSection title="Próximas sesiones" intro="En directo, gratuitas y con turno de preguntas al final.">
        <ul className="grid gap-4 md:grid-cols-3">
          {upcoming.map((webinar) => (
            <WebinarItem key={webinar.id} webinar={webinar} headingLevel="h3" />
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="inscripcion"
        title="Reserva tu plaza"
        intro="Te enviaremos el enlace de la sesión y un recordatorio el día antes."
        tone="muted"
        width="narrow"
      >
        <DeferredWebinarSignupForm />
      </PageSection>
      <PageSection
        title="Sesiones anteriores"
        intro={`¿Te perdiste alguna? Pide la grabación escribiendo a ${BRAND.teamEmail}.`}
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {past.map((webinar) => (
            <WebinarItem key={webinar.id} webinar={webinar} headingLevel="h3" />
          ))}
        </ul>
      </PageSection>
    </>
  );
}

/** /ongs: the NGO programme, what organisations use it for, how a request goes, and the request form. */
function NgosPage() {
  return (
    <>
      <CompanyHeader path="/ongs" eyebrow="ONGs" />
      <PageSection title="Qué incluye el programa">
        <FeatureGrid items={NGO_OFFER} columns={2} />
      </PageSection>
      <GridSection section={NGO_USES} tone="muted" />
      <PageSection title="Requisitos" width="narrow">
        <BulletList items={NGO_REQUIREMENTS} />
      </PageSection>
      <GridSection section={NGO_STEPS} columns={2} tone="muted" />
      <PageSection
        id="solicitud"
        title="Solicita el programa"
        intro={`Revisamos cada solicitud y te respondemos en ${RESPONSE_PROMISE}.`}
        width="narrow"
      >
        <DeferredNgoRequestForm />
      </PageSection>
    </>
  );
}

/** /edu: the education offer, how it fits a course, the students' data, and whom to write to. */
function EduPage() {
  return (
    <>
      <CompanyHeader path="/edu" eyebrow="Educación" />
      <PageSection title="Qué ofrecemos a los centros">
        <FeatureGrid items={EDU_OFFER} columns={2} />
      </PageSection>
      <PageSection title="Para quién" tone="muted">
        <FeatureGrid items={EDU_AUDIENCES} />
      </PageSection>
      <GridSection section={EDU_IN_A_COURSE} columns={2} />
      <GridSection section={EDU_STUDENT_DATA} tone="muted" />
      <MailCta contact={EDU_CONTACT} />
    </>
  );
}

/** /actualizaciones: the changelog, newest first. */
function UpdatesPage() {
  return (
    <>
      <CompanyHeader path="/actualizaciones" eyebrow="Producto" />
      <PageSection title="Registro de cambios" width="narrow">
        <ol className="flex flex-col gap-6 border-border border-l pl-6">
          {updatesNewestFirst().map((update) => (
            <li key={`${update.date}-${update.title}`} className="flex flex-col gap-1">
              <p className="text-muted-foreground text-sm">
                <time dateTime={update.date}>{formatContentDate(update.date)}</time> · {update.kind}
              </p>
              <h3 className="font-semibold text-lg">{update.title}</h3>
              <p>{update.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>
    </>
  );
}

export { AboutPage, CulturePage, EduPage, InvestorsPage, MediaPage, NgosPage, UpdatesPage, WebinarsPage };
