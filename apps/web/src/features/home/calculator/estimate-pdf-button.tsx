import { BRAND } from "@nivelia/domain/brand";
import { type HiringCostInputs, hiringCostInputsToSearchParams } from "@nivelia/domain/calculator";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Button } from "@nivelia/ui";
import { FileDown } from "lucide-react";
import { useState } from "react";
import { showToast } from "../../forms/show-toast";

/** The address of this estimate on the public site, as the URL query mirrors it. */
function shareUrl(inputs: HiringCostInputs): string {
  const query = new URLSearchParams(hiringCostInputsToSearchParams(inputs)).toString();
  return `${BRAND.siteUrl}/${query ? `?${query}` : ""}#${HOME_ANCHORS.calculator}`;
}

/** 'Descargar estimación (PDF)': pdf-lib is loaded only when the visitor asks for the file. */
function EstimatePdfButton({ inputs }: { inputs: HiringCostInputs }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { downloadEstimatePdf } = await import("./estimate-pdf");
      await downloadEstimatePdf(inputs, shareUrl(inputs));
    } catch {
      showToast({
        type: "error",
        title: "No se pudo generar el PDF",
        description: "Por favor, inténtalo de nuevo.",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="outline" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <FileDown aria-hidden="true" />
      Descargar estimación (PDF)
    </Button>
  );
}

export { EstimatePdfButton };
