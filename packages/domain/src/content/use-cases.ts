import { BRAND } from "../brand";
import type { CustomUseCaseCard, UseCase } from "./types";

/** Marker on the first card. */
export const USE_CASE_POPULAR_LABEL = "Más popular";

/** The five use cases of section 1, in display order; the modal navigates across them by index. */
export const USE_CASES: readonly UseCase[] = [
  {
    id: 1,
    title: "Pruebas técnicas personalizadas",
    summary:
      "Evalúa a cada candidato con pruebas adaptadas a tu stack para que tus ingenieros sénior solo hablen con perfiles ya validados.",
    icon: "Code2",
    popular: true,
    persona: {
      role: "Head of People / Talent Acquisition",
      description:
        "Lidera la contratación técnica de una empresa de software en crecimiento, con varios procesos abiertos a la vez y un equipo de ingeniería que no da abasto.",
    },
    departments: [
      { name: "People y RR. HH.", icon: "Users" },
      { name: "Ingeniería", icon: "Code2" },
      { name: "Dirección técnica", icon: "Cpu" },
    ],
    painPoint:
      "Tus ingenieros sénior dedican horas cada semana a entrevistas técnicas con candidatos que no encajan, y ese tiempo sale directamente del desarrollo de producto.",
    story:
      "Cada ingeniero sénior de tu equipo hace 2-3 entrevistas técnicas por semana y su hora cuesta más de 50 euros. Muchas de esas entrevistas se deciden en los primeros diez minutos, cuando queda claro que el candidato no domina el stack. Multiplícalo por todos los procesos abiertos: el coste oculto se dispara y las vacantes siguen sin cubrir.",
    questions: [
      "¿Cómo filtro a los candidatos sin quitar tiempo a mis ingenieros sénior?",
      "¿Puedo evaluar con pruebas adaptadas a nuestro stack real?",
      "¿Cómo comparo candidatos con criterios objetivos y no por intuición?",
      "¿Cuánto dinero estamos perdiendo en entrevistas que no llevan a ninguna parte?",
    ],
    solution: `${BRAND.productName} genera pruebas técnicas personalizadas a partir de tu stack, las aplica de forma automática y te entrega un informe con métricas objetivas en menos de 15 minutos. Tus ingenieros sénior solo entrevistan a candidatos prevalidados.`,
    benefits: [
      "Pruebas adaptadas a tu stack y al nivel del puesto",
      "Feedback detallado en menos de 15 minutos",
      "Tus ingenieros sénior solo entrevistan a candidatos prevalidados",
      "Hasta un 85% menos de tiempo en la evaluación técnica",
      "Informes exportables en PDF y CSV para compartir con el equipo",
    ],
    stats: [
      { value: "15x", label: "más rápido" },
      { value: "85%", label: "menos tiempo" },
      { value: "98%", label: "precisión sénior" },
    ],
    ctaLabel: `Usar ${BRAND.productName}`,
    ctaLink: "/#precios",
    showCalculator: true,
  },
  {
    id: 2,
    title: "Due diligence de squads externos",
    summary:
      "Comprueba el nivel real de los equipos de outsourcing con un informe individual por miembro y una comparativa entre proveedores.",
    icon: "ShieldCheck",
    popular: false,
    persona: {
      role: "CTO / Director de Ingeniería",
      description:
        "Necesita ampliar la capacidad del equipo con proveedores externos y tiene que decidir a qué consultora confía un proyecto crítico.",
    },
    departments: [
      { name: "Dirección técnica", icon: "Cpu" },
      { name: "Compras", icon: "Briefcase" },
      { name: "Operaciones", icon: "Cog" },
    ],
    painPoint:
      "Los proveedores presentan CVs impecables, pero el nivel real del squad que acaba trabajando en tu proyecto es una incógnita hasta que aparecen los problemas.",
    story:
      "Vas a contratar un squad de cinco desarrolladores externos para un proyecto clave. Dos consultoras envían propuestas con perfiles parecidos y tarifas similares. Evaluarlos uno a uno con tus ingenieros sénior, a más de 50 euros la hora, supondría semanas de entrevistas; elegir a ciegas puede costar meses de retrasos y deuda técnica.",
    questions: [
      "¿El equipo que me proponen tiene de verdad el nivel sénior que me cobran?",
      "¿Cómo comparo de forma objetiva a dos proveedores?",
      "¿Puedo detectar los puntos débiles antes de firmar el contrato?",
      "¿Qué miembro del squad va a necesitar refuerzo?",
    ],
    solution: `Con ${BRAND.productName}, cada miembro del squad completa una evaluación técnica sobre el stack del proyecto. Recibes un informe individual por persona y una comparativa entre proveedores para decidir con datos, no con promesas.`,
    benefits: [
      "Informe técnico individual de cada miembro del squad",
      "Comparativa objetiva entre proveedores",
      "Hasta un 75% menos de riesgos en la contratación externa",
      "Visibilidad técnica total antes de firmar",
      "Sin ocupar la agenda de tus ingenieros sénior",
    ],
    stats: [
      { value: "75%", label: "menos riesgos" },
      { value: "100%", label: "visibilidad técnica" },
      { value: "94%", label: "precisión sénior" },
    ],
    ctaLabel: "Evaluar squad externo",
    ctaLink: "/#precios",
    showCalculator: true,
  },
  {
    id: 3,
    title: "Mapeo de talento de tu equipo",
    summary:
      "Conoce el nivel técnico real de tu equipo, detecta carencias y repite el mapa cada 6 meses para medir su evolución.",
    icon: "Map",
    popular: false,
    persona: {
      role: "People Partner / Desarrollo de Talento",
      description:
        "Diseña los planes de formación y de carrera de un equipo de ingeniería que crece rápido y cambia de tecnologías cada año.",
    },
    departments: [
      { name: "People y RR. HH.", icon: "Users" },
      { name: "Ingeniería", icon: "Code2" },
      { name: "Formación y desarrollo", icon: "GraduationCap" },
    ],
    painPoint:
      "Sin un mapa objetivo de habilidades, las decisiones sobre formación, promociones y nuevas contrataciones se toman a ciegas.",
    story:
      "El equipo ha crecido rápido y nadie sabe con precisión quién domina cada tecnología. Las evaluaciones de desempeño se basan en impresiones, el presupuesto de formación se reparte por igual aunque las necesidades sean distintas y cada promoción genera dudas. Y repetir el mapa de talento cada 6 meses a mano, con entrevistas de ingenieros sénior a más de 50 euros la hora, es inviable.",
    questions: [
      "¿Qué nivel técnico real tiene cada persona de mi equipo?",
      "¿Dónde invierto el presupuesto de formación?",
      "¿Necesito contratar fuera o puedo promocionar dentro?",
      "¿Cómo mido la evolución del equipo a lo largo del tiempo?",
    ],
    solution: `${BRAND.productName} evalúa a todo el equipo con pruebas ajustadas a vuestro stack y genera un mapa de talento con fortalezas y carencias por persona y por área. Al repetirlo cada 6 meses, ves la evolución con datos comparables.`,
    benefits: [
      "Mapa de habilidades por persona, equipo y tecnología",
      "Planes de formación basados en carencias reales",
      "Seguimiento de la evolución cada 6 meses",
      "Decisiones de promoción y contratación con datos objetivos",
    ],
    stats: [
      { value: "100%", label: "visibilidad técnica" },
      { value: "98%", label: "precisión sénior" },
      { value: "6 meses", label: "entre cada mapa de talento" },
    ],
    ctaLabel: "Mapear mi equipo",
    ctaLink: "/#precios",
    showCalculator: true,
  },
  {
    id: 4,
    title: "Búsqueda de talento pre-evaluado",
    summary:
      "Accede a candidatos con las habilidades técnicas ya verificadas y encuentra el perfil que encaja hasta 10x más rápido.",
    icon: "Search",
    popular: false,
    persona: {
      role: "Recruiter técnico / Talent Sourcer",
      description:
        "Tiene que cubrir vacantes técnicas urgentes y pasa días revisando CVs que no demuestran el nivel real de los candidatos.",
    },
    departments: [
      { name: "Recruiting", icon: "UserSearch" },
      { name: "People y RR. HH.", icon: "Users" },
      { name: "Ingeniería", icon: "Code2" },
    ],
    painPoint:
      "Los CVs no demuestran el nivel técnico, así que cada búsqueda empieza desde cero con decenas de entrevistas de filtro.",
    story:
      "Para una vacante de backend llegan decenas de CVs casi idénticos. Tras semanas de filtros y entrevistas siguen quedando 15 candidatos similares entre los que es imposible elegir sin más pruebas técnicas. Mientras tanto, el puesto sigue vacío y el equipo acumula trabajo.",
    questions: [
      "¿Dónde encuentro candidatos con el nivel técnico ya verificado?",
      "¿Cómo reduzco el tiempo de búsqueda sin bajar el listón?",
      "¿Puedo filtrar por stack, experiencia y disponibilidad?",
    ],
    solution: `${BRAND.productName} te da acceso a talento con evaluaciones técnicas ya completadas. Filtras por stack, nivel y disponibilidad y contactas solo con quien encaja; el candidato, siempre anónimo hasta entonces, decide si quiere conectar.`,
    benefits: [
      "Candidatos con habilidades técnicas verificadas",
      "Búsqueda hasta 10x más rápida",
      "Filtros por stack, experiencia, ubicación y disponibilidad",
      "Candidatos anónimos que deciden si quieren conectar contigo",
    ],
    stats: [
      { value: "10x", label: "más rápido buscando" },
      { value: "85%", label: "menos tiempo" },
      { value: "98%", label: "precisión sénior" },
    ],
    ctaLabel: "Buscar talento verificado",
    ctaLink: "/#precios",
    showCalculator: false,
  },
  {
    id: 5,
    title: "Zona de entrenamiento para developers",
    summary:
      "Practica con pruebas técnicas reales, recibe feedback detallado, certifica tu nivel y sigue un roadmap de mejora. Gratis.",
    icon: "Dumbbell",
    popular: false,
    persona: {
      role: "Developer que quiere dar el siguiente paso",
      description:
        "Se prepara para procesos de selección técnicos, quiere saber en qué nivel está de verdad y poder demostrarlo ante las empresas.",
    },
    departments: [
      { name: "Frontend", icon: "Monitor" },
      { name: "Backend", icon: "Server" },
      { name: "DevOps y Cloud", icon: "Cloud" },
    ],
    painPoint:
      "Las pruebas técnicas de los procesos de selección casi nunca dan feedback: no sabes qué falló, qué nivel tienes ni qué deberías mejorar.",
    story:
      "Has hecho varias pruebas técnicas este año y de la mayoría solo recibiste un «seguiremos en contacto». Sin feedback no sabes si fallaste en algoritmia, en calidad de código o en la revisión de PRs, y preparas cada proceso sin un plan claro.",
    questions: [
      "¿Qué nivel técnico tengo de verdad?",
      "¿En qué debo mejorar antes del próximo proceso?",
      "¿Cómo demuestro mi nivel a las empresas sin repetir pruebas?",
      "¿Puedo practicar sin pagar nada?",
    ],
    solution: `En la Zona ${BRAND.productName} eliges hasta 3 pruebas técnicas entre 9 tipos, recibes feedback detallado en menos de 15 minutos, certificas tu nivel y obtienes un roadmap de mejora personalizado. Es gratis: solo necesitas registrarte.`,
    benefits: [
      "Feedback detallado en menos de 15 minutos",
      "Certificación de tu nivel técnico",
      "Roadmap de mejora personalizado",
      "Registro gratuito y anonimato total ante las empresas",
      "Tú decides con qué empresa conectas y qué compartes",
    ],
    stats: [
      { value: "9", label: "tipos de prueba" },
      { value: "< 15 min", label: "para recibir feedback" },
      { value: "100%", label: "gratis" },
    ],
    ctaLabel: "Entrenar gratis",
    ctaLink: "/candidatos",
    showCalculator: false,
  },
];

/** Sixth card of the grid, for needs the five cases do not cover. */
export const CUSTOM_USE_CASE_CARD: CustomUseCaseCard = {
  title: "Trabajamos un caso específico?",
  description:
    "Cuéntanos tu reto de contratación o de evaluación técnica y diseñamos contigo una solución a medida.",
  icon: "MessageSquarePlus",
  ctaLabel: "Hablemos",
  ctaLink: "/#contacto",
};
