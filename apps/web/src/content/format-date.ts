/** "12 de marzo de 2026" for an ISO date (YYYY-MM-DD), read as a calendar day with no time-zone shift. */
export function formatContentDate(date: string): string {
  return new Intl.DateTimeFormat("es-ES", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
