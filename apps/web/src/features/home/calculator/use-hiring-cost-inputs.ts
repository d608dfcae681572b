import {
  DEFAULT_HIRING_COST_INPUTS,
  HIRING_COST_INPUT_FIELDS,
  type HiringCostInputField,
  type HiringCostInputKey,
  type HiringCostInputs,
  hiringCostInputsFromSearchParams,
  hiringCostInputsToSearchParams,
  normaliseHiringCostInputs,
} from "@nivelia/domain/calculator";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";

type FieldTexts = Readonly<Record<HiringCostInputKey, string>>;

const CALCULATOR_KEYS: ReadonlySet<string> = new Set(HIRING_COST_INPUT_FIELDS.map((field) => field.key));

/** A decimal still being typed ('12,' or '12,5'): kept as typed so the separator does not vanish. */
const DECIMAL_IN_PROGRESS = /^\d+[.,]\d{0,2}$/;

function textsFor(inputs: HiringCostInputs): FieldTexts {
  return Object.fromEntries(
    HIRING_COST_INPUT_FIELDS.map((field) => [field.key, String(inputs[field.key])]),
  ) as Record<HiringCostInputKey, string>;
}

/** What the box shows after a keystroke: the normalised value, or the decimal being typed when it equals it. */
function displayText(field: HiringCostInputField, raw: string, value: number): string {
  const text = raw.trim();
  if (!field.integer && DECIMAL_IN_PROGRESS.test(text) && Number(text.replace(",", ".")) === value) {
    return text.replace(/^0+(?=\d)/, "");
  }
  return String(value);
}

/** Search values as numbers, so the router writes `?processesPerMonth=20` rather than a quoted string. */
function withCalculatorParams(previous: Readonly<Record<string, unknown>>, inputs: HiringCostInputs) {
  const kept = Object.fromEntries(Object.entries(previous).filter(([key]) => !CALCULATOR_KEYS.has(key)));
  const changed = Object.fromEntries(
    Object.entries(hiringCostInputsToSearchParams(inputs)).map(([key, value]) => [key, Number(value)]),
  );
  return { ...kept, ...changed };
}

/**
 * The calculator's inputs, normalised by the domain on every change and mirrored in the URL query
 * (only the values that differ from the defaults, replacing the history entry) so an estimate can be shared.
 */
function useHiringCostInputs() {
  const router = useRouter();
  const navigate = useNavigate();
  const [inputs, setInputs] = useState<HiringCostInputs>(DEFAULT_HIRING_COST_INPUTS);
  const [texts, setTexts] = useState<FieldTexts>(() => textsFor(DEFAULT_HIRING_COST_INPUTS));

  // Read after hydration: the prerendered HTML holds the defaults, so reading during render would mismatch.
  useEffect(() => {
    const shared = hiringCostInputsFromSearchParams(router.latestLocation.search);
    setInputs(shared);
    setTexts(textsFor(shared));
  }, [router]);

  const mirrorInUrl = useCallback(
    (next: HiringCostInputs) => {
      void navigate({
        to: ".",
        search: (previous: Readonly<Record<string, unknown>>) => withCalculatorParams(previous, next),
        // The header's anchor links set the hash without the router, so the address bar is the source.
        hash: window.location.hash.slice(1),
        replace: true,
        resetScroll: false,
        hashScrollIntoView: false,
      });
    },
    [navigate],
  );

  const change = useCallback(
    (field: HiringCostInputField, raw: string) => {
      const value = normaliseHiringCostInputs({ [field.key]: raw })[field.key];
      const next = { ...inputs, [field.key]: value };
      setTexts((current) => ({ ...current, [field.key]: displayText(field, raw, value) }));
      setInputs(next);
      mirrorInUrl(next);
    },
    [inputs, mirrorInUrl],
  );

  /** 'Calcular': shows every box in its normalised form (the figures are already live). */
  const settle = useCallback(() => setTexts(textsFor(inputs)), [inputs]);

  return { inputs, texts, change, settle };
}

export { useHiringCostInputs };
