import { ASSESSMENT_STATS } from "@nivelia/domain/content";

/** The stats strip: 9 types, 100% customisable, 15-240 minutes, unlimited combinations. */
function AssessmentStats() {
  return (
    <ul className="grid grid-cols-2 gap-6 rounded-xl border border-border bg-muted/50 p-6 text-center md:grid-cols-4">
      {ASSESSMENT_STATS.map((stat) => (
        <li key={stat.label} className="flex flex-col gap-1">
          <span className="font-bold text-3xl text-primary tracking-tight">{stat.value}</span>
          <span className="text-muted-foreground text-sm">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

export { AssessmentStats };
