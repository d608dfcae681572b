import {
  computeHiringCost,
  describeHiringCost,
  formatEuros,
  formatPercent,
  HIRING_COST_INPUT_FIELDS,
  type HiringCostResult,
} from "@nivelia/domain/calculator";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Button } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { Calculator, MessagesSquare } from "lucide-react";
import { type FormEvent, useMemo, useRef } from "react";
import { HomeSection } from "../home-section";
import { CalculatorInputField } from "./calculator-input-field";
import { EstimatePdfButton } from "./estimate-pdf-button";
import { HiringCostComparison } from "./hiring-cost-panel";
import { useHiringCostInputs } from "./use-hiring-cost-inputs";

/** Spanish alias of the anchor (section 2.4): old links to /#calculadora land on the same place. */
const SPANISH_ANCHOR = "calculadora";

/** The sentence screen readers hear after every change. */
function resultSentence(result: HiringCostResult): string {
  const today = `Hoy la selección técnica os cuesta ${formatEuros(result.totalCost)} al mes.`;
  if (!result.paysForItself) {
    return `${today} Es menos que la suscripción de ${formatEuros(result.productCost)} al mes.`;
  }
  return `${today} Con la suscripción ahorraríais ${formatEuros(result.savings)} al mes (${formatPercent(result.displayedSavingsPercentage)}).`;
}

/** Cost calculator (section 2.4): nine inputs, live results with and without the product, shareable via the URL. */
function CalculatorSection() {
  const { inputs, texts, change, settle } = useHiringCostInputs();
  const result = useMemo(() => computeHiringCost(inputs), [inputs]);
  const figures = useMemo(() => describeHiringCost(result), [result]);
  const resultsRef = useRef<HTMLDivElement>(null);

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    settle();
    resultsRef.current?.focus();
  };

  return (
    <HomeSection anchor={HOME_ANCHORS.calculator} headingId="calculator-title">
      <span id={SPANISH_ANCHOR} className="block scroll-mt-20" aria-hidden="true" />
      <div className="max-w-3xl">
        <p className="font-semibold text-primary text-sm uppercase tracking-wide">Calculadora de costes</p>
        <h2 id="calculator-title" className="mt-2 font-bold text-3xl tracking-tight md:text-4xl">
          ¿Cuánto os cuesta hoy la selección técnica?
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          Introduce los datos de tu proceso y compara lo que os cuesta cada mes con lo que costaría con la
          suscripción. Las cifras se recalculan al momento.
        </p>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <form
          onSubmit={calculate}
          aria-labelledby="calculator-title"
          className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6"
          noValidate
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {HIRING_COST_INPUT_FIELDS.map((field) => (
              <CalculatorInputField
                key={field.key}
                field={field}
                value={texts[field.key]}
                onChange={change}
              />
            ))}
          </div>
          <Button type="submit" size="lg" className="self-start">
            <Calculator aria-hidden="true" />
            Calcular
          </Button>
        </form>

        <div ref={resultsRef} tabIndex={-1} className="flex flex-col gap-5 rounded-xl">
          <p role="status" aria-live="polite" className="text-base" data-testid="calculator-summary">
            {resultSentence(result)}
          </p>
          <HiringCostComparison figures={figures} />
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/prueba-gratis">Empieza tu prueba gratis</Link>
            </Button>
            <EstimatePdfButton inputs={inputs} />
          </div>
          <p className="text-muted-foreground text-sm">
            <MessagesSquare aria-hidden="true" className="mr-1 inline size-4 align-text-bottom" />
            ¿Prefieres que te guiemos pregunta a pregunta?{" "}
            <Link
              to="/calculadora/asistente"
              className="font-semibold text-primary underline underline-offset-4"
            >
              Prueba el asistente de costes
            </Link>
          </p>
        </div>
      </div>
    </HomeSection>
  );
}

export { CalculatorSection };
