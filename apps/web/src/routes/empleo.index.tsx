import { createFileRoute } from "@tanstack/react-router";
import { JobListPage } from "../features/jobs/job-list-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/empleo/")({
  component: JobListPage,
  head: () => infoPageHead("/empleo"),
});
