import { LOGIC_SCORE_BAND_TITLES } from "@nivelia/domain/forms";
import type { LogicQuestion, LogicScoreBand } from "@nivelia/domain/tools";

// Apart from the page copy, so the page's first view does not carry the questions the quiz code brings.

/** The questions, in the order they are asked. */
export const LOGIC_TEST_QUESTIONS: readonly LogicQuestion[] = [
  {
    id: "serie",
    prompt: "¿Qué número sigue en la serie 2, 6, 12, 20, 30, …?",
    options: [
      { id: "a", text: "40" },
      { id: "b", text: "42" },
      { id: "c", text: "44" },
      { id: "d", text: "36" },
    ],
    answerId: "b",
    explanation:
      "Las diferencias entre términos crecen de dos en dos (4, 6, 8, 10), así que la siguiente es 12: 30 + 12 = 42. También puede verse como n × (n + 1): 6 × 7 = 42.",
  },
  {
    id: "silogismo",
    prompt:
      "Todas las personas del equipo backend saben SQL. Ana sabe SQL. ¿Qué se puede afirmar con seguridad?",
    options: [
      { id: "a", text: "Ana es del equipo backend." },
      { id: "b", text: "Ana no es del equipo backend." },
      { id: "c", text: "No se puede saber si Ana es del equipo backend." },
      { id: "d", text: "Nadie fuera del equipo backend sabe SQL." },
    ],
    answerId: "c",
    explanation:
      "La premisa dice que ser de backend implica saber SQL, no al revés. Concluir que Ana es de backend porque sabe SQL es la falacia de afirmar el consecuente.",
  },
  {
    id: "booleana",
    prompt: "Si la expresión (A && !B) es verdadera, ¿cuál de estas también lo es?",
    options: [
      { id: "a", text: "!A" },
      { id: "b", text: "B" },
      { id: "c", text: "A || B" },
      { id: "d", text: "A && B" },
    ],
    answerId: "c",
    explanation:
      "Para que A && !B sea verdadera, A tiene que ser verdadera y B falsa. Con A verdadera, A || B es verdadera; las otras tres son falsas.",
  },
  {
    id: "contrarreciproco",
    prompt: "«Si los tests pasan, se despliega». Hoy no se ha desplegado. ¿Qué se deduce?",
    options: [
      { id: "a", text: "Los tests no pasaron." },
      { id: "b", text: "Los tests pasaron." },
      { id: "c", text: "No se deduce nada sobre los tests." },
      { id: "d", text: "Mañana se desplegará." },
    ],
    answerId: "a",
    explanation:
      "Es el modus tollens: si P implica Q y Q es falso, P también lo es. Si los tests hubieran pasado, se habría desplegado.",
  },
  {
    id: "negacion",
    prompt: "¿Cuál es la negación de «todos los tests pasan»?",
    options: [
      { id: "a", text: "Ningún test pasa." },
      { id: "b", text: "Al menos un test no pasa." },
      { id: "c", text: "Todos los tests fallan." },
      { id: "d", text: "Al menos un test pasa." },
    ],
    answerId: "b",
    explanation:
      "Negar un «para todo» da un «existe al menos uno que no»: basta un test que falle para que la frase original sea falsa.",
  },
  {
    id: "saludos",
    prompt:
      "En una reunión de 6 personas, cada una saluda una sola vez a cada una de las demás. ¿Cuántos saludos hay?",
    options: [
      { id: "a", text: "30" },
      { id: "b", text: "36" },
      { id: "c", text: "15" },
      { id: "d", text: "12" },
    ],
    answerId: "c",
    explanation:
      "Cada saludo une a dos personas: son las combinaciones de 6 elementos tomados de 2 en 2, 6 × 5 / 2 = 15. Contar 6 × 5 = 30 cuenta cada saludo dos veces.",
  },
  {
    id: "binario",
    prompt: "¿Cuánto vale en decimal el número binario 1011?",
    options: [
      { id: "a", text: "11" },
      { id: "b", text: "13" },
      { id: "c", text: "9" },
      { id: "d", text: "1011" },
    ],
    answerId: "a",
    explanation: "De derecha a izquierda, los dígitos valen 1, 2, 4 y 8: 8 + 0 + 2 + 1 = 11.",
  },
  {
    id: "monedas",
    prompt: "Lanzas dos monedas. ¿Qué probabilidad hay de obtener al menos una cara?",
    options: [
      { id: "a", text: "1/2" },
      { id: "b", text: "1/4" },
      { id: "c", text: "2/3" },
      { id: "d", text: "3/4" },
    ],
    answerId: "d",
    explanation:
      "Hay cuatro resultados igual de probables (CC, CX, XC, XX) y solo XX no tiene ninguna cara: 1 − 1/4 = 3/4.",
  },
  {
    id: "calcetines",
    prompt:
      "En un cajón a oscuras hay calcetines negros y blancos mezclados. ¿Cuántos tienes que sacar como mínimo para asegurar dos del mismo color?",
    options: [
      { id: "a", text: "2" },
      { id: "b", text: "3" },
      { id: "c", text: "4" },
      { id: "d", text: "Depende de cuántos haya" },
    ],
    answerId: "b",
    explanation:
      "Es el principio del palomar: con dos colores, los dos primeros pueden ser distintos, pero el tercero repetirá color por fuerza.",
  },
  {
    id: "complejidad",
    prompt:
      "Un algoritmo de coste O(n²) tarda 1 segundo con 1.000 elementos. ¿Cuánto tardará, aproximadamente, con 2.000?",
    options: [
      { id: "a", text: "2 segundos" },
      { id: "b", text: "4 segundos" },
      { id: "c", text: "1,4 segundos" },
      { id: "d", text: "8 segundos" },
    ],
    answerId: "b",
    explanation:
      "Con coste cuadrático, duplicar n multiplica el trabajo por 2² = 4. Por eso un O(n²) que va bien en pruebas puede volverse lento en producción.",
  },
];

