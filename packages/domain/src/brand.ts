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
  demoVideoUrl: "https://www.youtube.com/watch?v=nivelia-demo",
  demoVideoEmbedUrl: "https://www.youtube-nocookie.com/embed/nivelia-demo?autoplay=1",
  officesMapUrl: "https://maps.google.com/?q=Paseo+de+la+Castellana+95,+Madrid",
  screeningAgentUrl: "https://agente.nivelia.es",
} as const;

export type Brand = typeof BRAND;
