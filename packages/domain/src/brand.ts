/** The product's identity: every module reads its name, addresses and links from here. */
export const BRAND = {
  productName: "Nivelia",
  siteHost: "nivelia.es",
  siteUrl: "https://nivelia.es",
  supportEmail: "soporte@nivelia.es",
  teamEmail: "equipo@nivelia.es",
  copyrightYear: 2025,
  social: {
    twitter: "https://twitter.com/nivelia",
    linkedin: "https://www.linkedin.com/company/nivelia",
    github: "https://github.com/nivelia",
    youtube: "https://www.youtube.com/@nivelia",
  },
  // The city only: the street address is provisional until the legal identity is confirmed (content/legal-identity).
  officesMapUrl: "https://www.google.com/maps/search/?api=1&query=Madrid",
  screeningAgentUrl: "https://agente.nivelia.es",
} as const;

export type Brand = typeof BRAND;
