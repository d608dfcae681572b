import {
  summariesInFamily,
  TECHNOLOGY_FAMILIES,
  TECHNOLOGY_FAMILY_LABELS,
} from "@nivelia/domain/technology-index";
import { Link } from "@tanstack/react-router";

/** Every catalogue technology by family, each a link to its card: browsable and indexable without the search. */
function TechnologyDirectory() {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {TECHNOLOGY_FAMILIES.map((family) => (
        <section key={family} className="flex flex-col gap-3">
          <h3 className="font-semibold text-lg">{TECHNOLOGY_FAMILY_LABELS[family]}</h3>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {summariesInFamily(family).map((technology) => (
              <li key={technology.key}>
                <Link
                  to="/tools/tech-profile"
                  search={{ t: technology.key }}
                  hash="herramienta"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {technology.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export { TechnologyDirectory };
