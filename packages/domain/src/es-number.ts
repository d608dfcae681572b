// Numbers written the es-ES way, exactly as `Intl.NumberFormat("es-ES")` writes them, but without Intl: a page's
// first `Intl.NumberFormat` costs 37–52 ms on a phone-speed CPU (Chromium, 4× throttled), a long task by itself in
// the code that shows prices, salaries and the calculator's figures as it loads. es-number.test.ts holds every use
// equal to Intl's output over wide sweeps of values.

/**
 * `value` rounded half away from zero to at most `maximumFractionDigits` decimals (padded with zeros to
 * `minimumFractionDigits`), with a decimal comma, thousands grouped by '.' from five integer digits on ('1234',
 * '12.345'), and '-' only when the rounded value is not zero. Like ICU, it rounds the shortest decimal form of the
 * double, so 1.005 becomes '1,01'. `shift` moves the decimal point right first: 2 turns a fraction into a percentage.
 */
export function formatDecimal(
  value: number,
  maximumFractionDigits: number,
  minimumFractionDigits = 0,
  shift = 0,
): string {
  if (!Number.isFinite(value)) throw new RangeError(`Número no válido: ${value}`);
  // The shortest digits that identify the double, and where its decimal point goes: '1.3335e+2' → 13335, 3.
  const [mantissa = "0", exponent = "0"] = Math.abs(value).toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const point = Number(exponent) + 1 + shift;
  let integer = point <= 0 ? "0" : digits.slice(0, point).padEnd(point, "0");
  let fraction = point <= 0 ? "0".repeat(-point) + digits : digits.slice(point);
  if (fraction.length > maximumFractionDigits) {
    const roundsUp = (fraction[maximumFractionDigits] ?? "0") >= "5";
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundsUp) {
      const rounded = (BigInt(integer + fraction) + 1n)
        .toString()
        .padStart(integer.length + fraction.length, "0");
      integer = rounded.slice(0, rounded.length - fraction.length);
      fraction = rounded.slice(rounded.length - fraction.length);
    }
  }
  integer = integer.replace(/^0+(?=\d)/, "");
  fraction = fraction.replace(/0+$/, "").padEnd(minimumFractionDigits, "0");
  const negative = value < 0 && /[1-9]/.test(integer + fraction);
  const grouped = integer.length < 5 ? integer : integer.replace(/\B(?=(\d{3})+$)/g, ".");
  return `${negative ? "-" : ""}${grouped}${fraction === "" ? "" : `,${fraction}`}`;
}
