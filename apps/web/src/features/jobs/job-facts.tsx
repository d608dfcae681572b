import { formatSalaryRange, type Job } from "../../content/jobs/jobs";

/** Team, location, modality and salary of a position, as a description list. */
function JobFacts({ job }: { job: Job }) {
  const facts = [
    ["Equipo", job.team],
    ["Ubicación", job.location],
    ["Modalidad", job.modality],
    ["Salario", formatSalaryRange(job.salary)],
  ] as const;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="flex gap-2">
          <dt className="font-semibold">{term}:</dt>
          <dd className="text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export { JobFacts };
