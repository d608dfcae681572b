/** Labels of a catalogue entry's sections, shared by the landing's detail dialog and the tech-profile card. */
export const TECHNOLOGY_ENTRY_TEXTS = {
  facts: {
    family: "Familia",
    yearCreated: "Año de creación",
    creator: "Creador",
    currentVersion: "Versión actual",
    popularity: "Popularidad",
  },
  relatedTitle: "Tecnologías relacionadas",
  funFactsTitle: "Curiosidades",
} as const;
