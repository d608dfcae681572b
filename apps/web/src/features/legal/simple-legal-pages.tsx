import algorithm from "../../content/legal/algoritmo.md";
import legalNotice from "../../content/legal/aviso-legal.md";
import dataCycle from "../../content/legal/ciclo-del-dato.md";
import terms from "../../content/legal/terminos.md";
import { LegalPage } from "./legal-page";

/** /legal: the LSSI notice, with the owner's details first. */
function LegalNoticePage() {
  return (
    <LegalPage path="/legal" eyebrow="Legal" document={legalNotice} companyTitle="Datos identificativos" />
  );
}

/** /terminos: the terms of the service. */
function TermsPage() {
  return (
    <LegalPage path="/terminos" eyebrow="Legal" document={terms} companyTitle="Prestador del servicio" />
  );
}

/** /algoritmo: what the AI evaluates, how a score is formed, and the candidate's rights. */
function AlgorithmPage() {
  return <LegalPage path="/algoritmo" eyebrow="Transparencia" document={algorithm} />;
}

/** /ciclo-del-dato: what is collected, where it lives, who sees it and when it is deleted. */
function DataCyclePage() {
  return <LegalPage path="/ciclo-del-dato" eyebrow="Transparencia" document={dataCycle} />;
}

export { AlgorithmPage, DataCyclePage, LegalNoticePage, TermsPage };
