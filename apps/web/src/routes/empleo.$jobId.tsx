import { createFileRoute, useLoaderData } from "@tanstack/react-router";
import { JobPage } from "../features/jobs/job-page";
import { loadCollectionEntry } from "../lib/load-collection-entry";

export const Route = createFileRoute("/empleo/$jobId")({
  loader: ({ params }) => loadCollectionEntry("job", params.jobId),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: function JobRoute() {
    // Read by route id, so the split component does not import this module (and the first view) back.
    return <JobPage job={useLoaderData({ from: "/empleo/$jobId" }).entry} />;
  },
});
