import { BRAND } from "../brand";
import { formatComposition, STACK_LOOKUP } from "./lookup";
import type { StackInfo } from "./types";

/** Name of the last card, which opens the custom-stack dialog instead of a stack detail. */
export const CUSTOM_STACK_NAME = "Tu Stack";

/** The eight cards of the supported-technologies grid, in display order (section 2.4). */
export const STACKS: readonly StackInfo[] = [
  {
    key: "mern",
    name: "MERN Stack",
    icon: "Layers",
    fullName: "MongoDB, Express, React y Node.js",
    description:
      "Stack full-stack basado íntegramente en JavaScript: MongoDB guarda los datos como documentos JSON, Express y Node.js sirven la API y React construye la interfaz. Un mismo lenguaje de punta a punta facilita que el equipo se mueva entre frontend y backend.",
    // Card and custom-stack result show the same composition, so both read it from the lookup.
    composition: formatComposition(STACK_LOOKUP.mern.components),
    technologies: [
      { category: "Base de datos", items: ["MongoDB", "Mongoose"] },
      { category: "Backend", items: ["Node.js", "Express"] },
      { category: "Frontend", items: ["React", "Redux", "React Router"] },
      { category: "Herramientas", items: ["npm", "Vite", "Jest"] },
    ],
    advantages: [
      "Un único lenguaje (JavaScript o TypeScript) en todo el proyecto",
      "JSON de extremo a extremo, sin capas de conversión entre base de datos y cliente",
      "Ecosistema npm enorme y comunidad muy activa",
      "Ideal para prototipar y escalar aplicaciones en tiempo real",
    ],
    useCases: [
      "Aplicaciones de una sola página (SPA)",
      "Paneles de control y herramientas internas",
      "Redes sociales y aplicaciones en tiempo real",
      "MVP de startups",
    ],
    companiesUsing: ["Netflix", "Airbnb", "Uber", "PayPal"],
    learningCurve: "Moderada",
    popularity: "Alta",
  },
  {
    key: "mean",
    name: "MEAN Stack",
    icon: "Hexagon",
    fullName: "MongoDB, Express, Angular y Node.js",
    description:
      "Variante del stack JavaScript que sustituye React por Angular, un framework completo y opinado con TypeScript, inyección de dependencias y herramientas oficiales para formularios, enrutado y pruebas. Muy utilizado en aplicaciones empresariales de gran tamaño.",
    composition: formatComposition(STACK_LOOKUP.mean.components),
    technologies: [
      { category: "Base de datos", items: ["MongoDB", "Mongoose"] },
      { category: "Backend", items: ["Node.js", "Express"] },
      { category: "Frontend", items: ["Angular", "RxJS", "Angular Material"] },
      { category: "Herramientas", items: ["TypeScript", "Angular CLI", "Jasmine"] },
    ],
    advantages: [
      "Arquitectura estructurada que facilita el trabajo de equipos grandes",
      "TypeScript por defecto en el frontend",
      "Angular incluye de serie enrutado, formularios, HTTP y pruebas",
      "Respaldo de Google y ciclos de versión predecibles",
    ],
    useCases: [
      "Aplicaciones empresariales",
      "Portales corporativos y de clientes",
      "Aplicaciones con formularios complejos",
      "Plataformas de gestión de contenidos",
    ],
    companiesUsing: ["Google", "Forbes", "Upwork", "Deutsche Bank"],
    learningCurve: "Avanzada",
    popularity: "Media",
  },
  {
    key: "django-react",
    name: "Django + React",
    icon: "Atom",
    fullName: "Django (Python) con frontend en React",
    description:
      "Combina Django, el framework web de Python con «baterías incluidas» (ORM, panel de administración, autenticación), con React para la interfaz. Django REST Framework expone la API y PostgreSQL suele ser la base de datos.",
    composition: formatComposition(STACK_LOOKUP["django react"].components),
    technologies: [
      { category: "Backend", items: ["Python", "Django", "Django REST Framework"] },
      { category: "Frontend", items: ["React", "TypeScript"] },
      { category: "Base de datos", items: ["PostgreSQL", "Redis"] },
      { category: "Herramientas", items: ["Celery", "pytest", "Docker"] },
    ],
    advantages: [
      "Desarrollo rápido gracias al ORM y al panel de administración de Django",
      "Seguridad por defecto frente a CSRF, XSS e inyección SQL",
      "Acceso directo al ecosistema de datos e IA de Python",
      "Separación clara entre API y frontend",
    ],
    useCases: [
      "Plataformas SaaS",
      "Aplicaciones con análisis de datos o aprendizaje automático",
      "Sistemas de gestión de contenidos",
      "Marketplaces y comercio electrónico",
    ],
    companiesUsing: ["Instagram", "Pinterest", "Mozilla", "Disqus"],
    learningCurve: "Moderada",
    popularity: "Alta",
  },
  {
    key: "spring-boot",
    name: "Spring Boot",
    icon: "Leaf",
    fullName: "Spring Boot (Java) con Spring Framework",
    description:
      "Framework de Java que simplifica la creación de aplicaciones Spring listas para producción: configuración automática, servidor embebido y un ecosistema que cubre seguridad, acceso a datos, mensajería y microservicios.",
    composition: formatComposition(STACK_LOOKUP["spring boot"].components),
    technologies: [
      { category: "Lenguajes", items: ["Java", "Kotlin"] },
      { category: "Backend", items: ["Spring Boot", "Spring Security", "Spring Data JPA", "Hibernate"] },
      { category: "Base de datos", items: ["PostgreSQL", "MySQL", "Oracle Database"] },
      { category: "Herramientas", items: ["Maven", "Gradle", "JUnit"] },
    ],
    advantages: [
      "Robustez y rendimiento probados en sistemas críticos",
      "Configuración automática que reduce el código repetitivo",
      "Ecosistema muy completo para microservicios",
      "Tipado estático y herramientas de desarrollo maduras",
    ],
    useCases: [
      "Banca, seguros y sistemas financieros",
      "Arquitecturas de microservicios",
      "APIs empresariales de alto tráfico",
      "Integración de sistemas corporativos",
    ],
    companiesUsing: ["Netflix", "Alibaba", "Intuit", "Zalando"],
    learningCurve: "Avanzada",
    popularity: "Alta",
  },
  {
    key: "laravel-vue",
    name: "Laravel + Vue",
    icon: "Triangle",
    fullName: "Laravel (PHP) con frontend en Vue.js",
    description:
      "Laravel aporta un backend PHP expresivo, con ORM Eloquent, colas, autenticación y migraciones; Vue.js añade una interfaz reactiva y progresiva. Es una combinación muy extendida que la comunidad de Laravel ha adoptado durante años.",
    composition: formatComposition(STACK_LOOKUP["laravel vue"].components),
    technologies: [
      { category: "Backend", items: ["PHP", "Laravel", "Eloquent"] },
      { category: "Frontend", items: ["Vue.js", "Inertia.js", "Tailwind CSS"] },
      { category: "Base de datos", items: ["MySQL", "Redis"] },
      { category: "Herramientas", items: ["Composer", "Vite", "PHPUnit"] },
    ],
    advantages: [
      "Sintaxis clara y productiva en backend y frontend",
      "Funcionalidades listas para usar: autenticación, colas, correo y caché",
      "Vue.js es fácil de adoptar de forma progresiva",
      "Alojamiento PHP económico y muy disponible",
    ],
    useCases: [
      "Aplicaciones web de negocio",
      "Comercio electrónico",
      "Paneles de administración y CRM",
      "Productos SaaS para pymes",
    ],
    companiesUsing: ["Laracasts", "Statamic", "9GAG", "Alibaba"],
    learningCurve: "Fácil",
    popularity: "Alta",
  },
  {
    key: "dotnet-core",
    name: ".NET Core",
    icon: "Boxes",
    fullName: ".NET (antes .NET Core) con ASP.NET Core y C#",
    description:
      "Plataforma de código abierto y multiplataforma de Microsoft para construir APIs, aplicaciones web y servicios en C#. ASP.NET Core está entre los frameworks web más rápidos y se integra de forma natural con SQL Server y Azure.",
    composition: formatComposition(STACK_LOOKUP[".net core"].components),
    technologies: [
      { category: "Lenguajes", items: ["C#", "F#"] },
      { category: "Backend", items: [".NET", "ASP.NET Core", "Entity Framework Core"] },
      { category: "Base de datos", items: ["SQL Server", "PostgreSQL"] },
      { category: "Cloud y herramientas", items: ["Microsoft Azure", "Visual Studio", "xUnit"] },
    ],
    advantages: [
      "Alto rendimiento y soporte a largo plazo (LTS)",
      "Multiplataforma: Windows, Linux y macOS",
      "Tipado fuerte y herramientas de desarrollo de primer nivel",
      "Integración directa con el ecosistema de Microsoft y Azure",
    ],
    useCases: [
      "Aplicaciones empresariales y corporativas",
      "APIs y microservicios de alto rendimiento",
      "Migración de aplicaciones .NET Framework",
      "Sistemas integrados con Azure y Microsoft 365",
    ],
    companiesUsing: ["Microsoft", "Stack Overflow", "GoDaddy", "Siemens Healthineers"],
    learningCurve: "Moderada",
    popularity: "Alta",
  },
  {
    key: "flutter-node",
    name: "Flutter + Node",
    icon: "Smartphone",
    fullName: "Flutter (Dart) con backend en Node.js",
    description:
      "Flutter permite crear aplicaciones nativas para iOS, Android, web y escritorio desde un único código en Dart; Node.js con Express sirve la API. Un equipo pequeño puede cubrir todas las plataformas móviles sin duplicar desarrollo.",
    composition: formatComposition(STACK_LOOKUP["flutter node"].components),
    technologies: [
      { category: "Móvil", items: ["Dart", "Flutter", "Riverpod"] },
      { category: "Backend", items: ["Node.js", "Express"] },
      { category: "Base de datos", items: ["MongoDB", "Firebase"] },
      { category: "Herramientas", items: ["Android Studio", "Xcode", "Docker"] },
    ],
    advantages: [
      "Un solo código para iOS, Android, web y escritorio",
      "Rendimiento cercano al nativo",
      "Recarga en caliente que acelera el desarrollo",
      "Backend ligero y escalable en JavaScript",
    ],
    useCases: [
      "Aplicaciones móviles multiplataforma",
      "MVP móviles de startups",
      "Aplicaciones de banca y comercio móvil",
      "Aplicaciones internas para equipos de campo",
    ],
    companiesUsing: ["Google Pay", "BMW", "Alibaba", "Nubank"],
    learningCurve: "Moderada",
    popularity: "En crecimiento",
  },
  {
    key: "tu-stack",
    name: CUSTOM_STACK_NAME,
    icon: "Puzzle",
    fullName: "Stack personalizado",
    description: `¿Tu equipo trabaja con otra combinación? ${BRAND.productName} crea pruebas técnicas para cualquier stack a medida: los lenguajes, frameworks, bases de datos y herramientas que usáis en el día a día, en las versiones que tenéis en producción.`,
    composition: "Personalizado 100%",
    technologies: [
      { category: "Lenguajes", items: ["Más de 100 lenguajes de programación"] },
      { category: "Frameworks", items: ["Más de 50 frameworks frontend, backend y móviles"] },
      {
        category: "Datos e infraestructura",
        items: ["Bases de datos relacionales y NoSQL", "DevOps y cloud"],
      },
      { category: "Calidad", items: ["Testing", "Librerías de UI"] },
    ],
    advantages: [
      "Pruebas adaptadas exactamente a vuestro stack",
      "Cualquier combinación de tecnologías, incluidas las menos comunes",
      "Preguntas y ejercicios basados en casos reales de vuestro día a día",
      "Evaluaciones que evolucionan con vuestro stack",
    ],
    useCases: [
      "Stacks poco habituales o heredados",
      "Arquitecturas con varios lenguajes",
      "Equipos con herramientas internas propias",
      "Procesos de selección muy especializados",
    ],
    // No real company list applies to a custom stack; the dialog hides the section.
    companiesUsing: [],
    learningCurve: "Moderada",
    popularity: "En crecimiento",
  },
];
