import privacy from "../../content/legal/privacidad.md";
import { FORM_PROCESSING_LIST, OTHER_PROCESSING, RECIPIENTS } from "../../content/legal/processing";
import { PageSection } from "../pages/layout/page-section";
import { DataTable, LegalPage } from "./legal-page";

const PROCESSING_ROWS = [...FORM_PROCESSING_LIST, ...OTHER_PROCESSING].map((processing) => ({
  key: processing.activity,
  cells: [
    <>
      <strong>{processing.activity}</strong>
      <br />
      <span className="text-muted-foreground">{processing.where}</span>
    </>,
    processing.data,
    processing.purpose,
    processing.legalBasis,
    processing.retention,
  ],
}));

/** /privacidad: the controller, every processing of the site (one per form type, payments, analytics), recipients. */
function PrivacyPage() {
  return (
    <LegalPage
      path="/privacidad"
      eyebrow="Legal"
      document={privacy}
      companyTitle="Responsable del tratamiento"
    >
      <PageSection
        id="tratamientos"
        title="Qué datos tratamos, para qué y durante cuánto tiempo"
        intro="Un tratamiento por cada formulario del sitio, más los pagos y la analítica. Al terminar el plazo de conservación, los datos se borran o, si la ley obliga a guardarlos, se bloquean."
      >
        <DataTable
          caption="Tratamientos de datos personales"
          columns={["Actividad", "Datos", "Finalidad", "Base jurídica", "Conservación"]}
          rows={PROCESSING_ROWS}
        />
      </PageSection>
      <PageSection
        id="destinatarios"
        title="Destinatarios y encargados del tratamiento"
        intro="No cedemos tus datos a terceros salvo obligación legal. Estos proveedores los tratan por cuenta nuestra, con contrato y solo para prestarnos su servicio."
        tone="muted"
      >
        <DataTable
          caption="Destinatarios de los datos"
          columns={["Proveedor", "Para qué", "Ubicación y garantías"]}
          rows={RECIPIENTS.map((recipient) => ({
            key: recipient.name,
            cells: [<strong key="name">{recipient.name}</strong>, recipient.role, recipient.location],
          }))}
        />
      </PageSection>
    </LegalPage>
  );
}

export { PrivacyPage };
