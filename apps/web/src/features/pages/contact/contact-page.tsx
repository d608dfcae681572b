import {
  CONTACT_CHANNELS,
  CONTACT_CTA,
  CONTACT_INTRO,
  CONTACT_NEXT_STEPS,
} from "../../../content/pages/contact";
import { deferred } from "../../../lib/deferred";
import { GridSection, LinkCardGrid, PageCta, PageHeader, PageSection } from "../layout";

// The landing's 'Agenda una demo' section; here its form sends the contact page's form type.
const ContactSection = deferred(
  "contact",
  () =>
    import("../../home/contact/contact-section").then(
      (module) =>
        function ContactPageSection() {
          return <module.ContactSection formType="contact" />;
        },
    ),
  "now",
);

/** /contacto: the demo request form and every other way to reach the team. */
function ContactPage() {
  return (
    <>
      <PageHeader {...CONTACT_INTRO} />
      <ContactSection />
      <PageSection title={CONTACT_CHANNELS.title} intro={CONTACT_CHANNELS.intro}>
        <LinkCardGrid cards={CONTACT_CHANNELS.cards} />
      </PageSection>
      <GridSection section={CONTACT_NEXT_STEPS} tone="muted" />
      <PageCta cta={CONTACT_CTA} />
    </>
  );
}

export { ContactPage };
