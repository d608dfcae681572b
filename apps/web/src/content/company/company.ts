import { BRAND } from "@nivelia/domain/brand";
import {
  API_CONNECTION,
  COMPLIANCE,
  CONTACT_EMAILS,
  mailtoHref,
  PACKAGE_PURCHASE_DISABLED_LABEL,
  RESPONSE_PROMISE,
} from "@nivelia/domain/content";
import type { FeatureItem } from "../../features/pages/layout/feature-grid";
import type { ItemsSection, MailContact } from "../pages/types";

const product = BRAND.productName;

// ── /sobre-nosotros ─────────────────────────────────────────────────────

export const ABOUT_MISSION = `${product} nace de una frustración compartida por muchos equipos técnicos: las personas sénior pasan horas cada semana entrevistando a candidatos que no tienen el nivel que el puesto pide, mientras los buenos candidatos esperan semanas una respuesta. Construimos entrevistas técnicas automatizadas con IA, adaptadas al stack de cada empresa, para que el equipo dedique su tiempo a quien de verdad encaja y cada candidato reciba un feedback útil en menos de 15 minutos.`;

export const ABOUT_WHAT_WE_DO: readonly FeatureItem[] = [
  {
    title: "Pruebas técnicas a medida",
    description:
      "Evaluaciones personalizadas al stack de la empresa, para que los ingenieros sénior solo hablen con candidatos prevalidados.",
  },
  {
    title: "Due diligence de squads externos",
    description: "Un informe individual por cada miembro del equipo y una comparativa entre proveedores.",
  },
  {
    title: "Mapa de talento del equipo",
    description: "Una foto objetiva del nivel técnico del equipo actual, repetida cada 6 meses.",
  },
  {
    title: "Talento pre-evaluado",
    description: "Búsqueda de candidatos que ya han demostrado su nivel técnico en pruebas reales.",
  },
  {
    title: "Zona de práctica gratuita",
    description:
      "Para desarrolladores: pruebas reales con feedback detallado, certificación de nivel y hoja de ruta de mejora.",
  },
  {
    title: "Transparencia por diseño",
    description:
      "Rúbricas escritas, revisión humana de cada decisión y derecho del candidato a una explicación.",
  },
];

export const ABOUT_PRINCIPLES: readonly FeatureItem[] = [
  {
    title: "Evaluar habilidades, no currículos",
    description: "Medimos lo que una persona sabe hacer con pruebas que se parecen al trabajo real.",
  },
  {
    title: "Las personas deciden",
    description:
      "La IA corrige y resume; quien contrata revisa y decide. Nunca descartamos a nadie de forma automática.",
  },
  {
    title: "Feedback para todos",
    description: "Cada candidato recibe su informe, pase o no a la siguiente fase.",
  },
  {
    title: "Privacidad desde el diseño",
    description:
      "Datos mínimos, alojados en la UE, con plazos de borrado y seguridad conforme a ISO 27001 y al RGPD.",
  },
];

export const ABOUT_TEAM: readonly FeatureItem[] = [
  {
    title: "Producto e ingeniería",
    description:
      "Construyen la plataforma y, ahora mismo, la API y las integraciones con ATS, que están en desarrollo.",
  },
  {
    title: "IA de evaluación",
    description:
      "Entrenan, miden y vigilan los modelos que corrigen las pruebas, con controles de sesgo en cada cambio.",
  },
  {
    title: "Contenido técnico",
    description:
      "Ingenieras e ingenieros con años de entrevistas a sus espaldas que diseñan las pruebas y sus rúbricas.",
  },
  {
    title: "Clientes",
    description:
      "Acompañan a cada empresa desde la configuración en 5 minutos hasta su primera contratación.",
  },
];

// ── /cultura ────────────────────────────────────────────────────────────

export const CULTURE_VALUES: readonly FeatureItem[] = [
  {
    title: "Por escrito primero",
    description:
      "Las decisiones importantes se escriben en documentos cortos que cualquiera puede leer y comentar. Las reuniones son para lo que no se resuelve por escrito.",
  },
  {
    title: "Calidad técnica sin heroísmos",
    description:
      "Revisión de código para todo, pruebas automatizadas y despliegues pequeños y frecuentes. Nadie trabaja de madrugada para salvar una entrega.",
  },
  {
    title: "Lo que pedimos, lo aplicamos",
    description:
      "Contratamos con nuestro propio producto: prueba técnica adaptada al puesto, feedback para todas las personas y salario publicado en cada oferta.",
  },
  {
    title: "Transparencia interna",
    description:
      "Las métricas del negocio, la hoja de ruta y las bandas salariales son visibles para todo el equipo.",
  },
  {
    title: "Remoto de verdad",
    description:
      "Trabajamos desde cualquier lugar de España, con una franja común de cuatro horas y encuentros presenciales cada trimestre.",
  },
  {
    title: "Aprender es parte del trabajo",
    description:
      "Presupuesto anual de formación, tiempo para preparar charlas y sesiones internas en las que cada equipo cuenta lo que ha aprendido.",
  },
];