/** What a score means, band by band. */
export const LOGIC_TEST_BANDS: Readonly<Record<LogicScoreBand, { title: string; text: string }>> = {
  alto: {
    title: LOGIC_SCORE_BAND_TITLES.alto,
    text: "Deduces con rigor y no caes en las trampas habituales. En una entrevista técnica, esta base te permite centrarte en el diseño y el código. Prueba la complejidad algorítmica en la Zona Nivelia para seguir subiendo.",
  },
  medio: {
    title: LOGIC_SCORE_BAND_TITLES.medio,
    text: "Resuelves bien buena parte de los problemas, pero alguna trampa lógica se te escapa. Repasa las explicaciones de las preguntas falladas: suelen repetirse los mismos patrones (contrarrecíproco, negaciones, conteo).",
  },
  inicial: {
    title: LOGIC_SCORE_BAND_TITLES.inicial,
    text: "La lógica formal se entrena como cualquier otra habilidad. Lee con calma cada explicación y vuelve a intentarlo en unos días; en la Zona Nivelia tienes práctica gratuita con feedback detallado.",
  },
};

/** Words of the quiz, the result and the result form. */
export const LOGIC_TEST_TEXTS = {
  progress: (current: number, total: number) => `Pregunta ${current} de ${total}`,
  timerLabel: "Cronómetro",
  timerHint: "Opcional: mide cuánto tardas, sin límite de tiempo.",
  elapsedLabel: "Tiempo",
  checkLabel: "Comprobar respuesta",
  chooseFirst: "Elige una respuesta antes de comprobarla.",
  nextLabel: "Siguiente pregunta",
  finishLabel: "Ver mi resultado",
  right: "¡Correcto!",
  wrong: (answer: string) => `No es correcto. La respuesta es: ${answer}.`,
  resultTitle: "Tu resultado",
  scoreSentence: (score: string) => `Has acertado ${score} preguntas.`,
  timeSentence: (time: string) => `Tiempo empleado: ${time}.`,
  reviewTitle: "Repaso de tus respuestas",
  yourAnswer: "Tu respuesta",
  rightAnswer: "Respuesta correcta",
  unanswered: "Sin responder",
  restartLabel: "Repetir el test",
  zonaLabel: "Practicar en la Zona Nivelia",
  sendTitle: "Recibe tu resultado por correo",
  sendIntro: "Te enviamos la puntuación para que la guardes. No hace falta para ver el resultado.",
  emailLabel: "Tu correo electrónico",
  consentPrefix: "He leído y acepto la",
  consentLink: "política de privacidad",
  sendLabel: "Enviar mi resultado",
  sent: {
    title: "Resultado enviado",
    description: "Revisa tu bandeja de entrada en unos minutos.",
    type: "success",
  },
  failure: {
    title: "Error al enviar",
    description: "Por favor, inténtalo de nuevo más tarde.",
    type: "error",
  },
} as const;
