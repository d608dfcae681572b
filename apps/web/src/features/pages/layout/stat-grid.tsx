/** A figure with its caption. */
interface StatItem {
  readonly value: string;
  readonly label: string;
}

/** Big figures with their captions, in a responsive grid (1 to 4 columns: a figure such as "Sin permanencia" needs a phone's whole width). */
function StatGrid({ stats }: { stats: readonly StatItem[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={`${stat.value} ${stat.label}`}
          className="flex flex-col-reverse gap-1 rounded-xl border border-border bg-card p-4 text-card-foreground"
        >
          <dt className="text-muted-foreground text-sm">{stat.label}</dt>
          <dd className="font-bold text-2xl text-primary tracking-tight">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export { StatGrid, type StatItem };
