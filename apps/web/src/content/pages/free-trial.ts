import type { CtaCopy, ItemsSection, PageIntro } from "./types";

export const FREE_TRIAL_INTRO: PageIntro = {
  eyebrow: "Prueba gratis",
  title: "Tu primera evaluación técnica, gratis",
  lead: "Evalúa a un candidato real con pruebas adaptadas a tu stack y recibe su informe en menos de 15 minutos. Sin tarjeta y sin compromiso.",
};

export const FREE_TRIAL_INCLUDES: ItemsSection = {
  title: "Qué incluye la prueba",
  items: [
    {
      title: "Un proceso de evaluación completo",
      description:
        "Defines el puesto, el nivel y el stack, y evaluamos a tus candidatos con las mismas pruebas que usan nuestros clientes.",
    },
    {
      title: "Los 9 tipos de prueba",
      description:
        "Preguntas abiertas, opción múltiple, escritura de código, complejidad algorítmica, bugs, completar código, revisión de PR, lógica matemática y código limpio.",
    },
    {
      title: "Informe en menos de 15 minutos",
      description:
        "Puntuación global, detalle por prueba, puntos fuertes, áreas de mejora y recomendaciones para la entrevista final, exportable en PDF o CSV.",
    },
    {
      title: "Acompañamiento del equipo",
      description: "Te ayudamos a configurar la primera evaluación y revisamos contigo los resultados.",
    },
  ],
};

export const FREE_TRIAL_STEPS: ItemsSection = {
  title: "Paso a paso",
  items: [
    {
      title: "1. Solicita la prueba",
      description: "Rellena el formulario con tu nombre, tu empresa, su tamaño y tu email corporativo.",
    },
    {
      title: "2. Te contactamos",
      description: "En menos de 24 horas te escribimos para configurar tu prueba gratuita.",
    },
    {
      title: "3. Configura en 5 minutos",
      description:
        "Elige el puesto, el stack y los tipos de prueba; la IA propone el resto y tú lo editas si quieres.",
    },
    {
      title: "4. Invita a tus candidatos",
      description:
        "Cada candidato hace la prueba online, a su ritmo, entre 15 y 240 minutos según lo que midas.",
    },
    {
      title: "5. Decide con datos",
      description:
        "Recibe el informe en menos de 15 minutos y compara a los candidatos con criterios objetivos.",
    },
  ],
};

export const FREE_TRIAL_CTA: CtaCopy = {
  title: "¿Quieres ver los precios antes?",
  text: "Compara los planes o calcula cuánto ahorra tu equipo con la calculadora de costes.",
  links: [
    { label: "Ver precios", to: "/precios" },
    { label: "Calcular mi ahorro", to: "/", hash: "calculator" },
  ],
};
