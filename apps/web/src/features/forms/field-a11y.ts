/** The id of a field's error message, which the field names in aria-describedby. */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** aria-invalid and aria-describedby for a field that may show an error message next to it. */
export function fieldA11y(fieldId: string, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? fieldErrorId(fieldId) : undefined,
  } as const;
}
