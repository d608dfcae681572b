import type { ToolPageCopy } from "./types";

/** The logic test page: a short quiz like the 'lógica matemática' assessment, with its explanation. */
export const LOGIC_TEST_PAGE: ToolPageCopy = {
  heading: "Test de lógica",
  lead: "Diez preguntas de lógica matemática como las de la prueba de lógica de nuestras evaluaciones técnicas. Cada respuesta viene con su explicación y al final sabrás tu puntuación y qué significa.",
  toolTitle: "Haz el test",
  toolIntro:
    "Elige una respuesta y compruébala para ver la explicación. Puedes activar el cronómetro si quieres medir tu tiempo; no hay límite. Son unos diez minutos.",
  sections: [
    {
      title: "Qué mide este test",
      intro:
        "La lógica matemática es uno de los nueve tipos de prueba de Nivelia, en la categoría de fundamentos. Estas preguntas cubren lo que más se repite en entrevistas técnicas.",
      items: [
        {
          title: "Series y patrones",
          description:
            "Encontrar la regla de una secuencia, algo que se hace a diario al leer logs, datos o código ajeno.",
        },
        {
          title: "Deducción",
          description:
            "Distinguir lo que se deduce de unas premisas de lo que solo lo parece: silogismos, contrarrecíproco y negaciones.",
        },
        {
          title: "Lógica booleana",
          description: "Evaluar condiciones con AND, OR y NOT como las de cualquier if de producción.",
        },
        {
          title: "Conteo y probabilidad",
          description:
            "Combinaciones, el principio del palomar y probabilidades sencillas, la base de muchos problemas algorítmicos.",
        },
        {
          title: "Sistemas de numeración",
          description: "Pasar de binario a decimal sin calculadora, útil para máscaras de bits y permisos.",
        },
        {
          title: "Crecimiento de algoritmos",
          description:
            "Estimar cómo escala un algoritmo cuadrático, antesala de la prueba de complejidad algorítmica.",
        },
      ],
    },
    {
      title: "Tu resultado, por correo",
      items: [
        {
          title: "Solo si lo pides",
          description:
            "Al terminar puedes enviarte la puntuación por correo. El test funciona igual si no lo haces.",
        },
        {
          title: "Para practicar más",
          description:
            "En la Zona Nivelia para candidatos practicas gratis los nueve tipos de prueba y recibes un feedback detallado de cada una.",
        },
        {
          title: "Tus datos, protegidos",
          description:
            "Usamos tu correo solo para enviarte el resultado y responder si nos escribes, según nuestra política de privacidad (RGPD).",
        },
      ],
    },
  ],
};
