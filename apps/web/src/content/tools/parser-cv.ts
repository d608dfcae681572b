import { TECHNOLOGY_COUNT_CLAIM } from "@nivelia/domain/technology-index";
import type { ToolPageCopy } from "./types";

/** The CV parser page: which catalogue technologies a pasted CV mentions, read in the browser. */
export const PARSER_CV_PAGE: ToolPageCopy = {
  heading: "Analizador de CV",
  lead: "Pega el texto de un currículum y mira de un vistazo qué tecnologías menciona, agrupadas por familia. El análisis se hace en tu navegador: el CV no se sube a ningún servidor ni se guarda.",
  toolTitle: "Analiza un CV",
  toolIntro: `Copia el texto del CV (desde el PDF, LinkedIn o un correo) y pégalo aquí. Reconocemos las ${TECHNOLOGY_COUNT_CLAIM.text} tecnologías del catálogo aunque aparezcan con alias: k8s, Postgres, ReactJS, RoR…`,
  sections: [
    {
      title: "Para qué sirve",
      intro: "Un primer filtro rápido antes de leer el CV con calma, no un sustituto de esa lectura.",
      items: [
        {
          title: "Cribar más rápido",
          description:
            "Comprueba en segundos si un CV menciona el stack de la vacante antes de dedicarle una lectura completa.",
        },
        {
          title: "Hablar el mismo idioma",
          description:
            "Un recruiter sin perfil técnico ve que «RoR» es Ruby on Rails y que «k8s» es Kubernetes, y abre la ficha de cada una con un clic.",
        },
        {
          title: "Preparar la evaluación",
          description:
            "Las tecnologías detectadas son las que Nivelia puede evaluar: úsalas para elegir las pruebas técnicas del proceso.",
        },
      ],
    },
    {
      title: "Privacidad y límites",
      items: [
        {
          title: "Nada sale de tu navegador",
          description:
            "El texto se analiza en tu equipo con el catálogo descargado en la página. No hay envío, registro ni copia en ningún servidor, y al cerrar la pestaña desaparece.",
        },
        {
          title: "Mención no es experiencia",
          description:
            "Que un CV nombre una tecnología no dice cuánto la domina la persona. Para eso están las pruebas técnicas y el feedback de Nivelia.",
        },
        {
          title: "Nombres que coinciden",
          description:
            "Palabras como «Julia» o «Swift» pueden ser un nombre o una palabra corriente. Cada resultado muestra cómo aparecía escrito para que lo compruebes.",
        },
      ],
    },
  ],
};
