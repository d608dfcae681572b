import {
  countOf,
  ENTERPRISE_MONTHLY_PRICE,
  formatPrice,
  ONE_SHOT_PRICE,
  PACKAGES,
  VAT_RATE,
  vatBreakdown,
} from "@nivelia/domain/content";
import purchase from "../../content/legal/condiciones-compra.md";
import { PageSection } from "../pages/layout/page-section";
import { DataTable, LegalPage } from "./legal-page";

interface PricedItem {
  readonly name: string;
  readonly detail: string;
  readonly price: number;
}

/** Every fixed price the site sells at, from the domain (the Modular plan is quoted, see the text). */
const PRICED_ITEMS: readonly PricedItem[] = [
  ...PACKAGES.map((pack) => ({
    name: `Paquete de ${countOf(pack.processes, "process")}`,
    detail: `${countOf(pack.recruiters, "recruiter")}, hasta ${countOf(pack.candidateCap, "candidate")}. Pago único.`,
    price: pack.price,
  })),
  { name: "Plan One Shot", detail: "Una evaluación. Pago único.", price: ONE_SHOT_PRICE },
  {
    name: "Plan Enterprise",
    detail: "Suscripción mensual, sin permanencia.",
    price: ENTERPRISE_MONTHLY_PRICE,
  },
];

const PRICE_ROWS = PRICED_ITEMS.map((item) => {
  const breakdown = vatBreakdown(item.price);
  return {
    key: item.name,
    cells: [
      <>
        <strong>{item.name}</strong>
        <br />
        <span className="text-muted-foreground">{item.detail}</span>
      </>,
      formatPrice(breakdown.base),
      formatPrice(breakdown.vat),
      <strong key="price">{formatPrice(item.price)}</strong>,
    ],
  };
});

/** /condiciones-compra: prices with VAT from the domain, then payment, invoices, cancellation, refunds, withdrawal. */
function PurchaseConditionsPage() {
  return (
    <LegalPage path="/condiciones-compra" eyebrow="Legal" document={purchase} companyTitle="Vendedor">
      <PageSection
        id="precios"
        title="Precios con impuestos"
        intro={`Precios finales en euros, con el IVA del ${Math.round(VAT_RATE * 100)} % incluido. El plan Modular se presupuesta a medida.`}
        tone="muted"
      >
        <DataTable
          caption="Precios de planes y paquetes"
          columns={["Producto", "Base imponible", `IVA (${Math.round(VAT_RATE * 100)} %)`, "Precio final"]}
          rows={PRICE_ROWS}
          valuesBeside
          tableFrom="md"
        />
      </PageSection>
    </LegalPage>
  );
}

export { PurchaseConditionsPage };
