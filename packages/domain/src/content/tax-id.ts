/** Check letters of a DNI or NIE: the number modulo 23 indexes this string. */
const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
/** A legal entity's control letter for control digit 0-9. */
const ENTITY_CONTROL_LETTERS = "JABCDEFGHI";
/** Entity types whose control character is always a letter, or always a digit (Orden EHA/451/2008). */
const ENTITY_LETTER_CONTROL = new Set(["N", "P", "Q", "R", "S", "W"]);
const ENTITY_DIGIT_CONTROL = new Set(["A", "B", "E", "H"]);

/** 'B-12345678 ' → 'B12345678': upper case, without spaces, dots or hyphens. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

function personalCheckLetter(digits: string): string {
  return DNI_LETTERS[Number(digits) % 23] ?? "";
}

/** The control digit of a legal entity's seven digits (the former CIF algorithm). */
function entityControlDigit(digits: string): number {
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    if (index % 2 === 1) sum += digit;
    else {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether a Spanish tax id (NIF) is well formed and its check character matches: a person's DNI (8 digits and a
 * letter), a foreigner's NIE (X, Y or Z, 7 digits and a letter) or a legal entity's NIF (former CIF: a letter for
 * the entity type, 7 digits and a control digit or letter).
 */
export function isValidSpanishTaxId(value: string): boolean {
  const id = normalizeTaxId(value);
  const dni = /^(\d{8})([A-Z])$/.exec(id);
  if (dni) return personalCheckLetter(dni[1] ?? "") === dni[2];
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (nie) return personalCheckLetter(`${"XYZ".indexOf(nie[1] ?? "")}${nie[2]}`) === nie[3];
  const entity = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!entity) return false;
  const [, type = "", digits = "", control = ""] = entity;
  const digit = entityControlDigit(digits);
  const letter = ENTITY_CONTROL_LETTERS[digit];
  if (ENTITY_LETTER_CONTROL.has(type)) return control === letter;
  if (ENTITY_DIGIT_CONTROL.has(type)) return control === String(digit);
  return control === letter || control === String(digit);
}