export const CULTURE_RITUALS: readonly FeatureItem[] = [
  {
    title: "Planificación cada dos semanas",
    description:
      "Cada equipo decide qué construye y lo comparte por escrito con el resto el lunes por la mañana.",
  },
  {
    title: "Demo de los jueves",
    description:
      "Treinta minutos para enseñar lo terminado, funcione o no. Celebramos también lo que hemos aprendido al fallar.",
  },
  {
    title: "Viernes sin reuniones",
    description: "La tarde del viernes es para trabajo concentrado, formación o terminar la semana antes.",
  },
];

// ── /media ──────────────────────────────────────────────────────────────

export const PRESS_CONTACT_EMAIL = CONTACT_EMAILS.press;

/** The press boilerplate, short and long, for journalists to copy as is. */
export const PRESS_BOILERPLATE = {
  short: `${product} automatiza las entrevistas técnicas con inteligencia artificial: pruebas adaptadas al stack de cada empresa y feedback detallado en menos de 15 minutos.`,
  long: `${product} es una plataforma española de entrevistas técnicas automatizadas y evaluación de candidatos con inteligencia artificial para empresas de desarrollo de software. Sus pruebas, adaptadas al stack tecnológico de cada empresa, combinan nueve tipos de evaluación, de los fundamentos y el código a la revisión de pull requests, y entregan un informe con métricas objetivas en menos de 15 minutos. Las empresas la usan para filtrar candidatos antes de la entrevista técnica, evaluar equipos de desarrollo externos y mapear el talento de sus propios equipos; los desarrolladores practican gratis en su Zona de práctica. Una persona revisa siempre las decisiones, y los candidatos reciben feedback y pueden pedir una explicación de su evaluación.`,
} as const;

export const PRESS_FACTS: readonly FeatureItem[] = [
  { title: "9 tipos de prueba", description: "Fundamentos, código y colaboración, de 15 a 240 minutos." },
  {
    title: "< 15 minutos",
    description: "Desde que el candidato termina hasta que la empresa tiene el informe.",
  },
  {
    title: "98 % de los stacks",
    description: "Lenguajes, frameworks, bases de datos y herramientas de la industria.",
  },
  { title: "ISO 27001 y RGPD", description: "Seguridad de la información y protección de datos por diseño." },
];

export interface LogoFile {
  readonly label: string;
  readonly description: string;
  readonly href: string;
}

/** Files under public/media/, served as they are. */
export const LOGO_FILES: readonly LogoFile[] = [
  {
    label: "Logotipo (SVG)",
    description: "Isotipo y nombre sobre fondo claro. Úsalo por defecto.",
    href: "/media/nivelia-logo.svg",
  },
  {
    label: "Logotipo en negativo (SVG)",
    description: "Para fondos oscuros o fotografías.",
    href: "/media/nivelia-logo-negativo.svg",
  },
  {
    label: "Isotipo (SVG)",
    description: "Para avatares, favicons y espacios cuadrados.",
    href: "/media/nivelia-isotipo.svg",
  },
];

export const LOGO_RULES: readonly string[] = [
  "Deja alrededor del logotipo un margen libre de al menos la altura del isotipo.",
  "No cambies los colores, las proporciones ni la tipografía, y no añadas sombras ni efectos.",
  "El color principal es el índigo #4338CA; sobre fondos oscuros, usa la versión en negativo.",
];

// ── /inversores ─────────────────────────────────────────────────────────

export const INVESTOR_THESIS: readonly FeatureItem[] = [
  {
    title: "El problema",
    description:
      "Las empresas de software dedican cientos de horas al mes de People y de ingeniería sénior a filtrar candidatos, y aun así las decisiones son lentas e inconsistentes.",
  },
  {
    title: "La solución",
    description:
      "Entrevistas técnicas automatizadas, adaptadas al stack, con feedback en menos de 15 minutos y revisión humana de cada decisión.",
  },
  {
    title: "El modelo de negocio",
    description:
      "Suscripción mensual (plan Enterprise, 299 € al mes), paquetes de pago por uso desde 49,99 € y un plan Modular a medida para grandes organizaciones.",
  },
  {
    title: "La ventaja",
    description:
      "Rúbricas diseñadas por ingenieros con experiencia en selección, cobertura del 98 % de los stacks y cumplimiento del Reglamento Europeo de IA desde el diseño.",
  },
];

