/**
 * Verification code of a feedback report: 'NIV-2025-E5081K-7' is the prefix, the year of the evaluation, six
 * characters that identify the report and a check character. The characters are Crockford's base 32 (digits
 * and capitals without I, L, O and U), so a code read aloud or retyped from a PDF is hard to get wrong.
 */
export const FEEDBACK_REPORT_CODE_PREFIX = "NIV";
/** Reports exist from the year the product started issuing them. */
export const FEEDBACK_REPORT_CODE_FIRST_YEAR = 2025;
const SERIAL_LENGTH = 6;
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
// Crockford's reading of look-alike letters, so 'O' typed for zero still verifies.
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1" };

/** How the form and the page describe the format. */
export const FEEDBACK_REPORT_CODE_PATTERN = "NIV-AAAA-XXXXXX-X";

export const FEEDBACK_REPORT_CODE_MESSAGES = {
  empty: "Introduce el código de verificación que aparece en el informe.",
  format: `El código debe tener el formato ${FEEDBACK_REPORT_CODE_PATTERN}: NIV, el año, seis caracteres y un carácter de control.`,
  year: `El año del código no es válido: los cuatro dígitos tras NIV- son el año de la evaluación (${FEEDBACK_REPORT_CODE_FIRST_YEAR} o posterior).`,
  character: (character: string) =>
    `El carácter «${character}» no puede aparecer en un código: se usan cifras y letras mayúsculas, sin la U.`,
  checksum:
    "El último carácter no corresponde al resto del código. Revisa que lo has copiado sin errores ni caracteres cambiados de sitio.",
} as const;

export type FeedbackReportCodeCheck =
  | { readonly ok: true; readonly code: string; readonly year: number }
  | { readonly ok: false; readonly message: string };

// Weighted by position, so two swapped neighbours change the sum (they differ, and their weights differ by one).
function checkCharacterOf(body: string): string {
  let sum = 0;
  for (const [index, character] of [...body].entries()) sum += ALPHABET.indexOf(character) * (index + 1);
  return ALPHABET[sum % ALPHABET.length] ?? "0";
}

/** The code of a report from its year and six-character serial, check character included. */
export function feedbackReportCode(year: number, serial: string): string {
  const body = `${year}${serial.toUpperCase()}`;
  return `${FEEDBACK_REPORT_CODE_PREFIX}-${year}-${serial.toUpperCase()}-${checkCharacterOf(body)}`;
}

/**
 * Checks a code as typed: spaces, hyphens and case do not matter and O, I and L read as 0 and 1. Answers the
 * canonical code, or the one Spanish message that says what to fix. Only the format is checked: whether the
 * team issued the report is another question.
 */
export function checkFeedbackReportCode(typed: string): FeedbackReportCodeCheck {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, "");
  if (compact === "") return { ok: false, message: FEEDBACK_REPORT_CODE_MESSAGES.empty };
  const expectedLength = FEEDBACK_REPORT_CODE_PREFIX.length + 4 + SERIAL_LENGTH + 1;
  if (!compact.startsWith(FEEDBACK_REPORT_CODE_PREFIX) || compact.length !== expectedLength) {
    return { ok: false, message: FEEDBACK_REPORT_CODE_MESSAGES.format };
  }
  const rest = [...compact.slice(FEEDBACK_REPORT_CODE_PREFIX.length)].map(
    (character) => LOOK_ALIKES[character] ?? character,
  );
  const wrong = rest.find((character) => !ALPHABET.includes(character));
  if (wrong !== undefined) return { ok: false, message: FEEDBACK_REPORT_CODE_MESSAGES.character(wrong) };
  const yearText = rest.slice(0, 4).join("");
  const year = Number(yearText);
  if (!/^\d{4}$/.test(yearText) || year < FEEDBACK_REPORT_CODE_FIRST_YEAR) {
    return { ok: false, message: FEEDBACK_REPORT_CODE_MESSAGES.year };
  }
  const serial = rest.slice(4, 4 + SERIAL_LENGTH).join("");
  const code = feedbackReportCode(year, serial);
  if (code.at(-1) !== rest.at(-1)) return { ok: false, message: FEEDBACK_REPORT_CODE_MESSAGES.checksum };
  return { ok: true, code, year };
}
