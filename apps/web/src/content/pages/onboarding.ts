import type { CtaCopy, ItemsSection, PageIntro } from "./types";

export const ONBOARDING_INTRO: PageIntro = {
  eyebrow: "Onboarding",
  title: "De cero a tu primera evaluación en 5 minutos",
  lead: "Sin instalaciones ni integraciones previas: define el puesto, elige las pruebas e invita a tus candidatos. Así es la puesta en marcha, paso a paso.",
};

export const ONBOARDING_STEPS: ItemsSection = {
  title: "Paso a paso",
  items: [
    {
      title: "1. Accede a tu cuenta (1 minuto)",
      description:
        "Te damos acceso con tu email corporativo tras solicitar Early Access o tu prueba gratuita.",
    },
    {
      title: "2. Define el puesto (1 minuto)",
      description: "Rol, nivel y responsabilidades. Si dudas, el verificador te dice si soportamos tu stack.",
    },
    {
      title: "3. Elige el stack y las pruebas (2 minutos)",
      description:
        "Selecciona las tecnologías y combina los 9 tipos de prueba; la IA propone una evaluación que puedes editar.",
    },
    {
      title: "4. Invita a tus candidatos (1 minuto)",
      description: "Pega sus emails: cada uno recibe su invitación y hace la prueba online, a su ritmo.",
    },
    {
      title: "5. Recibe los informes",
      description:
        "En menos de 15 minutos desde que cada candidato termina, con comparativa de todo el proceso.",
    },
  ],
};

export const ONBOARDING_NEEDS: ItemsSection = {
  title: "Qué necesitas tener a mano",
  items: [
    {
      title: "La descripción del puesto",
      description: "O, al menos, el rol, el nivel y las tareas principales.",
    },
    {
      title: "Las tecnologías del equipo",
      description: "Lenguajes, frameworks y bases de datos que usa en el día a día.",
    },
    { title: "Los emails de los candidatos", description: "Nada más: no hace falta que se registren antes." },
  ],
};

export const ONBOARDING_HELP: ItemsSection = {
  title: "No lo haces solo",
  items: [
    {
      title: "Primera evaluación acompañada",
      description: "En la prueba gratuita y en Early Access configuramos contigo la primera evaluación.",
    },
    {
      title: "Onboarding Set",
      description:
        "Con el plan Modular, un programa de puesta en marcha para varios equipos y procesos a la vez.",
    },
    {
      title: "Soporte en menos de 24 horas",
      description: "Para cualquier duda durante la configuración o el primer proceso.",
    },
  ],
};

export const ONBOARDING_CTA: CtaCopy = {
  title: "¿Empezamos?",
  text: "Pide tu prueba gratuita y lanza tu primera evaluación esta misma semana.",
  links: [
    { label: "Probar gratis", to: "/prueba-gratis" },
    { label: "Agendar una demo", to: "/contacto" },
  ],
};
