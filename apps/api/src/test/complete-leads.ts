import {
  buildLogicTestPayload,
  type FormType,
  givenConsents,
  type SendEmailRequest,
} from "@nivelia/domain/forms";
import { contactLead } from "./leads";

const ANA = { name: "Ana López", email: "ana@acme.es" } as const;

/** A complete formData of every form type, as its form (or another client of the contract) sends it. */
export const COMPLETE_FORM_DATA: Readonly<Record<FormType, Record<string, unknown>>> = {
  contactHome: contactLead().formData,
  contact: contactLead().formData,
  business: { ...ANA, company: "Acme Ibérica", message: "¿Podemos evaluar a un equipo externo?" },
  ongs: {
    organization: "Código Solidario",
    ...ANA,
    website: "https://codigosolidario.example.org",
    message: "Queremos evaluar a las personas de nuestro curso de desarrollo web.",
  },
  candidates: { ...ANA, technology: "Go" },
  earlyAccess: {
    ...ANA,
    company: "Acme Ibérica",
    position: "CTO",
    companySize: "51-200",
    useCase: "talent-mapping",
    acceptedPrivacy: true,
    acceptedEarlyAccess: true,
  },
  freeTrial: {
    ...ANA,
    phone: "",
    companyName: "Acme Ibérica",
    companySize: "11-50",
    message: "Probaremos con un proceso de frontend.",
    contactMethod: "email",
  },
  freeAccess: { ...ANA, company: "Acme Ibérica", message: "" },
  jobs: {
    jobId: "backend-senior-node",
    jobTitle: "Backend sénior (Node.js)",
    ...ANA,
    linkedin: "https://www.linkedin.com/in/ana",
    message: "",
  },
  rolesDictionary: { ...ANA },
  webinars: {
    webinar: "cribado-tecnico-sin-sesgos",
    webinarTitle: "Cribado técnico sin sesgos",
    ...ANA,
    company: "",
  },
  pricing: { ...ANA, company: "Acme Ibérica", message: "¿Qué plan nos conviene para 10 procesos al mes?" },
  newsletter: { email: ANA.email },
  betaAccess: {
    ...ANA,
    company: "Acme Ibérica",
    position: "Responsable de People",
    companySize: "500+",
    useCase: "technical-tests",
    acceptedPrivacy: true,
    acceptedEarlyAccess: true,
  },
  logicTest: buildLogicTestPayload(
    { email: ANA.email, rgpd: true },
    { correct: 3, answered: 8, total: 8, band: "inicial" },
    245,
  ),
};

/** The complete request of a form type, asking for the visitor's copy. */
export function completeLead(formType: FormType, formData: Record<string, unknown> = {}) {
  return {
    formType,
    formData: { ...COMPLETE_FORM_DATA[formType], ...formData },
    userEmail: ANA.email,
    copyToUser: true,
    consents: givenConsents(formType),
  } satisfies SendEmailRequest;
}
