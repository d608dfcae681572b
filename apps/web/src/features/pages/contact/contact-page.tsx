import {
  CONTACT_CHANNELS,
  CONTACT_CTA,
  CONTACT_FORM_SECTION,
  CONTACT_INTRO,
  CONTACT_NEXT_STEPS,
} from "../../../content/pages/contact";
import { deferred } from "../../../lib/deferred";
import { GridSection, LinkCardGrid, PageCta, PageHeader, PageSection } from "../layout";

// The landing's contact form, sending the contact page's form type; the landing's 'Agenda una demo' block around it
// is not repeated here (the page says what happens next in its own words).
const ContactForm = deferred(
  "contact",
  () =>
    import("../../home/contact/contact-form").then(
      (module) =>
        function ContactPageForm() {
          return <module.ContactForm formType="contact" />;
        },
    ),
  "now",
);

/** /contacto: the demo request form and every other way to reach the team. */
function ContactPage() {
  return (
    <>
      <PageHeader {...CONTACT_INTRO} />
      <PageSection
        id="formulario"
        title={CONTACT_FORM_SECTION.title}
        intro={CONTACT_FORM_SECTION.intro}
        width="narrow"
      >
        <ContactForm />
      </PageSection>
      <PageSection title={CONTACT_CHANNELS.title} intro={CONTACT_CHANNELS.intro}>
        <LinkCardGrid cards={CONTACT_CHANNELS.cards} />
      </PageSection>
      <GridSection section={CONTACT_NEXT_STEPS} tone="muted" />
      <PageCta cta={CONTACT_CTA} />
    </>
  );
}

export { ContactPage };
