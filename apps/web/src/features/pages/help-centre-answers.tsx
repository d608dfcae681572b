import { faqQuestionsOf, HELP_CATEGORIES } from "@nivelia/domain/content";

/** Every help-centre category with its questions and full answers: what the FAQPage data of /faq describes. */
function HelpCentreAnswers() {
  return (
    <div className="flex flex-col gap-10 pt-4">
      {HELP_CATEGORIES.map((category) => (
        <section key={category.id} id={category.id} aria-labelledby={`faq-${category.id}`}>
          <h2 id={`faq-${category.id}`} className="font-semibold text-2xl tracking-tight">
            {category.title}
          </h2>
          <dl className="mt-4 flex flex-col gap-5">
            {faqQuestionsOf(category.id).map((question) => (
              <div key={question.q} className="flex flex-col gap-1">
                <dt className="font-medium">{question.q}</dt>
                <dd className="text-muted-foreground">{question.a}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

export { HelpCentreAnswers };