export const INVESTOR_MARKETS: readonly FeatureItem[] = [
  {
    title: "Empresas de producto",
    description:
      "Equipos que contratan perfiles técnicos cada mes y quieren liberar tiempo de sus ingenieros sénior.",
  },
  {
    title: "Consultoras y outsourcing",
    description: "Que necesitan demostrar el nivel de sus equipos y comparar proveedores con datos.",
  },
  {
    title: "Educación y ONGs",
    description: "Universidades, bootcamps y programas de empleo que evalúan y preparan a su alumnado.",
  },
];

// ── /ongs ───────────────────────────────────────────────────────────────

export const NGO_OFFER: readonly FeatureItem[] = [
  {
    title: "Plan Enterprise gratuito 12 meses",
    description:
      "Para organizaciones sin ánimo de lucro que contratan perfiles técnicos o forman a personas para el empleo tecnológico.",
  },
  {
    title: "Evaluaciones para vuestros programas",
    description:
      "Medid el nivel de entrada y de salida de cada promoción con las mismas pruebas que usan las empresas.",
  },
  {
    title: "Feedback para cada participante",
    description: "Cada persona recibe su informe con puntos fuertes, áreas de mejora y una hoja de ruta.",
  },
  {
    title: "Acompañamiento del equipo",
    description: "Os ayudamos a configurar las pruebas y a interpretar los resultados, sin coste.",
  },
];

export const NGO_REQUIREMENTS: readonly string[] = [
  "Ser una entidad sin ánimo de lucro inscrita en el registro correspondiente (asociación, fundación o cooperativa de iniciativa social).",
  "Usar el servicio para vuestra propia selección técnica o para programas de formación y empleo, no para prestar servicios de selección a terceros.",
  "Aceptar que mencionemos a vuestra organización como participante del programa (podéis pedir lo contrario).",
];

// ── /edu ────────────────────────────────────────────────────────────────

export const EDU_OFFER: readonly FeatureItem[] = [
  {
    title: "Zona de práctica para todo el alumnado",
    description: "Acceso gratuito a pruebas reales con feedback detallado y certificación de nivel.",
  },
  {
    title: "Panel de la institución",
    description:
      "Resultados agregados por grupo y por competencia, sin datos personales salvo que cada estudiante los comparta.",
  },
  {
    title: "Pruebas alineadas con el temario",
    description:
      "Elegid los tipos de prueba y el stack de cada asignatura o módulo, de los fundamentos a la revisión de código.",
  },
  {
    title: "Un 50 % de descuento",
    description:
      "En el plan Enterprise para universidades, centros de FP y bootcamps, para evaluar procesos de admisión y prácticas.",
  },
];

export const EDU_AUDIENCES: readonly FeatureItem[] = [
  {
    title: "Universidades",
    description:
      "Para medir competencias técnicas al final de cada curso y preparar al alumnado para las entrevistas.",
  },
  {
    title: "Formación profesional",
    description:
      "Para ciclos de desarrollo de aplicaciones web y multiplataforma y sus periodos de prácticas.",
  },
  {
    title: "Bootcamps",
    description: "Para evaluar la admisión y demostrar a las empresas el nivel real de cada promoción.",
  },
];

export const EDU_IN_A_COURSE: ItemsSection = {
  title: "Cómo encaja en un curso",
  intro: "Un ciclo habitual, del primer día de clase a las prácticas en empresa.",
  items: [
    {
      title: "1. Punto de partida",
      description:
        "Al empezar el curso o el módulo, cada estudiante hace una prueba corta con el stack de la asignatura. El profesorado ve en qué temas flojea el grupo antes de preparar las clases.",
    },
    {
      title: "2. Práctica con feedback",
      description:
        "Durante el curso, el alumnado practica en la Zona cuando quiere. Cada prueba devuelve en menos de 15 minutos qué ha hecho bien, qué le falta y una revisión comentada de su código.",
    },
    {
      title: "3. Evaluación de cierre",
      description:
        "Al final, una evaluación con los tipos de prueba que elijáis (de los fundamentos a la revisión de pull requests) mide el progreso con el mismo criterio para todo el grupo.",
    },
    {
      title: "4. Camino a las prácticas",
      description:
        "Quien quiera comparte su informe y su certificado de nivel con las empresas de prácticas; nadie lo ve sin su permiso.",
    },
  ],
};

export const EDU_STUDENT_DATA: ItemsSection = {
  title: "Los datos del alumnado",
  intro: "Las mismas reglas que en la Zona: cada estudiante decide qué comparte.",
  items: [
    {
      title: "Resultados agregados para el centro",
      description:
        "El panel muestra medias por grupo y por competencia. Los resultados individuales solo llegan al profesorado si el estudiante los comparte.",
    },
    {
      title: "Protección de datos",
      description: `${COMPLIANCE.statement} Firmamos con el centro el contrato de encargo de tratamiento que pide el RGPD.`,
    },
    {
      title: "Estudiantes mayores de edad",
      description:
        "La Zona está pensada para personas adultas. Si vuestro centro trabaja con menores, contádnoslo antes y vemos juntos cómo hacerlo.",
    },
  ],
};

