import { createFileRoute } from "@tanstack/react-router";
import { PurchaseConditionsPage } from "../features/legal/purchase-conditions-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/condiciones-compra")({
  component: PurchaseConditionsPage,
  head: () => infoPageHead("/condiciones-compra"),
});