export const EDU_CONTACT: MailContact = {
  title: "Pide una propuesta para tu centro",
  text: `Cuéntanos qué estudios impartís, cuántos estudiantes tenéis y qué asignaturas o módulos queréis evaluar. Te preparamos una propuesta y te respondemos en ${RESPONSE_PROMISE}.`,
  label: `Escribir a ${CONTACT_EMAILS.team}`,
  href: mailtoHref("team", "Propuesta para un centro educativo"),
};

export const INVESTOR_STAGE: ItemsSection = {
  title: "Dónde estamos hoy",
  intro: "Lo que ya funciona y lo que está en camino, sin adornos.",
  items: [
    {
      title: "Beta privada",
      description:
        "Las primeras empresas evalúan candidatos reales gratis dentro del programa Early Access, a cambio de usar el producto en procesos reales y contarnos qué falta.",
    },
    {
      title: "Lanzamiento comercial en septiembre",
      description: `El plan Enterprise y los paquetes de pago por uso se contratan a partir de septiembre; hasta entonces la compra muestra «${PACKAGE_PURCHASE_DISABLED_LABEL}».`,
    },
    {
      title: "En desarrollo",
      description: API_CONNECTION.statement,
    },
    {
      title: "Zona para desarrolladores",
      description:
        "La práctica gratuita atrae a candidatos que ya han demostrado su nivel: es la base de la búsqueda de talento pre-evaluado para las empresas.",
    },
  ],
};

export const INVESTOR_GROWTH: ItemsSection = {
  title: "Cómo llegamos a los clientes",
  items: [
    {
      title: "Herramientas gratuitas",
      description:
        "El perfil de tecnologías, el redactor de ofertas, el analizador de CV y el test de lógica resuelven un problema real sin registro y presentan el producto a equipos de People.",
    },
    {
      title: "Contenido propio",
      description:
        "El Observatorio publica análisis sobre el coste del cribado técnico, la due diligence de equipos externos y la contratación basada en habilidades.",
    },
    {
      title: "Del piloto al plan",
      description:
        "La primera evaluación es gratis y la configuración lleva 5 minutos: el equipo prueba con un candidato real antes de pagar nada.",
    },
  ],
};

export const INVESTOR_COMMITMENTS: readonly string[] = [
  "Una persona revisa siempre las decisiones: la IA corrige y resume, nunca descarta a nadie sola.",
  "Aplicamos desde el diseño las obligaciones del Reglamento Europeo de IA para los sistemas de selección de personal.",
  `${COMPLIANCE.statement}`,
  "Los candidatos reciben feedback y pueden pedir una explicación de su evaluación.",
];

export const INVESTOR_CONTACT: MailContact = {
  title: "Hablemos",
  text: "Compartimos métricas de la beta, hoja de ruta y documentación financiera con inversores interesados, bajo acuerdo de confidencialidad. Escríbenos contándonos quién eres, en qué fase inviertes y qué te interesa de la selección técnica.",
  label: `Escribir a ${CONTACT_EMAILS.investors}`,
  href: mailtoHref("investors", "Interés como inversor"),
};

export const NGO_USES: ItemsSection = {
  title: "Para qué lo usan las organizaciones",
  items: [
    {
      title: "Programas de empleo tecnológico",
      description:
        "Si formáis a personas en riesgo de exclusión para trabajar en desarrollo, medid su nivel al entrar y al salir, y dadles un informe que puedan enseñar a las empresas.",
    },
    {
      title: "Selección de vuestro propio equipo técnico",
      description:
        "Si contratáis perfiles técnicos, filtrad a los candidatos con pruebas adaptadas a vuestro stack sin ocupar a las pocas personas técnicas que tenéis.",
    },
    {
      title: "Voluntariado técnico",
      description:
        "Comprobad el nivel de las personas voluntarias que se ofrecen para proyectos de software, con pruebas cortas y feedback para cada una.",
    },
  ],
};

export const NGO_STEPS: ItemsSection = {
  title: "Cómo funciona la solicitud",
  items: [
    {
      title: "1. Nos cuentas tu caso",
      description:
        "Con el formulario de esta página: la organización, su web y para qué queréis el servicio.",
    },
    {
      title: "2. Te respondemos",
      description: `Una persona del equipo revisa la solicitud y te responde en ${RESPONSE_PROMISE}, con las condiciones o con las dudas que tengamos.`,
    },
    {
      title: "3. Lo configuramos juntos",
      description: "Preparamos contigo las primeras pruebas y te enseñamos a leer los informes.",
    },
    {
      title: "4. Revisión al año",
      description: "Al terminar los 12 meses vemos juntos cómo ha ido y si el programa sigue encajando.",
    },
  ],
};
